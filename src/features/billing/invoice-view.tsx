// A Lightning invoice to pay: its QR code (Chakra's QrCode), its text to copy, a live countdown
// to expiry, and — for the wallet's own pending invoice — its validity (`validateInvoice`), the
// proof of payment (`provePendingInvoicePaid`) and reset; an expired invoice can be renewed.
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { Badge, Box, Button, Field, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { Copy, RefreshCw } from 'lucide-react';
import type { Invoice } from '@/api/generated/model';
import { humanMessage } from '@/lib/errors';
import * as MESSAGES from '@/lib/message-catalogue';
import {
  PREIMAGE_MESSAGE,
  PREIMAGE_PATTERN,
  countdownSentence,
  formatAmount,
  formatCountdown,
  formatSats,
  invoiceLife,
  secondsLeft,
  type AmountUnit,
} from '@/lib/wallet';
import { invoiceValidityQueryOptions, useProveInvoicePaid } from './api';
import { useCopyText } from './use-copy-text';
import { useNow } from './use-now';
import { InvoiceQr } from './invoice-qr';
import { InvoiceCopyStatus, InvoiceTextField } from './invoice-text';
import { WALLET_DEFAULT_UNIT } from '@/lib/constants';

const unitOf = (unit: string | undefined): AmountUnit =>
  unit?.toUpperCase() === 'SATS' ? 'SATS' : WALLET_DEFAULT_UNIT;

function Countdown({ left }: { left: number | null }) {
  const life = invoiceLife(left);
  if (left === null) return null;
  return (
    <HStack gap="2">
      <Badge
        colorPalette={life === 'expired' ? 'red' : life === 'expiring' ? 'orange' : 'blue'}
        size="lg"
        fontVariantNumeric="tabular-nums"
        data-testid="invoice-countdown"
        aria-hidden="true"
      >
        {life === 'expired' ? 'Expired' : formatCountdown(left)}
      </Badge>
      {/* Read out once a minute, not every second. */}
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {countdownSentence(left)}
      </Text>
    </HStack>
  );
}

function Validity({ invoice, targetAccountId }: { invoice: string; targetAccountId: number | undefined }) {
  const check = useQuery(invoiceValidityQueryOptions(invoice, targetAccountId));
  let text = 'Checking the invoice…';
  let palette = 'gray';
  if (check.isError) text = 'The invoice could not be checked.';
  else if (check.data) {
    text = check.data.valid
      ? 'The server says this invoice can be paid.'
      : 'The server says this invoice can no longer be paid.';
    palette = check.data.valid ? 'green' : 'red';
  }
  return (
    <HStack gap="2" wrap="wrap">
      <Badge colorPalette={palette} data-testid="invoice-validity">
        {text}
      </Badge>
      <Button size="xs" variant="ghost" onClick={() => void check.refetch()} loading={check.isFetching}>
        <RefreshCw aria-hidden="true" /> Check again
      </Button>
    </HStack>
  );
}

const proofSchema = v.object({
  preimage: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(MESSAGES.fieldRequired),
    v.toLowerCase(),
    v.regex(PREIMAGE_PATTERN, PREIMAGE_MESSAGE),
  ),
});

function ProvePaid({
  invoice,
  targetAccountId,
  onPaid,
}: {
  invoice: string;
  targetAccountId: number | undefined;
  onPaid: (balanceUsd: number | undefined) => void;
}) {
  const prove = useProveInvoicePaid(targetAccountId, (answer) => onPaid(answer.balanceUsd));
  const form = useForm({ resolver: valibotResolver(proofSchema), defaultValues: { preimage: '' } });
  const submit = form.handleSubmit(({ preimage }) => prove.mutate({ preimage, invoice }));
  return (
    <form onSubmit={submit} noValidate aria-label="Confirm the payment">
      <Stack gap="2">
        <Field.Root invalid={!!form.formState.errors.preimage}>
          <Field.Label>Payment preimage</Field.Label>
          <Input fontFamily="mono" autoComplete="off" spellCheck={false} {...form.register('preimage')} />
          <Field.HelperText>
            Paid already? Paste the preimage your wallet shows to credit the balance now.
          </Field.HelperText>
          <Field.ErrorText>{form.formState.errors.preimage?.message}</Field.ErrorText>
        </Field.Root>
        {prove.isError ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {humanMessage(prove.error, 'The payment could not be confirmed. Try again.')}
          </Text>
        ) : null}
        <Button type="submit" alignSelf="start" variant="outline" loading={prove.isPending} loadingText="Confirming…">
          Confirm payment
        </Button>
      </Stack>
    </form>
  );
}

export interface InvoiceViewProps {
  invoice: Invoice;
  /** The wallet's own pending invoice (validity, proof and reset) or a payment page's (public). */
  mode: 'wallet' | 'public';
  targetAccountId?: number;
  onRenew: () => void;
  onReset: () => void;
  renewing?: boolean;
  resetting?: boolean;
  onPaid?: (balanceUsd: number | undefined) => void;
}

export function InvoiceView({
  invoice,
  mode,
  targetAccountId,
  onRenew,
  onReset,
  renewing = false,
  resetting = false,
  onPaid,
}: InvoiceViewProps) {
  const [copy, copyInvoice] = useCopyText(invoice.lnInvoice);
  const tick = useNow(invoice.expiresAt);
  const left = secondsLeft(invoice, tick);
  const life = invoiceLife(left);
  const expired = life === 'expired';

  return (
    <Stack as="section" aria-labelledby="invoice-title" gap="4">
      <HStack gap="3" justify="space-between" wrap="wrap">
        <Heading as="h2" size="md" id="invoice-title">
          Lightning invoice
        </Heading>
        <Countdown left={left} />
      </HStack>
      <Text>
        Amount: <strong>{formatAmount(invoice.amount, unitOf(invoice.unit))}</strong>
        {typeof invoice.amountSats === 'number' && unitOf(invoice.unit) === 'USD'
          ? ` (${formatSats(invoice.amountSats)})`
          : null}
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ base: 'center', sm: 'start' }}>
        <Box
          p="2"
          bg="white"
          rounded="l2"
          borderWidth="1px"
          opacity={expired ? 0.3 : 1}
          aria-hidden={expired ? true : undefined}
        >
          <InvoiceQr lnInvoice={invoice.lnInvoice} />
        </Box>
        <Stack gap="2" flex="1" w="full">
          <InvoiceTextField label="Invoice text" value={invoice.lnInvoice} fontSize="xs" />
          <HStack gap="2" wrap="wrap">
            <Button size="sm" onClick={() => void copyInvoice()} disabled={expired}>
              <Copy aria-hidden="true" /> Copy invoice
            </Button>
            {!expired ? (
              <Button size="sm" variant="outline" asChild>
                <a href={`lightning:${invoice.lnInvoice}`}>Open in a wallet</a>
              </Button>
            ) : null}
          </HStack>
          <InvoiceCopyStatus copy={copy} />
        </Stack>
      </Stack>

      {expired ? (
        <Stack gap="2" align="start" role="status">
          <Text>This invoice has expired and can no longer be paid. Make a new one for the same amount.</Text>
          <Button onClick={onRenew} loading={renewing} loadingText="Renewing…">
            Renew invoice
          </Button>
        </Stack>
      ) : mode === 'wallet' ? (
        <Stack gap="4">
          <Validity invoice={invoice.lnInvoice} targetAccountId={targetAccountId} />
          <ProvePaid invoice={invoice.lnInvoice} targetAccountId={targetAccountId} onPaid={(b) => onPaid?.(b)} />
        </Stack>
      ) : null}

      <Button alignSelf="start" variant="ghost" size="sm" onClick={onReset} loading={resetting}>
        {mode === 'wallet' ? 'Cancel this invoice' : 'New invoice'}
      </Button>
    </Stack>
  );
}
