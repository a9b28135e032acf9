import { useSaveContact } from '@/api/generated/hooks/conversations/conversations';
import type { OverlayProps } from '@/app/overlays/registry';
import { toast } from '@/components/feedback';
import { contactFormValues, newContactData, type ContactFormValues } from '@/lib/contacts';
import { ContactAccessGate } from './contact-access';
import { useContactCache } from './contact-cache';
import { ContactForm } from './contact-form';

function CreateContact({ orgAccountId, close }: { orgAccountId: number; close: () => void }) {
  const save = useSaveContact();
  const cache = useContactCache(orgAccountId);
  const submit = (values: ContactFormValues) =>
    save.mutate(
      { data: { data: newContactData(values) }, params: { targetAccountId: orgAccountId } },
      {
        onSuccess: (answer) => {
          cache.created(answer.contact);
          toast('Contact created', { type: 'success' });
          close();
        },
      },
    );
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
