import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { VerificationCodeForm, type CodeForm } from './code-form';
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useSignInWithEmail, useVerifyEmailCode } from '@/api/generated/hooks/authentication/authentication';
import { MESSAGES } from '@/lib/messages';
import { VERIFICATION_CODE_LENGTH } from '@/lib/constants';
import { verificationCodeToNumber } from '@/lib/validate';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface EmailForm {
  email: string;
}

/** Email sign-in (spec 000 §5): request a code, then submit exactly six digits, sent as a number.
 * A failed verification shows 'Could not verify code.' The forms only; SignIn frames them. */
export function EmailSignIn({ onSignedIn }: { onSignedIn: (authToken: string) => Promise<void> }) {
  const [email, setEmail] = useState<string | null>(null);
  const requestCode = useSignInWithEmail();
  const verify = useVerifyEmailCode();
  const [verifyError, setVerifyError] = useState<string | null>(null);

  const emailForm = useForm<EmailForm>({ defaultValues: { email: '' } });
  const codeForm = useForm<CodeForm>({ defaultValues: { code: '' } });

  const submitEmail = emailForm.handleSubmit(async ({ email: value }) => {
    await requestCode.mutateAsync({ data: { email: value.trim() } });
    setEmail(value.trim());
  });

  const submitCode = codeForm.handleSubmit(async ({ code }) => {
    const verificationCode = verificationCodeToNumber(code);
    if (verificationCode === null || !email) return;
    setVerifyError(null);
    try {
      const answer = await verify.mutateAsync({ data: { email, verificationCode, mobile: false } });
      // The real product answers `authToken`, or `token` in the mobile app (contract: EmailVerification).
      const token = answer.authToken ?? answer.token;
      if (!token) throw new Error('no session token in the answer');
      await onSignedIn(token);
    } catch {
      setVerifyError(MESSAGES.emailCodeFailed);
    }
  });

  return email === null ? (
    <form onSubmit={submitEmail} noValidate>
      <Stack gap="3">
        <Field.Root invalid={!!emailForm.formState.errors.email} required>
          <Field.Label>Email</Field.Label>
          <Input
            type="email"
            autoComplete="email"
            {...emailForm.register('email', {
              required: MESSAGES.fieldRequired,
              validate: (v) => EMAIL.test(v.trim()) || 'Enter a valid email address',
            })}
          />
          <Field.ErrorText>{emailForm.formState.errors.email?.message}</Field.ErrorText>
        </Field.Root>
        {requestCode.isError ? <Text role="alert">{requestCode.error.message}</Text> : null}
        <Button type="submit" loading={requestCode.isPending} alignSelf="start">
          Email me a code
        </Button>
      </Stack>
    </form>
  ) : (
    <VerificationCodeForm
      form={codeForm}
      onSubmit={() => void submitCode()}
      sentTo={
        <>
          We sent a {VERIFICATION_CODE_LENGTH}-digit code to {email}.
        </>
      }
      error={verifyError}
      pending={verify.isPending}
    />
  );
}
