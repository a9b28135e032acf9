export { useViewAs, storeViewAs, permissionUserOf } from './use-view-as';
