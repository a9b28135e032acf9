import { createFileRoute } from '@tanstack/react-router';
import { PaymentReturn } from '@/features/billing';

export const Route = createFileRoute('/_console/app/paymentSuccess')({
  component: () => <PaymentReturn kind="paymentSuccess" />,
});
