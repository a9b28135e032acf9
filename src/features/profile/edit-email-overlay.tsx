import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Field, HStack, Input, Stack, Text, chakra } from '@chakra-ui/react';
import type { Account } from '@/api/generated/model';
import { toast } from '@/components/feedback';
import { humanMessage } from '@/lib/errors';
import { emailSchema } from '@/lib/profile';
import { verificationCodeToNumber } from '@/lib/validate';
import type { OverlayProps } from '@/overlays';
import { useRequestEmailCode, useValidateEmailCode } from './api';
import { CodeStep } from './code-step';
import { OwnAccount } from './own-account';
import { CancelButton } from '@/components/cancel-button';

function EmailFlow({ account, close }: { account: Account; close: () => void }) {
  const [sent, setSent] = useState<{ email: string; at: number } | null>(null);
  const request = useRequestEmailCode();
  const verify = useValidateEmailCode();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<{ email: string }>({
    resolver: valibotResolver(emailSchema(account.email)),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });

  const send = (email: string) => request.mutate(email, { onSuccess: () => setSent({ email, at: Date.now() }) });

  if (sent) {
    return (
      <CodeStep
        sentTo={sent.email}
        sentAt={sent.at}
        verifying={verify.isPending}
        failed={verify.isError}
        resending={request.isPending}
        onResend={() => send(sent.email)}
        onBack={() => {
          setSent(null);
          verify.reset();
        }}
        onVerify={(code) => {
          const number = verificationCodeToNumber(code);
          if (number === null) return;
          verify.mutate(
            { email: sent.email, code: number },
            {
              onSuccess: () => {
                toast('Email verified', { type: 'success' });
                close();
              },
            },
          );
        }}
      />
    );
  }

  return (
    <chakra.form noValidate onSubmit={handleSubmit(({ email }) => send(email))} aria-label="New email">
      <Stack gap="4">
        {account.email ? (
          <Text color="fg.muted">
            Your email is <strong>{account.email}</strong>. We send a code to the new address to check it is yours.
          </Text>
        ) : null}
        <Field.Root invalid={!!errors.email} required>
          <Field.Label>
            New email <Field.RequiredIndicator />
          </Field.Label>
          <Input type="email" inputMode="email" autoComplete="email" autoFocus {...register('email')} />
          <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
        </Field.Root>
        {request.error ? (
          <Text role="alert" color="fg.error">
            No code was sent to {getValues('email')}: {humanMessage(request.error)}
          </Text>
        ) : null}
        <HStack justify="end" gap="2">
          <CancelButton onClick={close} />
          <Button type="submit" colorPalette="blue" loading={request.isPending} loadingText="Sending…">
            Send code
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

/** The editEmail overlay (`?editEmail`): a new address, checked with a 6-digit code
 * ('Could not verify code.' when it fails), with a resend after a cooldown. */
export default function EditEmailOverlay({ close }: OverlayProps) {
  return <OwnAccount>{(account) => <EmailFlow account={account} close={close} />}</OwnAccount>;
}
