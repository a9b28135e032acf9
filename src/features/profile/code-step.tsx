import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Field, HStack, Input, Stack, Text, chakra } from '@chakra-ui/react';
import * as MESSAGES from '@/lib/message-catalogue';
import { codeSchema, resendSecondsLeft } from '@/lib/profile';

/** Seconds left before another code may be sent, ticking once a second. */
function useCooldown(sentAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = resendSecondsLeft(sentAt, now);
  useEffect(() => {
    if (left <= 0) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [left]);
  return left;
}

export interface CodeStepProps {
  /** Where the code went ("maria@example.com"). */
  sentTo: string;
  sentAt: number | null;
  verifying: boolean;
  /** The verification failed: 'Could not verify code.' is shown. */
  failed: boolean;
  resending: boolean;
  onVerify: (code: string) => void;
  onResend: () => void;
  onBack: () => void;
}

/** Enter the 6-digit code (exactly 6 digits before anything is sent); resend after a cooldown. */
export function CodeStep({ sentTo, sentAt, verifying, failed, resending, onVerify, onResend, onBack }: CodeStepProps) {
  const left = useCooldown(sentAt);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ code: string }>({ resolver: valibotResolver(codeSchema), defaultValues: { code: '' } });
  return (
    <chakra.form noValidate onSubmit={handleSubmit(({ code }) => onVerify(code))} aria-label="Verification code">
      <Stack gap="4">
        <Text>
          We sent a 6-digit code to <strong>{sentTo}</strong>.
        </Text>
        <Field.Root invalid={!!errors.code} required>
          <Field.Label>Verification code</Field.Label>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            letterSpacing="0.3em"
            {...register('code')}
          />
          <Field.ErrorText>{errors.code?.message}</Field.ErrorText>
        </Field.Root>
        {failed ? (
          <Text role="alert" color="fg.error">
            {MESSAGES.emailCodeFailed}
          </Text>
        ) : null}
        <HStack justify="space-between" gap="2" wrap="wrap">
          <HStack gap="2">
            <Button type="button" variant="ghost" size="sm" onClick={onBack}>
              Change address
            </Button>
            <Button type="button" variant="ghost" size="sm" disabled={left > 0} loading={resending} onClick={onResend}>
              {left > 0 ? `Resend in ${left} s` : 'Resend code'}
            </Button>
          </HStack>
          <Button type="submit" colorPalette="blue" loading={verifying} loadingText="Checking…">
            Verify
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
