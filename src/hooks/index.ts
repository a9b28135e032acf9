export {
  ActingAccountProvider,
  actingAccountQueryOptions,
  actingRouteOf,
  resolveActingAccount,
  useActingAccount,
  useOptionalActingAccount,
  useResolveActingAccount,
  type ActingAccount,
  type ActingAccountRoute,
  type ActingAccountState,
} from './acting-account';
export { usePermissions } from './use-permissions';
export { permissionUserOf, storeViewAs, useViewAs } from './use-view-as';
export { useDebouncedValue } from './use-debounced-value';
export { useStore } from './use-store';
export { useCredentials } from './use-credentials';
export { useNarrow } from './use-narrow';
export { useDayRangeDraft, type DayRangeDraft } from './use-day-range-draft';
