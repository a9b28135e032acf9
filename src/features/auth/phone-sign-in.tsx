import { useForm } from 'react-hook-form';
import { VerificationCodeForm } from './code-form';
import { useCodeSignIn } from './use-code-sign-in';
import { useRequestPhoneCode, useVerifyPhoneCode } from './api';
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useCredentials } from '@/hooks/use-credentials';
import { MESSAGES } from '@/lib/messages';
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

  return flow.destination === null ? (
    <form onSubmit={submitPhone} noValidate>
      <Stack gap="3">
        <Field.Root invalid={!!phoneForm.formState.errors.phone} required>
          <Field.Label>Mobile number</Field.Label>
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
          <Field.ErrorText>{phoneForm.formState.errors.phone?.message}</Field.ErrorText>
        </Field.Root>
        {flow.requestError ? <Text role="alert">{flow.requestError}</Text> : null}
        <Button type="submit" loading={flow.requesting} alignSelf="start">
          Text me a code
        </Button>
      </Stack>
    </form>
  ) : (
    <VerificationCodeForm
      flow={flow}
      changeLabel="Use a different number"
      sentTo={
        <>
          We texted a {VERIFICATION_CODE_LENGTH}-digit code to {formatPhoneNumber(flow.destination)}.
        </>
      }
    />
  );
}
