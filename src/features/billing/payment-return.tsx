import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

export type PaymentReturnKind = 'paymentSuccess' | 'paymentCancel' | 'payoutConnectSuccess' | 'payoutConnectFailure';

const COPY: Record<PaymentReturnKind, { title: string; body: string }> = {
  paymentSuccess: {
    title: 'Payment received',
    body: 'Thank you. Your payment went through and your account is being updated.',
  },
  paymentCancel: {
    title: 'Payment cancelled',
    body: 'No payment was taken. You can try again whenever you are ready.',
  },
  payoutConnectSuccess: {
    title: 'Payout account connected',
    body: 'Your payout account is connected; withdrawals can now be sent to it.',
  },
  payoutConnectFailure: {
    title: 'Payout account not connected',
    body: 'Connecting your payout account did not complete. Please try again.',
  },
};

/** The pages a payment or payout provider returns to (spec 000 §2.1). */
export function PaymentReturn({ kind }: { kind: PaymentReturnKind }) {
  const copy = COPY[kind];
  return (
    <Card.Root as="section" aria-labelledby="payment-return-title" maxW="lg">
      <Card.Body>
        <Stack gap="3" align="start">
          <Heading as="h1" size="lg" id="payment-return-title">
            {copy.title}
          </Heading>
          <Text>{copy.body}</Text>
          <Button asChild>
            <Link to="/app">Back to the app</Link>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
