export { DeveloperScreen, DEVELOPER_TABS, type DeveloperTab, type DeveloperScreenProps } from './developer-screen';
export { apiTokensQueryOptions, domainsQueryOptions, webhooksQueryOptions } from './api';
