import type { ReactNode } from 'react';
import { ErrorState, PendingState } from '@/components/query-state';
import { useCredentials } from '@/hooks/use-credentials';
import { useGetAccount } from '@/api/generated/hooks/accounts/accounts';
import { contactAccessError, orgAccountIdOf } from '@/lib/contacts';

export type ContactAccess =
  | { state: 'loading' }
  | { state: 'error'; message: string; retry: () => void }
  | { state: 'denied'; message: string }
  | { state: 'ready'; orgAccountId: number };

/**
 * Whether contacts may be fetched: a session token and the organization account id are needed
 * (spec 000 §8, doc 001 §5). The org account id comes from the account acted on (the session's,
 * or the `targetAccountId` the credentials carry): an organization account is its own
 * organization, an agent account names its organization in `organizationId`. Partner and
 * reseller accounts have no organization, so they get 'No token or orgAccountId'.
 */
export function useContactAccess(): ContactAccess {
  const { token } = useCredentials();
  const account = useGetAccount(undefined, { query: { enabled: !!token } });
  if (!token) return { state: 'denied', message: contactAccessError(token, null) ?? '' };
  if (account.isPending) return { state: 'loading' };
  if (account.isError) return { state: 'error', message: account.error.message, retry: () => void account.refetch() };
  const orgAccountId = orgAccountIdOf(account.data);
  const denied = contactAccessError(token, orgAccountId);
  return denied || !orgAccountId ? { state: 'denied', message: denied ?? '' } : { state: 'ready', orgAccountId };
}

/** Renders its children with the organization account id once contacts may be fetched. */
export function ContactAccessGate({ children }: { children: (orgAccountId: number) => ReactNode }) {
  const access = useContactAccess();
  switch (access.state) {
    case 'loading':
      return <PendingState label="Loading account" />;
    case 'error':
      return <ErrorState message={access.message} retry={access.retry} />;
    case 'denied':
      return <ErrorState message={access.message} />;
    default:
      return <>{children(access.orgAccountId)}</>;
  }
}
