import type { ReactNode } from 'react';
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { VERIFICATION_CODE_LENGTH } from '@/lib/constants';
import { isValidVerificationCode } from '@/lib/validate';
import { codeFieldValue } from '@/lib/auth';
import type { CodeSignInFlow } from './use-code-sign-in';

/** The second step of a sign-in: exactly six digits, checked before anything is sent; the code
 * can be sent again, or the destination changed. */
export function VerificationCodeForm<D>({
  flow,
  sentTo,
  changeLabel,
}: {
  flow: CodeSignInFlow<D>;
  sentTo: ReactNode;
  /** E.g. 'Use a different email'. */
  changeLabel: string;
}) {
  const { codeForm: form } = flow;
  const code = form.register('code', {
    validate: (v) => isValidVerificationCode(v) || `Enter the ${VERIFICATION_CODE_LENGTH}-digit code`,
  });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void flow.submitCode();
      }}
      noValidate
    >
      <Stack gap="3">
        <Text>{sentTo}</Text>
        <Field.Root invalid={!!form.formState.errors.code} required>
          <Field.Label>Verification code</Field.Label>
          <Input
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="one-time-code"
            {...code}
            // Digits only, at most six: a letter typed or pasted never enters the field (no maxLength:
            // a pasted '98-76-54' would be cut before its last digits).
            onChange={(e) => {
              e.currentTarget.value = codeFieldValue(e.currentTarget.value, VERIFICATION_CODE_LENGTH);
              void code.onChange(e);
            }}
          />
          <Field.ErrorText>{form.formState.errors.code?.message}</Field.ErrorText>
        </Field.Root>
        {flow.verifyError ? <Text role="alert">{flow.verifyError}</Text> : null}
        {flow.requestError ? <Text role="alert">{flow.requestError}</Text> : null}
        {flow.resent ? <Text role="status">We sent a new code.</Text> : null}
        <HStack gap="2" wrap="wrap">
          <Button type="submit" loading={flow.verifying}>
            Verify
          </Button>
          <Button variant="ghost" loading={flow.requesting} onClick={() => void flow.resend()}>
            Send a new code
          </Button>
          <Button variant="ghost" onClick={flow.changeDestination}>
            {changeLabel}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
