export { hierarchyOverlays } from './overlays';
