import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import type { OverlayProps } from '@/overlays';
import { useActingAccount } from '@/hooks/acting-account';
import { toast } from '@/components/feedback';
import { PendingState } from '@/components/query-state';
import { humanMessage } from '@/lib/errors';
import { formatAmount, formatUsd, type AmountUnit } from '@/lib/wallet';
import { pendingInvoiceQueryOptions, useCreditCheckout, useRequestInvoice, useResetInvoice } from './api';
import { AmountForm, type AmountValues } from './amount-form';
import { InvoiceView } from './invoice-view';
import { goToProvider, HAND_OFF_FAILED } from '@/components/hand-off';
import { fieldRefusal } from './server-refusal';

const unitOf = (unit: string | undefined): AmountUnit => (unit?.toUpperCase() === 'SATS' ? 'SATS' : 'USD');

/** The addFunds overlay: an amount, then a card checkout or a Lightning invoice (QR, copy,
 * countdown, validity, proof of payment, reset; renew when expired). A pending invoice shows first. */
export default function AddFundsOverlay({ close }: OverlayProps) {
  const { targetAccountId } = useActingAccount();
  const pending = useQuery(pendingInvoiceQueryOptions(targetAccountId));
  const request = useRequestInvoice(targetAccountId);
  const reset = useResetInvoice(targetAccountId);
  const checkout = useCreditCheckout(targetAccountId);
  const [values, setValues] = useState<AmountValues | undefined>(undefined);
  const [paid, setPaid] = useState<{ amount: string; balanceUsd: number | undefined } | null>(null);
  const [handOffFailed, setHandOffFailed] = useState(false);

  if (paid) {
    return (
      <Stack gap="4" role="status">
        <Text fontSize="lg" fontWeight="semibold">
          Payment received: {paid.amount} added.
        </Text>
        {paid.balanceUsd !== undefined ? <Text>Your balance is now {formatUsd(paid.balanceUsd)}.</Text> : null}
        <Button alignSelf="start" onClick={close}>
          Done
        </Button>
      </Stack>
    );
  }

  if (pending.isPending) return <PendingState label="Checking for a pending invoice" />;
  const invoice = pending.data?.pendingInvoice ?? null;

  if (invoice) {
    const renew = () =>
      request.mutate({ amount: invoice.amount, unit: unitOf(invoice.unit) }, { onError: () => undefined });
    return (
      <Stack gap="3">
        {request.isError ? (
          <Text role="alert" color="fg.error">
            {humanMessage(request.error, 'A new invoice could not be made. Try again.')}
          </Text>
        ) : null}
        {reset.isError ? (
          <Text role="alert" color="fg.error">
            {humanMessage(reset.error, 'The invoice could not be cancelled. Try again.')}
          </Text>
        ) : null}
        <InvoiceView
          invoice={invoice}
          mode="wallet"
          targetAccountId={targetAccountId}
          renewing={request.isPending}
          resetting={reset.isPending}
          onRenew={renew}
          onReset={() => reset.mutate()}
          onPaid={(balanceUsd) => {
            toast('Payment confirmed', { type: 'success' });
            setPaid({ amount: formatAmount(invoice.amount, unitOf(invoice.unit)), balanceUsd });
          }}
        />
      </Stack>
    );
  }

  const busy = request.isPending || checkout.isPending;
  const failure = values?.method === 'card' ? checkout.error : request.error;
  const amountError = fieldRefusal(failure);
  const formError = handOffFailed
    ? HAND_OFF_FAILED
    : failure && !amountError
      ? humanMessage(failure, 'The payment could not be started. Try again.')
      : null;

  return (
    <Stack gap="4">
      {pending.isError ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title flex="1">We could not check for a pending invoice; you can still add funds.</Alert.Title>
          <Button size="xs" variant="outline" onClick={() => void pending.refetch()}>
            Retry
          </Button>
        </Alert.Root>
      ) : null}
      <AmountForm
        methods={['card', 'lightning']}
        initial={values}
        submitting={busy}
        amountError={amountError}
        formError={formError}
        onCancel={close}
        onSubmit={(next, amount) => {
          setValues(next);
          setHandOffFailed(false);
          if (next.method === 'card') {
            checkout.mutate(
              { amount },
              { onSuccess: (answer) => setHandOffFailed(!goToProvider(answer.url)), onError: () => undefined },
            );
          } else {
            request.mutate({ amount, unit: next.unit }, { onError: () => undefined });
          }
        }}
      />
    </Stack>
  );
}
