import type { QueryClient } from '@tanstack/react-query';
import { clearCredentials } from '@/api/credentials';
import { browserStorage, clearForLogout, readJson, SESSION_KEYS, writeJson, type StorageLike } from '@/lib/storage';

/** Log-out (spec 000 §4): local storage is cleared except the mobile and generic-app flags,
 * the credentials and every cached answer are dropped. The caller then goes to /app. */
export function logout(queryClient: QueryClient, storage: StorageLike | undefined = browserStorage()): void {
  clearForLogout(storage);
  clearCredentials();
  queryClient.clear();
}

const RELOAD_GUARD_MS = 10_000;

/**
 * The account fetch reported that the session is no longer valid: wipe the stored data and
 * reload /app, which starts a fresh session (spec 000 §4). When the fresh session is refused
 * too (a second failure within 10 s), nothing more happens: no log-out (which would allocate yet
 * another session, whose account fetch fails again: a request storm) and no reload; the page
 * shows its error with Try again. Returns true when it reloaded.
 */
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export function resetInvalidSession(
  queryClient: QueryClient,
  reload: (href: string) => void = (h) => window.location.assign(h),
  now: number = Date.now(),
): boolean {
  const last = readJson(SESSION_KEYS.sessionResetAt, isTime, browserStorage('session')) ?? 0;
  // A second refusal within the guard is a fresh session refused too: stop (no log-out, no new
  // session, no reload), and let the frame say so with Try again.
  if (now - last >= 0 && now - last < RELOAD_GUARD_MS) return false;
  logout(queryClient);
  writeJson(SESSION_KEYS.sessionResetAt, now, browserStorage('session'));
  reload('/app');
  return true;
}
