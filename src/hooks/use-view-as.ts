import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readJson, writeJson } from '@/lib/storage';
import { isViewAsLevel, resolveViewAs, type PermissionUser, type ViewAsLevel } from '@/lib/permissions';

const listeners = new Set<() => void>();
const local = () => (typeof window === 'undefined' ? undefined : window.localStorage);
const readStored = (): ViewAsLevel | null => readJson(local(), STORAGE_KEYS.viewingAs, isViewAsLevel);

/** The stored view-as choice, resolved against what the user may see (spec 000 §6). */
export function useViewAs(user: PermissionUser) {
  const stored = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    readStored,
    () => null,
  );
  return resolveViewAs(stored, user);
}

export function storeViewAs(level: ViewAsLevel): void {
  writeJson(local(), STORAGE_KEYS.viewingAs, level);
  listeners.forEach((l) => l());
}

/** What the permission rules need to know about the signed-in user, from the account. */
export function permissionUserOf(account: { superAdmin?: boolean; accountType?: string } | undefined): PermissionUser {
  return { isSuperAdmin: account?.superAdmin === true, accountType: account?.accountType, isAdminUser: false };
}
