import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Code, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { planPriceText, safeReturnPath, termLabel, type PaymentKind, type ProviderReturn } from '@/lib/billing';
import { formatUsd } from '@/lib/wallet';
import { balanceQueryOptions, currentPlanLiveQueryOptions, useRefreshPlan } from './api';

export type PaymentReturnKind = 'paymentSuccess' | 'paymentCancel' | 'payoutConnectSuccess' | 'payoutConnectFailure';

/** A success address the card provider marked as not paid (a Chargebee page cancelled or failed). */
const NOT_PAID = {
  title: 'Payment not completed',
  body: 'The payment provider says the payment did not go through. Nothing was charged; you can try again.',
};

const COPY: Record<PaymentReturnKind, { title: string; body: string }> = {
  paymentSuccess: {
    title: 'Payment received',
    body: 'Thank you. Your payment went through and your account is being updated.',
  },
  paymentCancel: {
    title: 'Payment cancelled',
    body: 'Nothing was charged. You can try again whenever you are ready.',
  },
  payoutConnectSuccess: {
    title: 'Payout account connected',
    body: 'Your payout account is connected; withdrawals can now be sent to it.',
  },
  payoutConnectFailure: {
    title: 'Payout account not connected',
    body: 'Connecting your payout account did not complete. Nothing was changed; please try again.',
  },
};

/** What changed, read again from the server: the plan (with premium) or the wallet's balance. */
function WhatChanged({ kind }: { kind: PaymentKind }) {
  const refresh = useRefreshPlan();
  const queryClient = useQueryClient();
  useEffect(() => {
    void refresh();
    void queryClient.invalidateQueries({ queryKey: balanceQueryOptions(undefined).queryKey.slice(0, 1) });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const plan = useQuery({ ...currentPlanLiveQueryOptions(undefined), enabled: kind === 'plan' });
  const balance = useQuery({ ...balanceQueryOptions(undefined), enabled: kind === 'credit' });
  const q = kind === 'plan' ? plan : balance;
  if (q.isPending) return <Skeleton h="6" w="64" role="status" aria-label="Reading what changed" />;
  if (q.isError)
    return <Text color="fg.muted">We could not read the update yet; it will show on the billing page.</Text>;
  if (kind === 'plan') {
    const p = plan.data?.productPlan;
    return (
      <Text data-testid="what-changed">
        {p ? (
          <>
            You are now on the <strong>{p.name}</strong> plan ({termLabel(p.term).toLowerCase()}, {planPriceText(p)}).
            Premium features are on.
          </>
        ) : (
          'Your plan is being set up; it will show on the billing page in a moment.'
        )}
      </Text>
    );
  }
  const usd = balance.data?.balanceUsd;
  return (
    <Text data-testid="what-changed">
      {typeof usd === 'number' ? (
        <>
          Your wallet balance is now <strong>{formatUsd(usd)}</strong>.
        </>
      ) : (
        'Your funds are being added; the wallet will show them in a moment.'
      )}
    </Text>
  );
}

/** The page of `path` (its query dropped: the flags of a finished purchase, `premium` and the
 * overlay to continue at, would claim what did not happen) with the `flag` overlay opened. */
const retryAt = (path: string, flag: string) => `${path.split(/[?#]/)[0]}?${flag}=true`;

/** The pages a payment or payout provider returns to (spec 000 §2.1). After a payment the plan or
 * the balance is read again and shown; a cancelled one says nothing was charged and offers to try again. */
export function PaymentReturn({
  kind,
  paid,
  returnTo,
  provider,
}: {
  kind: PaymentReturnKind;
  /** The card provider's own report in the return address (Stripe or Chargebee), when it gave one. */
  provider?: ProviderReturn | null;
  /** What was bought (`kind` in the return address). */
  paid?: PaymentKind;
  /** Where to continue (a path of this app), from the return address. */
  returnTo?: string;
}) {
  const notPaid = kind === 'paymentSuccess' && provider?.paid === false;
  const copy = notPaid ? NOT_PAID : COPY[kind];
  const offerRetry = kind === 'paymentCancel' || notPaid;
  const back = safeReturnPath(returnTo);
  const retryOverlay = paid === 'credit' ? 'addFunds' : 'selectPlan';
  return (
    <Card.Root as="section" aria-labelledby="payment-return-title" maxW="lg">
      <Card.Body>
        <Stack gap="3" align="start">
          <Heading as="h1" size="lg" id="payment-return-title">
            {copy.title}
          </Heading>
          <Text>{copy.body}</Text>
          {provider ? (
            <Text fontSize="sm" color="fg.muted" data-testid="provider-reference">
              {provider.provider} reference: <Code>{provider.reference}</Code>
            </Text>
          ) : null}
          {kind === 'paymentSuccess' && !notPaid && paid ? <WhatChanged kind={paid} /> : null}
          <HStack gap="2" wrap="wrap">
            {back && !offerRetry ? (
              <Button asChild>
                <a href={back}>Continue</a>
              </Button>
            ) : null}
            {offerRetry ? (
              <Button asChild>
                <a href={retryAt(back ?? '/app', retryOverlay)}>Try again</a>
              </Button>
            ) : null}
            <Button asChild variant={back || offerRetry ? 'ghost' : 'solid'}>
              <Link to="/app">Back to the app</Link>
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
