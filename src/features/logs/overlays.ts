import { defineOverlay } from '@/overlays';

/** The overlays of the logs page: choose and order columns, build a filter, the report. */
export const logsOverlays = [
  defineOverlay({ name: 'editConvoColumns', title: 'Columns', load: () => import('./edit-convo-columns-overlay') }),
  defineOverlay({ name: 'logFilterBuilder', title: 'Filter logs', load: () => import('./log-filter-builder-overlay') }),
  defineOverlay({ name: 'reporting', title: 'Report', load: () => import('./reporting-overlay') }),
];
