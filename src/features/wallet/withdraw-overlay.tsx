import { useState } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { OverlayProps } from '@/overlays';
import { useActingAccount } from '@/hooks/acting-account';
import { toast } from '@/components/feedback';
import { humanMessage } from '@/lib/errors';
import * as MESSAGES from '@/lib/message-catalogue';
import {
  LIGHTNING_DESTINATION_MESSAGE,
  amountValue,
  checkAmount,
  formatUsd,
  isLightningDestination,
} from '@/lib/wallet';
import { stripeConnectionQueryOptions, transactionsQueryOptions, useConnectStripe, useWithdraw } from './api';
import { goToProvider, HAND_OFF_FAILED } from '@/components/hand-off';
import { fieldRefusal } from './server-refusal';
import { FormActions, FormError } from '@/components/form-actions';

type Rail = 'ln' | 'paypal' | 'venmo' | 'stripe';
interface WithdrawValues {
  rail: Rail;
  address: string;
  amount: string;
}

const RAILS: { value: Rail; label: string }[] = [
  { value: 'ln', label: 'Lightning' },
  { value: 'paypal', label: 'PayPal' },
  { value: 'venmo', label: 'Venmo' },
  { value: 'stripe', label: 'Bank account (Stripe)' },
];

const ADDRESS_LABEL: Record<Rail, string> = {
  ln: 'Lightning address or invoice',
  paypal: 'PayPal email',
  venmo: 'Venmo phone number or handle',
  stripe: '',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PAYPAL_MESSAGE = 'Enter the email address of the PayPal account.';

/** The form's rules: an address for every rail but Stripe (its kind checked), and for every rail but
 * Lightning (which sends the whole balance) an amount in USD no larger than the balance. */
const schemaFor = (balanceUsd: number) => {
  const amountCheck = (x: WithdrawValues) => checkAmount(x.amount, { unit: 'USD', maxUsd: balanceUsd });
  return v.pipe(
    v.object({ rail: v.picklist(['ln', 'paypal', 'venmo', 'stripe']), address: v.string(), amount: v.string() }),
    v.forward(
      v.check((x) => x.rail === 'stripe' || x.address.trim() !== '', MESSAGES.fieldRequired),
      ['address'],
    ),
    v.forward(
      v.check(
        (x) => x.rail !== 'ln' || x.address.trim() === '' || isLightningDestination(x.address),
        LIGHTNING_DESTINATION_MESSAGE,
      ),
      ['address'],
    ),
    v.forward(
      v.check((x) => x.rail !== 'paypal' || x.address.trim() === '' || EMAIL.test(x.address.trim()), PAYPAL_MESSAGE),
      ['address'],
    ),
    v.forward(
      v.check(
        (x) => x.rail === 'ln' || amountCheck(x).ok,
        (issue) => {
          const r = amountCheck(issue.input as WithdrawValues);
          return r.ok ? '' : r.message;
        },
      ),
      ['amount'],
    ),
  );
};

function StripeStatus({ targetAccountId }: { targetAccountId: number | undefined }) {
  const status = useQuery(stripeConnectionQueryOptions(targetAccountId));
  const connect = useConnectStripe(targetAccountId);
  const [failed, setFailed] = useState(false);
  if (status.isPending) return <Text color="fg.muted">Checking your payout account…</Text>;
  if (status.isError)
    return (
      <HStack gap="2" role="alert">
        <Text>The payout account could not be checked.</Text>
        <Button size="xs" variant="outline" onClick={() => void status.refetch()}>
          Retry
        </Button>
      </HStack>
    );
  if (status.data.connected && status.data.payoutsEnabled !== false)
    return <Text color="fg.success">Your payout account is connected.</Text>;
  return (
    <Stack gap="2" align="start">
      <Text>
        {status.data.connected
          ? 'Your payout account needs more details before it can receive money.'
          : 'Connect a bank account through Stripe to receive payouts.'}
      </Text>
      <Button
        size="sm"
        variant="outline"
        loading={connect.isPending}
        onClick={() =>
          connect.mutate(undefined, { onSuccess: (a) => setFailed(!goToProvider(a.url)), onError: () => undefined })
        }
      >
        Connect payout account
      </Button>
      {connect.isError || failed ? (
        <FormError>{failed ? HAND_OFF_FAILED : humanMessage(connect.error, HAND_OFF_FAILED)}</FormError>
      ) : null}
    </Stack>
  );
}

/** The withdraw overlay: Lightning (the whole balance), PayPal, Venmo or the connected Stripe account;
 * amounts are checked against the balance before anything is sent. */
export default function WithdrawOverlay({ close }: OverlayProps) {
  const { targetAccountId } = useActingAccount();
  const { data } = useSuspenseQuery(transactionsQueryOptions(targetAccountId));
  const balanceUsd = data.balanceUsd ?? 0;
  const withdraw = useWithdraw(targetAccountId);
  const form = useForm<WithdrawValues>({
    resolver: valibotResolver(schemaFor(balanceUsd)),
    defaultValues: { rail: 'ln', address: '', amount: '' },
  });
  const rail = useWatch({ control: form.control, name: 'rail' });
  const refusal = fieldRefusal(withdraw.error);

  const submit = form.handleSubmit((values) => {
    const input =
      values.rail === 'ln'
        ? { rail: 'ln' as const, address: values.address }
        : values.rail === 'stripe'
          ? { rail: 'stripe' as const, amountUsd: amountValue(values.amount, { unit: 'USD' }) }
          : { rail: values.rail, address: values.address, amountUsd: amountValue(values.amount, { unit: 'USD' }) };
    withdraw.mutate(input, {
      onSuccess: () => {
        toast('Withdrawal sent', { type: 'success' });
        close();
      },
      onError: () => undefined,
    });
  });

  const amountError = form.formState.errors.amount?.message ?? (rail !== 'ln' ? refusal : null) ?? undefined;

  return (
    <form onSubmit={submit} noValidate aria-label="Withdraw">
      <Stack gap="4">
        <Text>
          Available: <strong>{formatUsd(balanceUsd)}</strong>
        </Text>
        <Field.Root>
          <Field.Label>Send to</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('rail')}>
              {RAILS.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {rail === 'stripe' ? <StripeStatus targetAccountId={targetAccountId} /> : null}
        {rail !== 'stripe' ? (
          <Field.Root invalid={!!form.formState.errors.address || (rail === 'ln' && !!refusal)} required>
            <Field.Label>{ADDRESS_LABEL[rail]}</Field.Label>
            <Input autoComplete="off" spellCheck={false} {...form.register('address')} />
            <Field.ErrorText>
              {form.formState.errors.address?.message ?? (rail === 'ln' ? refusal : null)}
            </Field.ErrorText>
          </Field.Root>
        ) : null}
        {rail === 'ln' ? (
          <Text fontSize="sm" color="fg.muted">
            A Lightning withdrawal sends the whole balance.
          </Text>
        ) : (
          <Field.Root invalid={!!amountError} required>
            <Field.Label>Amount (USD)</Field.Label>
            <Input inputMode="decimal" autoComplete="off" placeholder="25.00" {...form.register('amount')} />
            <Field.ErrorText>{amountError}</Field.ErrorText>
          </Field.Root>
        )}
        {withdraw.isError && !refusal ? (
          <FormError>{humanMessage(withdraw.error, 'The withdrawal could not be sent. Try again.')}</FormError>
        ) : null}
        <FormActions
          onCancel={close}
          pending={withdraw.isPending}
          label="Withdraw"
          pendingLabel="Sending…"
          disabled={balanceUsd <= 0}
        />
      </Stack>
    </form>
  );
}
