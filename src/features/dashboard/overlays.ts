// The dashboard's overlays: the metric editor and the dashboard editor (spec 000 §2.6).
import type { QueryClient } from '@tanstack/react-query';
import { defineOverlay, type OverlayFlagValue } from '@/overlays';
// The manifest loads with the app: its API module is imported only when a prefetch runs.
const prefetchAccount = async (queryClient: QueryClient, targetAccountId: number | undefined) =>
  queryClient.prefetchQuery((await import('./api')).accountQueryOptions(targetAccountId));

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
    prefetch: (queryClient, _value, acting) => prefetchAccount(queryClient, acting.targetAccountId),
  }),
  defineOverlay({
    name: 'editDashboard',
    title: 'Edit dashboard',
    load: () => import('./edit-dashboard-overlay'),
    prefetch: (queryClient, _value, acting) => prefetchAccount(queryClient, acting.targetAccountId),
  }),
];
