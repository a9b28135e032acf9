import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Field, Input, Stack, chakra } from '@chakra-ui/react';
import type { Account } from '@/api/generated/model';
import { toast } from '@/components/feedback';
import { humanMessage } from '@/lib/errors';
import { fieldOfRefusal, fullNameOf, fullNameSchema } from '@/lib/profile';
import { isApiError } from '@/api/errors';
import type { OverlayProps } from '@/overlays';
import { useUpdateFullName } from './api';
import { OwnAccount } from './own-account';
import { FormActions, FormError } from '@/components/form-actions';

const NAME_FIELD = [['fullName', /\bname\b/i]] as const;

function FullNameForm({ account, close }: { account: Account; close: () => void }) {
  const save = useUpdateFullName();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ fullName: string }>({
    resolver: valibotResolver(fullNameSchema),
    defaultValues: { fullName: fullNameOf(account) },
    mode: 'onTouched',
  });
  const submit = ({ fullName }: { fullName: string }) =>
    save.mutate(fullName, {
      onSuccess: () => {
        toast('Name saved', { type: 'success' });
        close();
      },
      // A refusal naming the name goes on the field; anything else is the form's alert.
      onError: (error) => {
        const message = humanMessage(error);
        if (isApiError(error) && fieldOfRefusal(error.status, message, NAME_FIELD)) setError('fullName', { message });
      },
    });
  return (
    <chakra.form noValidate onSubmit={handleSubmit(submit)} aria-label="Full name">
      <Stack gap="4">
        <Field.Root invalid={!!errors.fullName} required>
          <Field.Label>
            Full name <Field.RequiredIndicator />
          </Field.Label>
          <Input autoComplete="name" autoFocus {...register('fullName')} />
          <Field.ErrorText>{errors.fullName?.message}</Field.ErrorText>
        </Field.Root>
        {save.error && !errors.fullName ? (
          <FormError>Your name was not saved: {humanMessage(save.error)}</FormError>
        ) : null}
        <FormActions onCancel={close} pending={save.isPending} label="Save" />
      </Stack>
    </chakra.form>
  );
}

/** The editFullName overlay (`?editFullName`): the person's full name. */
export default function EditFullNameOverlay({ close }: OverlayProps) {
  return <OwnAccount>{(account) => <FullNameForm account={account} close={close} />}</OwnAccount>;
}
