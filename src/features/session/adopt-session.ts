import { getCredentials, setCredentials } from '@/api/credentials';
import { fetchOwnAccount } from './api';
import { storeSession } from './session-storage';
import { STORAGE_KEYS, writeJson } from '@/lib/storage';

/** Makes a token from sign-in the session: its account id is fetched, then both are stored. */
export async function adoptSession(token: string): Promise<void> {
  const previous = getCredentials().token;
  setCredentials({ token });
  let account;
  try {
    account = await fetchOwnAccount();
  } catch (error) {
    // The sign-in did not complete: the tab goes on as it was (its earlier session, or signed
    // out), never as the new account while the page says the sign-in failed.
    setCredentials({ token: previous });
    throw error;
  }
  // Storing it also ends the tab's signed-out state.
  storeSession({ id: account.id, token });
}

/** Starts a session whose id and token are known (e.g. the mobile hand-off). */
export function startSession(session: { id: number; token: string }, options: { mobileApp?: boolean } = {}): void {
  storeSession(session);
  if (options.mobileApp) writeJson(STORAGE_KEYS.mobileApp, true);
  setCredentials({ token: session.token });
}
