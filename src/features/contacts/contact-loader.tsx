import type { ReactNode } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { isApiError } from '@/api/errors';
import type { Contact } from '@/api/generated/model';
import { ContactAccessGate, ErrorState, LoadingState } from './contact-access';
import { useContact } from './use-contact';
import { useOpenContactOverlay } from './use-contact-overlays';

interface Props {
  /** The contact id the overlay's flag carries (null: none was given). */
  value: string | null;
  children: (contact: Contact, orgAccountId: number) => ReactNode;
}

function NoContactChosen() {
  const open = useOpenContactOverlay();
  return (
    <Stack gap="3" align="start">
      <Text>No contact was chosen. Pick one from the contacts list.</Text>
      <Button size="sm" variant="outline" onClick={() => open('contacts')}>
        Open contacts
      </Button>
    </Stack>
  );
}

function LoadContact({ id, orgAccountId, children }: { id: string; orgAccountId: number } & Pick<Props, 'children'>) {
  const contact = useContact(id, orgAccountId);
  if (contact.isPending) return <LoadingState label="Loading contact" />;
  if (contact.isError) {
    if (isApiError(contact.error) && contact.error.status === 404)
      return <ErrorState message="This contact does not exist, or was deleted." />;
    return <ErrorState message={contact.error.message} retry={() => void contact.refetch()} />;
  }
  return <>{children(contact.data.contact, orgAccountId)}</>;
}

/** The contact named by the overlay's flag, once the session may fetch it and it has loaded. */
export function ContactLoader({ value, children }: Props) {
  const id = value;
  return (
    <ContactAccessGate>
      {(orgAccountId) =>
        id ? (
          <LoadContact key={id} id={id} orgAccountId={orgAccountId}>
            {children}
          </LoadContact>
        ) : (
          <NoContactChosen />
        )
      }
    </ContactAccessGate>
  );
}
