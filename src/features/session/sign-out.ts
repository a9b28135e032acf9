import type { QueryClient } from '@tanstack/react-query';
import { browserStorage, readJson, STORAGE_KEYS, type StorageLike } from '@/lib/storage';
import { sendNativeCommand } from '@/lib/native';
import { logout } from './logout';
import { markSignedOut } from './session-storage';

// Apart from `./logout`, which the frame uses (an invalid session): signing out is the user
// menu's, which loads later, and the mobile shell's command code stays with it.

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
