import { Button, HStack, Stack } from '@chakra-ui/react';
import type { Contact } from '@/api/generated/model';
import type { OverlayProps } from '@/overlays';
import { contactName } from './names';
import { ContactDetails } from './contact-details';
import { ContactLoader } from './contact-loader';
import { useOpenContactOverlay } from './use-contact-overlays';

function PreviewContact({ contact }: { contact: Contact }) {
  const open = useOpenContactOverlay();
  const name = contactName(contact.contact);
  return (
    <Stack gap="5">
      <ContactDetails contact={contact} />
      <HStack gap="2">
        <Button aria-label={`Edit ${name}`} onClick={() => open('editContact', contact.id)}>
          Edit
        </Button>
        <Button
          variant="outline"
          colorPalette="red"
          aria-label={`Delete ${name}`}
          onClick={() => open('deleteContact', contact.id)}
        >
          Delete
        </Button>
      </HStack>
    </Stack>
  );
}

/** The previewContact overlay (`?previewContact=<id>`): one contact, with edit and delete. */
export default function PreviewContactOverlay({ value }: OverlayProps<string | null>) {
  return <ContactLoader value={value}>{(contact) => <PreviewContact contact={contact} />}</ContactLoader>;
}
