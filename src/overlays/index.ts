export {
  defineOverlay,
  flagValueOf,
  type AnyOverlayDefinition,
  type OverlayDefinition,
  type OverlayFlagValue,
  type OverlayProps,
} from './define-overlay';
export { OverlayRegistryProvider, useOverlayRegistry, type OverlayRegistry } from './registry-context';
export { useOverlays } from './use-overlays';
export { captureFocus, returnFocus, FOCUS_WATCH_MS, type FocusSnapshot } from './focus-return';
