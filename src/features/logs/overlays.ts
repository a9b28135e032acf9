// The overlays of the logs area, in the shape of the architecture's manifests
// (`defineOverlay({ name, load, parseValue })`); the app merges them into its registry.
export const logsOverlays = [
  { name: 'editConvoColumns', load: () => import('./edit-convo-columns-overlay') },
  { name: 'logFilterBuilder', load: () => import('./log-filter-builder-overlay') },
  { name: 'reporting', load: () => import('./reporting-overlay') },
] as const;
