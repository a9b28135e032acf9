export { AccountOverview } from './account-overview';
