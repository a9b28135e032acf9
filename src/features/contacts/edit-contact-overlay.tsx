import { useState } from 'react';
import type { Contact } from '@/api/generated/model';
import type { OverlayProps } from '@/overlays';
import { toast } from '@/components/feedback';
import { changedContactData, contactFormValues, type ContactFormValues } from '@/lib/contacts';
import { useUpdateContact } from './api';
import { ContactForm } from './contact-form';
import { ContactLoader } from './contact-loader';

function EditContact({ contact, orgAccountId, close }: { contact: Contact; orgAccountId: number; close: () => void }) {
  // The values the form started from: only what the user changed from them is sent, so a
  // background refresh of the contact never overwrites what they are typing.
  const [original] = useState(contact.contact);
  const save = useUpdateContact(orgAccountId);
  const submit = (values: ContactFormValues) => {
    const data = changedContactData(original, values);
    if (Object.keys(data).length === 0) {
      close();
      return;
    }
    // The server merges `data` into the contact; the cache gets the same merge at once.
    save.update(contact.id, data, {
      onSuccess: () => {
        toast('Contact saved', { type: 'success' });
        close();
      },
    });
  };
  return (
    <ContactForm
      initialValues={contactFormValues(original)}
      submitLabel="Save contact"
      saving={save.isPending}
      saveError={save.error?.message ?? null}
      onSubmit={submit}
      onCancel={close}
    />
  );
}

/** The editContact overlay (`?editContact=<id>`): edits the contact; changes merge into it. */
export default function EditContactOverlay({ value, close }: OverlayProps<string | null>) {
  return (
    <ContactLoader value={value}>
      {(contact, orgAccountId) => <EditContact contact={contact} orgAccountId={orgAccountId} close={close} />}
    </ContactLoader>
  );
}
