import type { QueryClient } from '@tanstack/react-query';
import { clearCredentials } from '@/api/credentials';
import { clearForLogout, type StorageLike } from '@/lib/storage';

const local = (): StorageLike | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);

/** Log-out (spec 000 §4): local storage is cleared except the mobile and generic-app flags,
 * the credentials and every cached answer are dropped. The caller then goes to /app. */
export function logout(queryClient: QueryClient, storage: StorageLike | undefined = local()): void {
  clearForLogout(storage);
  clearCredentials();
  queryClient.clear();
}

const RELOAD_GUARD_KEY = 'vida:sessionResetAt';
const RELOAD_GUARD_MS = 10_000;

/**
 * The account fetch reported that the session is no longer valid: wipe the stored data and
 * reload /app, which starts a fresh session. A second failure within 10 s does not reload
 * again (no reload loop when the server keeps refusing); the page shows its error instead.
 */
export function resetInvalidSession(
  queryClient: QueryClient,
  reload: (href: string) => void = (h) => window.location.assign(h),
): boolean {
  const now = Date.now();
  let last = 0;
  try {
    last = Number(window.sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 0) || 0;
  } catch {
    /* session storage unavailable */
  }
  logout(queryClient);
  if (now - last < RELOAD_GUARD_MS) return false;
  try {
    window.sessionStorage.setItem(RELOAD_GUARD_KEY, String(now));
  } catch {
    /* ignore */
  }
  reload('/app');
  return true;
}
