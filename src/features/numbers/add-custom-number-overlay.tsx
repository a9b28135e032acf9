// addCustomNumber: bring a number the business already has (`byo/assign`); verification follows
// in callVerify.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Field, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { toast } from '@/components/feedback';
import { useActingAccount } from '@/hooks/acting-account';
import { usePermissions } from '@/hooks/use-permissions';
import { errorStatus, humanMessage } from '@/lib/errors';
import { byoNumberOf, byoSchema, formatPhoneNumber, type ByoValues } from '@/lib/numbers';
import { closeOverlay, openOverlay } from '@/lib/search';
import type { OverlayProps } from '@/overlays';
import { useAssignOwnNumber } from './api';
import { FormActions, FormError } from '@/components/form-actions';

/** The addCustomNumber overlay (`?addCustomNumber`). */
export default function AddCustomNumberOverlay({ close }: OverlayProps) {
  const acting = useActingAccount();
  const { permissions } = usePermissions();
  const navigate = useNavigate();
  const assign = useAssignOwnNumber(acting.targetAccountId);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ByoValues>({ resolver: valibotResolver(byoSchema), defaultValues: { number: '' }, mode: 'onTouched' });

  if (!permissions.canSelectNumber)
    return (
      <Stack gap="4">
        <Text role="status">Adding numbers is not available for this account. Ask your account owner or reseller.</Text>
        <Button alignSelf="end" onClick={close}>
          Close
        </Button>
      </Stack>
    );

  return (
    <chakra.form
      aria-label="Bring your own number"
      onSubmit={handleSubmit(async ({ number }) => {
        const parsed = byoNumberOf(number);
        if (!parsed.ok) return;
        setFailure(null);
        try {
          await assign.assign(parsed.number);
          toast(`${formatPhoneNumber(parsed.number)} is added; verify it next`, { type: 'success' });
          // Verification takes this overlay's place.
          void navigate({
            to: '.',
            replace: true,
            search: (prev) => openOverlay(closeOverlay(prev, 'addCustomNumber'), 'callVerify', parsed.number.slice(1)),
          });
        } catch (error) {
          const message = humanMessage(error, 'The number could not be added. Try again.');
          if (errorStatus(error) === 400) setError('number', { message });
          else setFailure(message);
        }
      })}
    >
      <Stack gap="4">
        <Text>
          Use a number your business already has. Your agent answers it once calls to it are forwarded, which the next
          step checks.
        </Text>
        <Field.Root invalid={!!errors.number} required>
          <Field.Label>Your number</Field.Label>
          <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="(415) 555-0123" {...register('number')} />
          <Field.HelperText>US numbers need 10 digits; others start with + and the country code.</Field.HelperText>
          <Field.ErrorText>{errors.number?.message}</Field.ErrorText>
        </Field.Root>
        {failure ? <FormError>{failure}</FormError> : null}
        <FormActions onCancel={close} pending={assign.isPending} label="Add and verify" pendingLabel="Adding" />
      </Stack>
    </chakra.form>
  );
}
