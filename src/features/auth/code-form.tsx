import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { VERIFICATION_CODE_LENGTH } from '@/lib/constants';
import { isValidVerificationCode } from '@/lib/validate';

export interface CodeForm {
  code: string;
}

/** The second step of a sign-in: exactly six digits, checked before anything is sent. */
export function VerificationCodeForm({
  form,
  onSubmit,
  sentTo,
  error,
  pending,
}: {
  form: UseFormReturn<CodeForm>;
  onSubmit: () => void;
  sentTo: ReactNode;
  error: string | null;
  pending: boolean;
}) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      noValidate
    >
      <Stack gap="3">
        <Text>{sentTo}</Text>
        <Field.Root invalid={!!form.formState.errors.code} required>
          <Field.Label>Verification code</Field.Label>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={VERIFICATION_CODE_LENGTH}
            {...form.register('code', {
              validate: (v) => isValidVerificationCode(v) || `Enter the ${VERIFICATION_CODE_LENGTH}-digit code`,
            })}
          />
          <Field.ErrorText>{form.formState.errors.code?.message}</Field.ErrorText>
        </Field.Root>
        {error ? <Text role="alert">{error}</Text> : null}
        <Button type="submit" loading={pending} alignSelf="start">
          Verify
        </Button>
      </Stack>
    </form>
  );
}
