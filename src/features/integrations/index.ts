export { IntegrationsScreen } from './integrations-screen';
export { appsQueryOptions } from './api';
