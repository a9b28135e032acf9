export * from './overlays';
export * from './root-search';
export * from './account-path';
export * from './serialize';
export * from './patch';
