import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { setCredentials } from '@/api/credentials';
import { useCredentials } from '@/hooks/use-credentials';
import * as MESSAGES from '@/lib/message-catalogue';
import { anonymousSessionQueryOptions } from './api';
import { isSignedOut, readStoredSession, storeSession } from './session-storage';

export type SessionState =
  { status: 'loading' } | { status: 'ready'; token: string } | { status: 'error'; message: string; retry: () => void };

/** The allocated session when its answer holds a token, else null. */
export function usableSession<T>(data: T | null | undefined): (T & { token: string }) | null {
  const token = (data as { token?: unknown } | null | undefined)?.token;
  return typeof token === 'string' && token.trim() !== '' ? (data as T & { token: string }) : null;
}

/**
 * The session (spec 000 §4): while no token is held, the stored one is reloaded, or an
 * anonymous session is allocated once and stored. A token set later (sign-in) is used as is.
 */
export function useAnonymousSession({ holdWhenSignedOut = false } = {}): SessionState {
  const { token } = useCredentials();
  // The console, signed out in this tab, starts no session: the router sends the visitor to the
  // sign-in page (the frame may still be on screen for a moment after signing out).
  const needsAllocation = !token && readStoredSession() === null && !(holdWhenSignedOut && isSignedOut());
  const allocation = useQuery(anonymousSessionQueryOptions(needsAllocation));

  // A 2xx whose body carries no token (`null`, a string, an object without one) is a failure
  // like any other: an error with Try again, never an endless spinner.
  const allocated = usableSession(allocation.data);
  useEffect(() => {
    if (token) return;
    const stored = readStoredSession();
    const session = stored ?? allocated;
    if (!session) return;
    if (!stored) storeSession(session);
    setCredentials({ token: session.token });
  }, [token, allocated]);

  if (token) return { status: 'ready', token };
  if (allocation.isError || (allocation.isSuccess && !allocated)) {
    return { status: 'error', message: MESSAGES.tempSessionFailed, retry: () => void allocation.refetch() };
  }
  return { status: 'loading' };
}
