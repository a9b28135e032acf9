export { AccountsList, type AccountListKind, type AccountsListSearch } from './accounts-list';
export { accountListQueryOptions } from './api';
