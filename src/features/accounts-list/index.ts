export { AccountsList, type AccountsListKind } from './accounts-list';
