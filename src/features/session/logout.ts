import type { QueryClient } from '@tanstack/react-query';
import { clearCredentials } from '@/api/credentials';
import {
  browserStorage,
  clearForLogout,
  readJson,
  SESSION_KEYS,
  STORAGE_KEYS,
  writeJson,
  type StorageLike,
} from '@/lib/storage';
import { sendNativeCommand } from '@/lib/native';
import { markSignedOut } from './session-storage';

/** Log-out (spec 000 §4): local storage is cleared except the mobile and generic-app flags,
 * the credentials and every cached answer are dropped. The caller then goes to /app. */
export function logout(queryClient: QueryClient, storage: StorageLike | undefined = browserStorage()): void {
  clearForLogout(storage);
  clearCredentials();
  queryClient.clear();
}

/** True when the app runs in the mobile shell (the flag it set at the hand-off). */
export function isMobileShell(storage: StorageLike | undefined = browserStorage()): boolean {
  return readJson(STORAGE_KEYS.mobileApp, (v): v is boolean => typeof v === 'boolean', storage) === true;
}

/**
 * Signing out (spec 000 §2.1, §4): log out, then answer where to go. In a browser that is /app,
 * signed out (its sign-in page; a new anonymous session only when the visitor asks for one).
 * In the mobile shell the custom-scheme logout command is sent instead of a page change (through
 * `assign`, `window.location.assign` by default) and the app lands on /mobile/start.
 */
export function signOut(
  queryClient: QueryClient,
  options: { storage?: StorageLike; assign?: (href: string) => void } = {},
): '/app' | '/mobile/start' {
  const storage = options.storage ?? browserStorage();
  const mobile = isMobileShell(storage);
  // Marked before the credentials go: the console, still on screen for a moment, must not start
  // a fresh anonymous session when it sees none. /app then shows the sign-in page instead.
  if (!mobile) markSignedOut();
  logout(queryClient, storage);
  if (!mobile) return '/app';
  sendNativeCommand({ type: 'logout' }, options.assign ?? ((href) => window.location.assign(href)));
  return '/mobile/start';
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
