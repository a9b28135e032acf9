import { useForm } from 'react-hook-form';
import { CodeSignInForm } from './code-form';
import { useCodeSignIn } from './use-code-sign-in';
import { useRequestPhoneCode, useVerifyPhoneCode } from './api';
import { Input } from '@chakra-ui/react';
import { useCredentials } from '@/hooks/use-credentials';
import * as MESSAGES from '@/lib/message-catalogue';
import { VERIFICATION_CODE_LENGTH } from '@/lib/constants';
import { phoneFieldDisplay, phoneVerificationCode, signInPhoneNumber } from '@/lib/auth';
import { formatPhoneNumber } from '@/lib/validate';

interface PhoneForm {
  phone: string;
}

/** Phone sign-in (spec 001 Authentication): a US mobile number gets a code by text (the
 * anonymous session's token goes along as `tempUserToken`), then exactly six digits are
 * verified. A failed verification shows 'Could not verify code.', as for email. */
export function PhoneSignIn({ onSignedIn }: { onSignedIn: (authToken: string) => Promise<void> }) {
  const { token } = useCredentials();
  const tempUserToken = token ?? undefined;
  const requestCode = useRequestPhoneCode();
  const verify = useVerifyPhoneCode();
  const flow = useCodeSignIn<string, string>({
    request: (phoneNumber) => requestCode.mutateAsync({ phoneNumber, tempUserToken }),
    verify: (phoneNumber, verificationCode) => verify.mutateAsync({ phoneNumber, verificationCode, tempUserToken }),
    parseCode: phoneVerificationCode,
    onSignedIn,
  });
  const phoneForm = useForm<PhoneForm>({ defaultValues: { phone: '' } });
  const phoneField = phoneForm.register('phone', {
    required: MESSAGES.fieldRequired,
    validate: (v) => signInPhoneNumber(v) !== null || 'Enter a US mobile number, e.g. (415) 555-0123',
  });
  const submitPhone = phoneForm.handleSubmit(async ({ phone }) => {
    const number = signInPhoneNumber(phone);
    if (number) await flow.requestCode(number);
  });

  return (
    <CodeSignInForm
      flow={flow}
      onRequest={submitPhone}
      label="Mobile number"
      error={phoneForm.formState.errors.phone?.message}
      requestText="Text me a code"
      sentTo={(phoneNumber) => (
        <>
          We texted a {VERIFICATION_CODE_LENGTH}-digit code to {formatPhoneNumber(phoneNumber)}.
        </>
      )}
      changeLabel="Use a different number"
    >
      <Input
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        {...phoneField}
        // Once it is a whole US number, the typed number shows in display form.
        onBlur={(e) => {
          const shown = phoneFieldDisplay(e.currentTarget.value);
          if (shown !== e.currentTarget.value) e.currentTarget.value = shown;
          void phoneField.onChange(e);
          void phoneField.onBlur(e);
        }}
      />
    </CodeSignInForm>
  );
}
