// The dashboard's overlays (architecture contract: the lead wraps each entry in defineOverlay and
// merges them into the registry). parseValue: raw is the flag's value (string, or true).

/** `?editMetric=new` (or a bare flag) is a new metric (null); anything else names an existing one. */
export function parseEditMetricValue(raw: unknown): string | null {
  if (raw === true || raw === 'new' || raw === '') return null;
  return typeof raw === 'string' || typeof raw === 'number' ? String(raw) : null;
}

export const dashboardOverlays = [
  {
    name: 'editMetric' as const,
    load: () => import('./edit-metric-overlay'),
    parseValue: parseEditMetricValue,
  },
  {
    name: 'editDashboard' as const,
    load: () => import('./edit-dashboard-overlay'),
    parseValue: (): null => null,
  },
];
