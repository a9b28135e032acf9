// The dashboard's overlays: the metric editor and the dashboard editor (spec 000 §2.6).
import { defineOverlay, type OverlayFlagValue } from '@/overlays';
import { accountQueryOptions } from './api';

/** `?editMetric=new` (or a bare flag) is a new metric (null); anything else names an existing one. */
export function parseEditMetricValue(raw: OverlayFlagValue): string | null {
  if (raw === true) return null;
  const name = raw.trim();
  return name === '' || name === 'new' ? null : name;
}

export const dashboardOverlays = [
  defineOverlay({
    name: 'editMetric',
    title: 'Edit metric',
    load: () => import('./edit-metric-overlay'),
    parseValue: parseEditMetricValue,
    prefetch: (queryClient, _value, acting) => queryClient.prefetchQuery(accountQueryOptions(acting.targetAccountId)),
  }),
  defineOverlay({
    name: 'editDashboard',
    title: 'Edit dashboard',
    load: () => import('./edit-dashboard-overlay'),
    prefetch: (queryClient, _value, acting) => queryClient.prefetchQuery(accountQueryOptions(acting.targetAccountId)),
  }),
];
