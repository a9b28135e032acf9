import type { ReactNode } from 'react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Button } from '@chakra-ui/react';
import { Building2 } from 'lucide-react';
import { EmptyState, ErrorState } from '@/components/query-state';
import { useCredentials } from '@/hooks/use-credentials';
import { useActingAccount } from '@/hooks/acting-account';
import { contactAccessError } from '@/lib/contacts';
import { formatAccountParam } from '@/lib/search';

export type ContactAccess =
  | { state: 'denied'; message: string }
  /** A partner or a reseller: above every organization, it has no contacts of its own. */
  | { state: 'noOrganization'; level: 'partner' | 'reseller' }
  | { state: 'ready'; orgAccountId: number };

/**
 * Whether contacts may be fetched: a session token and the organization account id are needed
 * (spec 000 §8, doc 001 §5). The organization is the acting account's (the one the URL's account
 * path names, else the session's own): an organization is its own, an agent names its
 * organization. Partner and reseller accounts have none: they are sent to their organizations
 * rather than shown 'No token or orgAccountId', which stays for a session without a token.
 */
export function useContactAccess(): ContactAccess {
  const { token } = useCredentials();
  const { orgId, type } = useActingAccount();
  if (token && (type === 'partner' || type === 'reseller')) return { state: 'noOrganization', level: type };
  const denied = contactAccessError(token, orgId);
  return denied || !orgId ? { state: 'denied', message: denied ?? '' } : { state: 'ready', orgAccountId: orgId };
}

/** The list of the accounts below a partner or a reseller. */
const BELOW = {
  reseller: { to: '/app/$account/organizations', label: 'Your organizations' },
  partner: { to: '/app/$account/resellers', label: 'Your resellers' },
} as const;

/** A partner's or a reseller's way to contacts: through the accounts below it. */
function NoOrganization({ level }: { level: 'partner' | 'reseller' }) {
  const acting = useActingAccount();
  const account = formatAccountParam(acting.path.length ? acting.path : [{ type: acting.type, id: acting.id }]);
  return (
    <EmptyState
      icon={<Building2 />}
      title="Contacts belong to an organization"
      description={
        level === 'reseller'
          ? 'Open one of your organizations to see and edit its contacts.'
          : 'Open a reseller, then one of its organizations, to see and edit its contacts.'
      }
      action={
        <Button asChild size="sm" variant="outline">
          <RouterLink to={BELOW[level].to} params={{ account }}>
            {BELOW[level].label}
          </RouterLink>
        </Button>
      }
    />
  );
}

/** Renders its children with the organization account id once contacts may be fetched. */
export function ContactAccessGate({ children }: { children: (orgAccountId: number) => ReactNode }) {
  const access = useContactAccess();
  switch (access.state) {
    case 'denied':
      return <ErrorState message={access.message} />;
    case 'noOrganization':
      return <NoOrganization level={access.level} />;
    default:
      return <>{children(access.orgAccountId)}</>;
  }
}
