import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Field,
  Heading,
  HStack,
  Image,
  Input,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { isApiError } from '@/api/errors';
import type { RequestInvoiceResponse } from '@/api/generated/model';
import {
  DEFAULT_PAYMENT_UNIT,
  INVOICE_STATE_LABELS,
  MAX_PAYMENT_AMOUNT,
  formatPaymentAmount,
  invoiceState,
  isValidPaymentSlug,
  parsePaymentAmount,
  safeExternalHref,
} from '@/lib/public-pages';
import { countdownSentence, formatCountdown, secondsLeft } from '@/lib/wallet';
import { humanMessage } from '@/lib/errors';
import { InvoiceQr } from './invoice-qr';
import { InvoiceCopyStatus, InvoiceTextField } from './invoice-text';
import type { PublicPaymentOutcome } from '@/lib/billing';
import { paymentSlugQueryOptions, usePublicCreditCheckout, usePublicInvoice } from './api';
import { useCopyText } from './use-copy-text';
import { useNow } from './use-now';
import { goToProvider, HAND_OFF_FAILED } from '@/components/hand-off';

/** Whether invoices can be requested yet: the invoice call needs the visitor's (anonymous)
 * session, which the route provides. */
export interface PaymentSession {
  ready: boolean;
  error?: { message: string; retry: () => void };
}

const LN_INVOICE = /^ln[a-z0-9]+$/i;

function InvalidLink() {
  return (
    <Card.Root as="section" aria-labelledby="pay-title" maxW="lg">
      <Card.Body>
        <Stack gap="2">
          <Heading as="h1" size="lg" id="pay-title">
            Payment page not found
          </Heading>
          <Text>This payment link is not valid. Check the link you were given.</Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function InvoiceView({ invoice, onReset }: { invoice: RequestInvoiceResponse; onReset: () => void }) {
  // One clock for the countdown and the state: every second until the invoice expires.
  const tick = useNow(invoice.expiresAt);
  const state = invoiceState(invoice, Math.floor(tick / 1000));
  const [copy, copyInvoice] = useCopyText(invoice.lnInvoice);
  const payable = LN_INVOICE.test(invoice.lnInvoice);
  const left = secondsLeft(invoice, tick);

  return (
    <Stack as="section" aria-labelledby="invoice-title" gap="3">
      <HStack gap="3">
        <Heading as="h2" size="md" id="invoice-title">
          Lightning invoice
        </Heading>
        <Badge colorPalette={state === 'expired' ? 'red' : 'blue'} data-testid="invoice-state">
          {INVOICE_STATE_LABELS[state]}
        </Badge>
      </HStack>
      <Text>
        Amount: <strong>{formatPaymentAmount(invoice.amount, invoice.unit ?? DEFAULT_PAYMENT_UNIT)}</strong>
        {typeof invoice.amountSats === 'number' ? ` (${invoice.amountSats.toLocaleString('en-US')} sats)` : null}
      </Text>
      {left !== null && state !== 'expired' ? (
        <HStack gap="2">
          <Badge size="lg" fontVariantNumeric="tabular-nums" aria-hidden="true" data-testid="invoice-countdown">
            {formatCountdown(left)}
          </Badge>
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {countdownSentence(left)}
          </Text>
        </HStack>
      ) : null}
      {payable && state !== 'expired' ? (
        <Box p="2" bg="white" rounded="l2" borderWidth="1px" alignSelf={{ base: 'center', sm: 'start' }}>
          <InvoiceQr lnInvoice={invoice.lnInvoice} />
        </Box>
      ) : null}
      {typeof invoice.expiresAt === 'number' ? (
        <Text fontSize="sm" color="fg.muted">
          {state === 'expired' ? 'Expired at ' : 'Expires at '}
          <time dateTime={new Date(invoice.expiresAt * 1000).toISOString()}>
            {new Date(invoice.expiresAt * 1000).toLocaleString()}
          </time>
        </Text>
      ) : null}
      <InvoiceTextField label="Invoice to pay" value={invoice.lnInvoice} fontSize="sm" />
      <HStack gap="3" wrap="wrap">
        <Button onClick={() => void copyInvoice()} disabled={state === 'expired'}>
          Copy invoice
        </Button>
        {payable && state !== 'expired' ? (
          <Button asChild variant="outline">
            <a href={`lightning:${invoice.lnInvoice}`}>Open in a wallet</a>
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onReset}>
          New invoice
        </Button>
      </HStack>
      <InvoiceCopyStatus copy={copy} />
    </Stack>
  );
}

interface AmountForm {
  amount: string;
}

/** Invoice payment by slug (spec 000 §1, spec 001 Wallet): who the slug pays, then a Lightning
 * invoice for a fixed or typed amount, with its text to copy and its state. */
export function PayBySlug({
  slug,
  session,
  cardOutcome,
}: {
  slug: string;
  session: PaymentSession;
  /** How a card payment made on this page ended (the provider returned here). */
  cardOutcome?: PublicPaymentOutcome;
}) {
  const valid = isValidPaymentSlug(slug);
  const page = useQuery(paymentSlugQueryOptions(slug, valid));
  const request = usePublicInvoice();
  const card = usePublicCreditCheckout();
  const [handOffFailed, setHandOffFailed] = useState(false);
  const form = useForm<AmountForm>({ defaultValues: { amount: '' } });

  if (!valid) return <InvalidLink />;
  if (page.isPending) {
    return (
      <Center minH="40vh" role="status">
        <Spinner size="lg" aria-label="Loading the payment page" />
      </Center>
    );
  }
  if (page.isError) {
    if (isApiError(page.error) && (page.error.status === 404 || page.error.status === 400)) return <InvalidLink />;
    return (
      <Center minH="40vh">
        <Stack align="center" gap="3" role="alert">
          <Text>Could not load this payment page.</Text>
          <Button onClick={() => void page.refetch()}>Try again</Button>
        </Stack>
      </Center>
    );
  }

  const { paymentSlug } = page.data;
  const unit = paymentSlug.unit?.trim() || DEFAULT_PAYMENT_UNIT;
  const fixedAmount = typeof paymentSlug.amount === 'number' && paymentSlug.amount > 0 ? paymentSlug.amount : null;
  const payee = paymentSlug.name?.trim() || paymentSlug.username;
  const image = safeExternalHref(paymentSlug.image);

  const submit = form.handleSubmit(async ({ amount: typed }) => {
    const amount = fixedAmount ?? parsePaymentAmount(typed);
    if (amount === null || !session.ready) return;
    try {
      await request.mutateAsync({ amount, unit, slug: paymentSlug.slug });
    } catch {
      /* shown from request.isError */
    }
  });

  // Card payment (no token; the public variant of the credit checkout sends the slug), in US dollars.
  const payByCard = form.handleSubmit(({ amount: typed }) => {
    const amount = fixedAmount ?? parsePaymentAmount(typed);
    if (amount === null) return;
    setHandOffFailed(false);
    card.mutate(
      { amount, slug: paymentSlug.slug },
      { onSuccess: (answer) => setHandOffFailed(!goToProvider(answer.url)), onError: () => undefined },
    );
  });
  const cardPossible = unit.toUpperCase() === 'USD';

  return (
    <Card.Root as="section" aria-labelledby="pay-title" maxW="lg">
      <Card.Body>
        <Stack gap="5">
          <HStack gap="4">
            {image ? <Image src={image} alt="" boxSize="14" borderRadius="full" /> : null}
            <Stack gap="1">
              <Heading as="h1" size="lg" id="pay-title">
                Pay {payee}
              </Heading>
              <Text color="fg.muted">@{paymentSlug.username}</Text>
            </Stack>
          </HStack>

          {cardOutcome === 'success' ? (
            <Alert.Root status="success" data-testid="card-outcome">
              <Alert.Indicator />
              <Alert.Description>Payment received. Thank you: {payee} has been paid by card.</Alert.Description>
            </Alert.Root>
          ) : cardOutcome === 'cancel' ? (
            <Alert.Root status="info" data-testid="card-outcome">
              <Alert.Indicator />
              <Alert.Description>
                The card payment was cancelled. Nothing was charged; you can try again.
              </Alert.Description>
            </Alert.Root>
          ) : null}
          {request.data ? (
            <InvoiceView invoice={request.data} onReset={() => request.reset()} />
          ) : (
            <form onSubmit={submit} noValidate>
              <Stack gap="3">
                {fixedAmount !== null ? (
                  <Text>
                    Amount: <strong>{formatPaymentAmount(fixedAmount, unit)}</strong>
                  </Text>
                ) : (
                  <Field.Root invalid={!!form.formState.errors.amount} required>
                    <Field.Label>Amount ({unit})</Field.Label>
                    <Input
                      inputMode="decimal"
                      autoComplete="off"
                      {...form.register('amount', {
                        validate: (v) =>
                          parsePaymentAmount(v) !== null ||
                          `Enter an amount above 0 and up to ${MAX_PAYMENT_AMOUNT.toLocaleString('en-US')}, with at most two decimals`,
                      })}
                    />
                    <Field.ErrorText>{form.formState.errors.amount?.message}</Field.ErrorText>
                  </Field.Root>
                )}
                {session.error ? (
                  <Stack gap="2" align="start" role="alert">
                    <Text>{session.error.message}</Text>
                    <Button size="sm" variant="outline" onClick={session.error.retry}>
                      Try again
                    </Button>
                  </Stack>
                ) : null}
                {request.isError ? <Text role="alert">Could not create the invoice. Please try again.</Text> : null}
                {card.isError || handOffFailed ? (
                  <Text role="alert">
                    {handOffFailed
                      ? HAND_OFF_FAILED
                      : humanMessage(card.error, 'The card payment could not be started.')}
                  </Text>
                ) : null}
                <HStack gap="2" wrap="wrap">
                  <Button
                    type="submit"
                    loading={request.isPending || (!session.ready && !session.error)}
                    disabled={!session.ready}
                  >
                    Create invoice
                  </Button>
                  {cardPossible ? (
                    <Button variant="outline" onClick={() => void payByCard()} loading={card.isPending}>
                      Pay by card
                    </Button>
                  ) : null}
                </HStack>
              </Stack>
            </form>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
