export { AccountsList, accountListQueryOf, type AccountListKind, type AccountsListSearch } from './accounts-list';
export { accountListQueryOptions } from './api';
