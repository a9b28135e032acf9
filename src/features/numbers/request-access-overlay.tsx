// requestAccess: asking for text messaging (SMS) on the agent's number (canSetupSMS). The request
// (what the agent will text about) is kept in the account's settings; carriers approve business
// texting, and the account's smsEnabled says when it is on. From the inbox's gate, approval
// goes straight on to composing.
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Button, Checkbox, Field, HStack, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { format } from 'date-fns';
import { FormError } from '@/components/form-actions';
import { useActingAccount } from '@/hooks/acting-account';
import { usePermissions } from '@/hooks/use-permissions';
import { humanMessage } from '@/lib/errors';
import {
  agentNumberOf,
  formatPhoneNumber,
  smsAccessRequestOf,
  smsRequestSchema,
  smsStateOf,
  type SmsRequestValues,
} from '@/lib/numbers';
import { useOverlays, type OverlayProps } from '@/overlays';
import { numbersAccountQueryOptions, useRequestSmsAccess } from './api';
import { useGateContinuation } from './use-gate';

function RequestForm({ targetAccountId, onDone }: { targetAccountId: number | undefined; onDone: () => void }) {
  const request = useRequestSmsAccess(targetAccountId);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors },
  } = useForm<SmsRequestValues>({
    resolver: valibotResolver(smsRequestSchema),
    defaultValues: { useCase: '', consent: false },
    mode: 'onTouched',
  });
  const consent = useWatch({ control, name: 'consent' });
  return (
    <chakra.form
      aria-label="Request SMS access"
      onSubmit={handleSubmit(async (values) => {
        setFailure(null);
        try {
          await request.request(values.useCase.trim());
          onDone();
        } catch (error) {
          setFailure(humanMessage(error, 'The request could not be sent. Try again.'));
        }
      })}
    >
      <Stack gap="4">
        <Field.Root invalid={!!errors.useCase} required>
          <Field.Label>What will your agent text about?</Field.Label>
          <Textarea
            rows={3}
            placeholder="Appointment reminders and answers to patients who text the office."
            {...register('useCase')}
          />
          <Field.HelperText>Carriers read this when they review business texting.</Field.HelperText>
          <Field.ErrorText>{errors.useCase?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.consent}>
          <Checkbox.Root
            checked={consent}
            onCheckedChange={(e) => setValue('consent', e.checked === true, { shouldValidate: true })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>My agent only texts people who contacted us or agreed to receive texts.</Checkbox.Label>
          </Checkbox.Root>
          <Field.ErrorText>{errors.consent?.message}</Field.ErrorText>
        </Field.Root>
        {failure ? <FormError>{failure}</FormError> : null}
        <Button type="submit" alignSelf="start" loading={request.isPending} loadingText="Sending">
          Request SMS access
        </Button>
      </Stack>
    </chakra.form>
  );
}

/** The requestAccess overlay (`?requestAccess`). */
export default function RequestAccessOverlay({ close }: OverlayProps) {
  const acting = useActingAccount();
  const queryClient = useQueryClient();
  const { permissions } = usePermissions();
  const { open } = useOverlays();
  const { data: account } = useSuspenseQuery(numbersAccountQueryOptions(acting.targetAccountId));
  const { onInbox, continueGate } = useGateContinuation(acting.targetAccountId);
  const state = smsStateOf(account, permissions.canSetupSMS);
  const number = agentNumberOf(account);
  const requested = smsAccessRequestOf(account);

  const afterRequest = async () => {
    const next = await continueGate('requestAccess');
    if (next === 'stay')
      await queryClient.invalidateQueries({ queryKey: numbersAccountQueryOptions(acting.targetAccountId).queryKey });
  };

  return (
    <Stack gap="4">
      {state === 'enabled' ? (
        <Stack gap="3" role="status">
          <Text fontWeight="medium">Text messaging is on.</Text>
          <Text>Your agent sends and receives texts{number ? ` on ${formatPhoneNumber(number)}` : ''}.</Text>
        </Stack>
      ) : state === 'requested' ? (
        <Stack gap="2" role="status">
          <Text fontWeight="medium">Your request is waiting for approval.</Text>
          <Text>
            Requested {requested ? `on ${format(new Date(requested.requestedAt * 1000), 'MMM d, yyyy')}` : ''}. Carriers
            review business texting before it is switched on; this usually takes a few business days. Calls work in the
            meantime.
          </Text>
          {requested ? (
            <Text textStyle="sm" color="fg.muted">
              Use case: {requested.useCase}
            </Text>
          ) : null}
        </Stack>
      ) : state === 'unavailable' ? (
        <Text role="status">
          Text messaging is not available for this account. Ask your account owner or reseller to turn it on.
        </Text>
      ) : !number ? (
        <Stack gap="3">
          <Text>Your agent needs a phone number before it can text. Choose one first.</Text>
          <Button alignSelf="start" onClick={() => open('selectNumber')}>
            Choose a number
          </Button>
        </Stack>
      ) : (
        <Stack gap="4">
          <Text>
            Let your agent text from {formatPhoneNumber(number)}. Business texting in the United States is approved by
            the carriers: tell them what your agent will text about. Once approved, texting switches on by itself.
          </Text>
          <RequestForm targetAccountId={acting.targetAccountId} onDone={() => void afterRequest()} />
        </Stack>
      )}
      <HStack justify="end" gap="2">
        {state === 'enabled' && onInbox ? (
          <Button onClick={() => void continueGate('requestAccess')}>Start a conversation</Button>
        ) : null}
        <Button variant="outline" onClick={close}>
          Close
        </Button>
      </HStack>
    </Stack>
  );
}
