import { STORAGE_KEYS, storedStore } from '@/lib/storage';
import { useStore } from '@/hooks/use-store';
import { isViewAsLevel, resolveViewAs, type PermissionUser, type ViewAsLevel } from '@/lib/permissions';

const viewAs = storedStore<ViewAsLevel | null>(STORAGE_KEYS.viewingAs, isViewAsLevel, null);

/** The stored view-as choice, resolved against what the user may see (spec 000 §6). */
export function useViewAs(user: PermissionUser) {
  const stored = useStore(viewAs);
  return resolveViewAs(stored, user);
}

export function storeViewAs(level: ViewAsLevel): void {
  viewAs.set(level);
}

/** What the permission rules need to know about the signed-in user, from the account. */
export function permissionUserOf(account: { superAdmin?: boolean; accountType?: string } | undefined): PermissionUser {
  return { isSuperAdmin: account?.superAdmin === true, accountType: account?.accountType, isAdminUser: false };
}
