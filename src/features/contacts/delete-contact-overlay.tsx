import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { Contact } from '@/api/generated/model';
import type { OverlayProps } from '@/overlays';
import { toast } from '@/components/feedback';
import { confirmDelete } from '@/components/delete-action';
import { useRemoveContact } from './api';
import { ContactDetails } from './contact-details';
import { ERROR_TEXT_COLOR, contactName } from './names';
import { ContactLoader } from './contact-loader';
import { useCloseContactOverlays } from './use-contact-overlays';

function DeleteContact({
  contact,
  orgAccountId,
  close,
}: {
  contact: Contact;
  orgAccountId: number;
  close: () => void;
}) {
  const remove = useRemoveContact(orgAccountId);
  const closeShowing = useCloseContactOverlays();
  const name = contactName(contact.contact);

  const ask = async () => {
    const confirmed = await confirmDelete({
      title: `Delete ${name}?`,
      details: 'The contact is removed from your organization. This cannot be undone.',
      confirmText: 'Delete contact',
      cancelText: 'Keep contact',
    });
    if (!confirmed) return;
    remove.remove(contact.id, {
      onSuccess: () => {
        toast('Contact deleted', { type: 'success' });
        // This overlay and any preview or edit of the same contact close together.
        closeShowing(contact.id);
      },
    });
  };

  return (
    <Stack gap="5">
      <ContactDetails contact={contact} />
      {remove.error ? (
        <Text role="alert" color={ERROR_TEXT_COLOR}>
          Could not delete the contact: {remove.error.message}
        </Text>
      ) : null}
      <HStack gap="2" justify="end">
        <Button variant="outline" onClick={close} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button colorPalette="red" loading={remove.isPending} loadingText="Deleting…" onClick={() => void ask()}>
          Delete {name}
        </Button>
      </HStack>
    </Stack>
  );
}

/** The deleteContact overlay (`?deleteContact=<id>`): deletes the contact after a confirmation. */
export default function DeleteContactOverlay({ value, close }: OverlayProps<string | null>) {
  return (
    <ContactLoader value={value}>
      {(contact, orgAccountId) => <DeleteContact contact={contact} orgAccountId={orgAccountId} close={close} />}
    </ContactLoader>
  );
}
