export { DashboardPage } from './dashboard-page';
export type { DashboardPageProps } from './dashboard-page';
export { accountQueryOptions } from './api';
export { loadDashboard } from './load-dashboard';
