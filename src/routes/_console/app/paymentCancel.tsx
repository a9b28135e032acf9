import { createFileRoute } from '@tanstack/react-router';
import { PaymentReturn } from '@/features/billing';
import { RouteError } from '@/components/route-error';

export const Route = createFileRoute('/_console/app/paymentCancel')({
  errorComponent: RouteError,
  component: () => <PaymentReturn kind="paymentCancel" />,
});
