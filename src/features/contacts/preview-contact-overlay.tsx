import { HStack, Stack } from '@chakra-ui/react';
import type { Contact } from '@/api/generated/model';
import type { OverlayProps } from '@/overlays';
import { contactName } from './names';
import { ContactDetails } from './contact-details';
import { ContactEditDelete } from './contact-actions';
import { ContactLoader } from './contact-loader';

function PreviewContact({ contact }: { contact: Contact }) {
  return (
    <Stack gap="5">
      <ContactDetails contact={contact} />
      <HStack gap="2">
        <ContactEditDelete id={contact.id} name={contactName(contact.contact)} />
      </HStack>
    </Stack>
  );
}

/** The previewContact overlay (`?previewContact=<id>`): one contact, with edit and delete. */
export default function PreviewContactOverlay({ value }: OverlayProps<string | null>) {
  return <ContactLoader value={value}>{(contact) => <PreviewContact contact={contact} />}</ContactLoader>;
}
