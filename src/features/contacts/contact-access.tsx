import type { ReactNode } from 'react';
import { ErrorState } from '@/components/query-state';
import { useCredentials } from '@/hooks/use-credentials';
import { useActingAccount } from '@/hooks/acting-account';
import { contactAccessError } from '@/lib/contacts';

export type ContactAccess = { state: 'denied'; message: string } | { state: 'ready'; orgAccountId: number };

/**
 * Whether contacts may be fetched: a session token and the organization account id are needed
 * (spec 000 §8, doc 001 §5). The organization is the acting account's (the one the URL's account
 * path names, else the session's own): an organization is its own, an agent names its
 * organization. Partner and reseller accounts have none, so they get 'No token or orgAccountId'.
 */
export function useContactAccess(): ContactAccess {
  const { token } = useCredentials();
  const { orgId } = useActingAccount();
  const denied = contactAccessError(token, orgId);
  return denied || !orgId ? { state: 'denied', message: denied ?? '' } : { state: 'ready', orgAccountId: orgId };
}

/** Renders its children with the organization account id once contacts may be fetched. */
export function ContactAccessGate({ children }: { children: (orgAccountId: number) => ReactNode }) {
  const access = useContactAccess();
  switch (access.state) {
    case 'denied':
      return <ErrorState message={access.message} />;
    default:
      return <>{children(access.orgAccountId)}</>;
  }
}
