import { useEffect, useState } from 'react';
import { useAllocateTempUserSession } from '@/api/generated/hooks/authentication/authentication';
import { setCredentials } from '@/api/credentials';
import { useCredentials } from '@/api/use-credentials';
import { MESSAGES } from '@/lib/messages';
import { readStoredSession, storeSession, type StoredSession } from './session-storage';

export type SessionState =
  | { status: 'loading' }
  | { status: 'ready'; session: StoredSession }
  | { status: 'error'; message: string; retry: () => void };

/** The anonymous session: reloaded from local storage, or allocated once and stored. */
export function useAnonymousSession(): SessionState {
  const [stored] = useState(readStoredSession);
  const allocation = useAllocateTempUserSession({
    query: { enabled: stored === null, staleTime: Infinity, gcTime: Infinity, retry: false },
  });
  const session: StoredSession | null = stored ?? allocation.data ?? null;
  const activeToken = useCredentials().token;

  useEffect(() => {
    if (!session) return;
    if (!stored) storeSession(session);
    setCredentials({ token: session.token });
  }, [session, stored]);

  if (allocation.isError) {
    return { status: 'error', message: MESSAGES.tempSessionFailed, retry: () => void allocation.refetch() };
  }
  if (session && activeToken === session.token) return { status: 'ready', session };
  return { status: 'loading' };
}
