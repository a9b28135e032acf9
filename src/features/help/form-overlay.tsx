import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Field, HStack, NativeSelect, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import { useActingAccount } from '@/hooks/acting-account';
import { humanMessage } from '@/lib/errors';
import {
  HELP_MESSAGES,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_TOPICS,
  supportFormSchema,
  supportMessageText,
  type SupportFormValues,
} from '@/lib/help';
import { useOverlays, type OverlayProps } from '@/overlays';
import { useSendSupportRequest, type SupportRoom } from './api';
import { FormActions, FormError } from '@/components/form-actions';

function Sent({ close }: { close: () => void }) {
  const { open } = useOverlays();
  return (
    <Stack gap="4" role="status">
      <HStack gap="2" color="fg.success">
        <CircleCheck aria-hidden="true" />
        <Text fontWeight="medium">Your message was sent to support.</Text>
      </HStack>
      <Text>
        The answer will arrive in your inbox, in the conversation with support. You can also follow it in the support
        chat.
      </Text>
      <HStack justify="end" gap="2">
        <Button variant="outline" onClick={close}>
          Done
        </Button>
        <Button colorPalette="blue" onClick={() => open('chat')}>
          Open the support chat
        </Button>
      </HStack>
    </Stack>
  );
}

/** The form overlay (`?form`): the get-support form. It starts a conversation with the product's
 * sales account (spec 000 §9) through the inbox's calls and says where the answer will arrive. A
 * failed send keeps what was typed and says so. */
export default function FormOverlay({ close }: OverlayProps) {
  const { targetAccountId } = useActingAccount();
  const send = useSendSupportRequest(targetAccountId);
  const [sent, setSent] = useState<SupportRoom | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SupportFormValues>({
    resolver: valibotResolver(supportFormSchema),
    defaultValues: { topic: '', message: '' },
    mode: 'onTouched',
  });

  if (sent) return <Sent close={close} />;

  const submit = (values: SupportFormValues) => send.mutate(supportMessageText(values), { onSuccess: setSent });

  return (
    <chakra.form noValidate onSubmit={handleSubmit(submit)} aria-label="Get support">
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          Tell us what you need. We answer in your inbox, in a conversation with support.
        </Text>
        <Field.Root invalid={!!errors.topic} required>
          <Field.Label>
            Topic <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('topic')}>
              <option value="">Choose a topic</option>
              {SUPPORT_TOPICS.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.topic?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.message} required>
          <Field.Label>
            Message <Field.RequiredIndicator />
          </Field.Label>
          <Textarea rows={5} maxLength={SUPPORT_MESSAGE_MAX + 100} {...register('message')} />
          <Field.ErrorText>{errors.message?.message}</Field.ErrorText>
        </Field.Root>
        {send.error ? (
          <FormError>
            {HELP_MESSAGES.notSent} {humanMessage(send.error)}
          </FormError>
        ) : null}
        <FormActions onCancel={close} pending={send.isPending} label="Send to support" pendingLabel="Sending…" />
      </Stack>
    </chakra.form>
  );
}
