// The dashboard's range choices, alone in their module: the route's search schema reads them
// before the page's code loads, so nothing heavy may come with them.

/** Each metric's own window, the common moving windows, or a custom range of days. */
export const DASHBOARD_RANGES = ['metric', '24h', '7d', '30d', '90d', 'custom'] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];
