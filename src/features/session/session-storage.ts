import { SESSION_KEYS, STORAGE_KEYS, browserStorage, isString, readJson, writeJson } from '@/lib/storage';
import { getCredentials } from '@/api/credentials';

export interface StoredSession {
  id: number;
  token: string;
}

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

/** The stored session, or null when absent or corrupt. */
export function readStoredSession(storage = browserStorage()): StoredSession | null {
  const token = readJson(STORAGE_KEYS.token, isString, storage);
  const id = readJson(STORAGE_KEYS.id, isId, storage);
  return token && id ? { id, token } : null;
}

export function storeSession(session: StoredSession, storage = browserStorage()): void {
  writeJson(STORAGE_KEYS.token, session.token, storage);
  writeJson(STORAGE_KEYS.id, session.id, storage);
  // A session in place (a sign-in, a mobile hand-off, a public page's anonymous session) ends the
  // tab's signed-out state.
  clearSignedOut();
}

const isTrue = (v: unknown): v is true => v === true;

/** Marks this tab signed out (sign-out in a browser, spec 000 §2.1): /app then shows the sign-in
 * page, and no anonymous session starts until the visitor acts. */
export function markSignedOut(storage = browserStorage('session')): void {
  writeJson(SESSION_KEYS.signedOut, true, storage);
}

/** The visitor signed in, or chose to go on without an account. */
export function clearSignedOut(storage = browserStorage('session')): void {
  try {
    storage?.removeItem(SESSION_KEYS.signedOut);
  } catch {
    // Storage that refuses writes: the flag stays, but a held or stored session outweighs it.
  }
}

/** True while the tab is signed out: no session held or stored, and the sign-out flag set. */
export function isSignedOut(storage = browserStorage('session')): boolean {
  if (getCredentials().token || readStoredSession()) return false;
  return readJson(SESSION_KEYS.signedOut, isTrue, storage) === true;
}
