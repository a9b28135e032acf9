import type { ReactNode } from 'react';
import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useCredentials } from '@/api/use-credentials';
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

export function LoadingState({ label }: { label: string }) {
  return (
    <Center minH="24" role="status" aria-label={label}>
      <Spinner aria-hidden="true" />
    </Center>
  );
}

export function ErrorState({ message, retry }: { message: string; retry?: () => void }) {
  return (
    <Stack role="alert" gap="3" align="start">
      <Text>{message}</Text>
      {retry ? (
        <Button size="sm" variant="outline" onClick={retry}>
          Retry
        </Button>
      ) : null}
    </Stack>
  );
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
