import { createFileRoute } from '@tanstack/react-router';
import { PaymentReturn } from '@/features/billing';

export const Route = createFileRoute('/app/paymentCancel')({
  component: () => <PaymentReturn kind="paymentCancel" />,
});
