import type { QueryClient } from '@tanstack/react-query';
import { getCredentials, setCredentials } from '@/api/credentials';
import { anonymousSessionQueryOptions } from './api';
import { readStoredSession, storeSession } from './session-storage';
import { usableSession } from './use-anonymous-session';

/**
 * Puts a session in place before a route's loader asks the server for anything: the held token,
 * else the stored one, else a newly allocated anonymous session (stored). Shares its query with
 * `useAnonymousSession`, so the gate and the loaders never allocate twice. Resolves to the token,
 * or null when none could be had (the gate then shows the error with Try again).
 */
export async function ensureSession(queryClient: QueryClient): Promise<string | null> {
  const held = getCredentials().token;
  if (held) return held;
  const stored = readStoredSession();
  if (stored) {
    setCredentials({ token: stored.token });
    return stored.token;
  }
  try {
    const session = await queryClient.fetchQuery(anonymousSessionQueryOptions());
    if (getCredentials().token) return getCredentials().token;
    // An answer without a token: no session (the gate shows the error with Try again).
    if (!usableSession(session)) return null;
    storeSession(session);
    setCredentials({ token: session.token });
    return session.token;
  } catch {
    return null;
  }
}
