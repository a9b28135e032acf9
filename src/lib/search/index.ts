export * from './overlays';
export * from './root-search';
