import type { OverlayProps } from '@/overlays';
import { toast } from '@/components/feedback';
import { contactFormValues, newContactData, type ContactFormValues } from '@/lib/contacts';
import { ContactAccessGate } from './contact-access';
import { useCreateContact } from './api';
import { ContactForm } from './contact-form';

function CreateContact({ orgAccountId, close }: { orgAccountId: number; close: () => void }) {
  const save = useCreateContact(orgAccountId);
  const submit = (values: ContactFormValues) =>
    save.create(newContactData(values), {
      onSuccess: () => {
        toast('Contact created', { type: 'success' });
        close();
      },
    });
  return (
    <ContactForm
      initialValues={contactFormValues()}
      submitLabel="Create contact"
      saving={save.isPending}
      saveError={save.error?.message ?? null}
      onSubmit={submit}
      onCancel={close}
    />
  );
}

/** The createContact overlay: a new contact of the organization. */
export default function CreateContactOverlay({ close }: OverlayProps) {
  return (
    <ContactAccessGate>
      {(orgAccountId) => <CreateContact orgAccountId={orgAccountId} close={close} />}
    </ContactAccessGate>
  );
}
