import { useForm } from 'react-hook-form';
import { CodeSignInForm } from './code-form';
import { useCodeSignIn } from './use-code-sign-in';
import { Input } from '@chakra-ui/react';
import * as MESSAGES from '@/lib/message-catalogue';
import { VERIFICATION_CODE_LENGTH } from '@/lib/constants';
import { verificationCodeToNumber } from '@/lib/validate';
import { useRequestEmailCode, useVerifyEmailCode } from './api';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface EmailForm {
  email: string;
}

/** Email sign-in (spec 000 §5): request a code, then submit exactly six digits, sent as a number.
 * A failed verification shows 'Could not verify code.' The forms only; SignIn frames them. */
export function EmailSignIn({ onSignedIn }: { onSignedIn: (authToken: string) => Promise<void> }) {
  const requestCode = useRequestEmailCode();
  const verify = useVerifyEmailCode();
  const flow = useCodeSignIn<string, number>({
    request: (email) => requestCode.mutateAsync({ email }),
    verify: async (email, verificationCode) => {
      const answer = await verify.mutateAsync({ email, verificationCode, mobile: false });
      // The real product answers `authToken`, or `token` in the mobile app (contract: EmailVerification).
      const authToken = answer.authToken ?? answer.token;
      if (!authToken) throw new Error('no session token in the answer');
      return { authToken };
    },
    parseCode: verificationCodeToNumber,
    onSignedIn,
  });
  const emailForm = useForm<EmailForm>({ defaultValues: { email: '' } });
  const submitEmail = emailForm.handleSubmit(({ email }) => flow.requestCode(email.trim()));

  return (
    <CodeSignInForm
      flow={flow}
      onRequest={submitEmail}
      label="Email"
      error={emailForm.formState.errors.email?.message}
      requestText="Email me a code"
      sentTo={(email) => (
        <>
          We sent a {VERIFICATION_CODE_LENGTH}-digit code to {email}.
        </>
      )}
      changeLabel="Use a different email"
    >
      <Input
        type="email"
        autoComplete="email"
        {...emailForm.register('email', {
          required: MESSAGES.fieldRequired,
          validate: (v) => EMAIL.test(v.trim()) || 'Enter a valid email address',
        })}
      />
    </CodeSignInForm>
  );
}
