import { createFileRoute } from '@tanstack/react-router';
import { PaymentReturn } from '@/features/billing';

export const Route = createFileRoute('/app/paymentSuccess')({
  component: () => <PaymentReturn kind="paymentSuccess" />,
});
