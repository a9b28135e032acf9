export { UsageScreen, type UsageScreenProps } from './usage-screen';
export { usageQueryOptions } from './api';
