import { useEffect } from 'react';
import { useAllocateTempUserSession } from '@/api/generated/hooks/authentication/authentication';
import { setCredentials } from '@/api/credentials';
import { useCredentials } from '@/hooks/use-credentials';
import { MESSAGES } from '@/lib/messages';
import { readStoredSession, storeSession } from './session-storage';

export type SessionState =
  { status: 'loading' } | { status: 'ready'; token: string } | { status: 'error'; message: string; retry: () => void };

/**
 * The session (spec 000 §4): while no token is held, the stored one is reloaded, or an
 * anonymous session is allocated once and stored. A token set later (sign-in) is used as is.
 */
export function useAnonymousSession(): SessionState {
  const { token } = useCredentials();
  const needsAllocation = !token && readStoredSession() === null;
  const allocation = useAllocateTempUserSession({
    query: { enabled: needsAllocation, staleTime: Infinity, gcTime: Infinity, retry: false },
  });

  useEffect(() => {
    if (token) return;
    const stored = readStoredSession();
    const session = stored ?? allocation.data;
    if (!session) return;
    if (!stored) storeSession(session);
    setCredentials({ token: session.token });
  }, [token, allocation.data]);

  if (token) return { status: 'ready', token };
  if (allocation.isError) {
    return { status: 'error', message: MESSAGES.tempSessionFailed, retry: () => void allocation.refetch() };
  }
  return { status: 'loading' };
}
