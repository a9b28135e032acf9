import type { FormEventHandler, ReactNode } from 'react';
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { VERIFICATION_CODE_LENGTH } from '@/lib/constants';
import { isValidVerificationCode } from '@/lib/validate';
import { codeFieldValue } from '@/lib/auth';
import type { CodeSignInFlow } from './use-code-sign-in';

/** A sign-in form's one field: required (every sign-in field is; no mark is drawn), its error
 * under it. */
function SignInField({ label, error, children }: { label: string; error?: string; children: ReactNode }) {
  return (
    <Field.Root invalid={!!error} required>
      <Field.Label>{label}</Field.Label>
      {children}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** The first step of a sign-in: where the code goes (an email address, a mobile number), the
 * request's failure, and the button that sends the code. */
function DestinationForm<D>({
  flow,
  onSubmit,
  label,
  error,
  submitText,
  children,
}: {
  flow: CodeSignInFlow<D>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The field's label, e.g. 'Email'. */
  label: string;
  error?: string;
  submitText: string;
  /** The field's input. */
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="3">
        <SignInField label={label} error={error}>
          {children}
        </SignInField>
        {flow.requestError ? <Text role="alert">{flow.requestError}</Text> : null}
        <Button type="submit" loading={flow.requesting} alignSelf="start">
          {submitText}
        </Button>
      </Stack>
    </form>
  );
}

/** The second step of a sign-in: exactly six digits, checked before anything is sent; the code
 * can be sent again, or the destination changed. */
function VerificationCodeForm<D>({
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
        <SignInField label="Verification code" error={form.formState.errors.code?.message}>
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
        </SignInField>
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

/** A code sign-in (email or phone): the destination's form until a code is sent, then the code's. */
export function CodeSignInForm<D>({
  flow,
  onRequest,
  label,
  error,
  requestText,
  children,
  sentTo,
  changeLabel,
}: {
  flow: CodeSignInFlow<D>;
  /** Submits the destination (the screen's own form checks it first). */
  onRequest: FormEventHandler<HTMLFormElement>;
  /** The destination field's label and error, e.g. 'Email'. */
  label: string;
  error?: string;
  /** The button that sends the code, e.g. 'Email me a code'. */
  requestText: string;
  /** The destination field's input. */
  children: ReactNode;
  /** What the code step says about where the code went. */
  sentTo: (destination: D) => ReactNode;
  /** E.g. 'Use a different email'. */
  changeLabel: string;
}) {
  return flow.destination === null ? (
    <DestinationForm flow={flow} onSubmit={onRequest} label={label} error={error} submitText={requestText}>
      {children}
    </DestinationForm>
  ) : (
    <VerificationCodeForm flow={flow} sentTo={sentTo(flow.destination)} changeLabel={changeLabel} />
  );
}
