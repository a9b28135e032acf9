import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { VerificationCodeForm, type CodeForm } from './code-form';
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useSignInWithPhoneNumber, useVerifyPhoneSignIn } from '@/api/generated/hooks/authentication/authentication';
import { useCredentials } from '@/hooks/use-credentials';
import { MESSAGES } from '@/lib/messages';
import { VERIFICATION_CODE_LENGTH } from '@/lib/constants';
import { phoneVerificationCode, signInPhoneNumber } from '@/lib/auth';
import { formatPhoneNumber } from '@/lib/validate';

interface PhoneForm {
  phone: string;
}

/** Phone sign-in (spec 001 Authentication): a US mobile number gets a code by text (the
 * anonymous session's token goes along as `tempUserToken`), then exactly six digits are
 * verified. A failed verification shows 'Could not verify code.', as for email. */
export function PhoneSignIn({ onSignedIn }: { onSignedIn: (authToken: string) => Promise<void> }) {
  const { token } = useCredentials();
  const [phoneNumber, setPhoneNumber] = useState<string | null>(null);
  const requestCode = useSignInWithPhoneNumber();
  const verify = useVerifyPhoneSignIn();
  const [verifyError, setVerifyError] = useState<string | null>(null);

  const phoneForm = useForm<PhoneForm>({ defaultValues: { phone: '' } });
  const codeForm = useForm<CodeForm>({ defaultValues: { code: '' } });
  const tempUserToken = token ?? undefined;

  const submitPhone = phoneForm.handleSubmit(async ({ phone }) => {
    const number = signInPhoneNumber(phone);
    if (!number) return;
    await requestCode.mutateAsync({ data: { phoneNumber: number, tempUserToken } });
    setPhoneNumber(number);
  });

  const submitCode = codeForm.handleSubmit(async ({ code }) => {
    const verificationCode = phoneVerificationCode(code);
    if (verificationCode === null || !phoneNumber) return;
    setVerifyError(null);
    try {
      const answer = await verify.mutateAsync({ data: { phoneNumber, verificationCode, tempUserToken } });
      await onSignedIn(answer.authToken);
    } catch {
      setVerifyError(MESSAGES.emailCodeFailed);
    }
  });

  return phoneNumber === null ? (
    <form onSubmit={(e) => void submitPhone(e).catch(() => undefined)} noValidate>
      <Stack gap="3">
        <Field.Root invalid={!!phoneForm.formState.errors.phone} required>
          <Field.Label>Mobile number</Field.Label>
          <Input
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            {...phoneForm.register('phone', {
              required: MESSAGES.fieldRequired,
              validate: (v) => signInPhoneNumber(v) !== null || 'Enter a US mobile number, e.g. (415) 555-0123',
            })}
          />
          <Field.ErrorText>{phoneForm.formState.errors.phone?.message}</Field.ErrorText>
        </Field.Root>
        {requestCode.isError ? <Text role="alert">{requestCode.error.message}</Text> : null}
        <Button type="submit" loading={requestCode.isPending} alignSelf="start">
          Text me a code
        </Button>
      </Stack>
    </form>
  ) : (
    <VerificationCodeForm
      form={codeForm}
      onSubmit={() => void submitCode()}
      sentTo={
        <>
          We texted a {VERIFICATION_CODE_LENGTH}-digit code to {formatPhoneNumber(phoneNumber)}.
        </>
      }
      error={verifyError}
      pending={verify.isPending}
    />
  );
}
