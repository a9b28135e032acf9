import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PaymentReturn } from '@/features/billing';
import { searchEnum, searchText } from '@/lib/search/schema';

/** What was bought and where to continue, as the checkout's return address names them. */
const returnSearch = v.object({ kind: searchEnum(['plan', 'credit']), returnTo: searchText(500) });

/** `/app/paymentSuccess`: the page the payment provider returns to. */
export const Route = createFileRoute('/_console/app/paymentSuccess')({
  validateSearch: returnSearch,
  component: ReturnPage,
});

function ReturnPage() {
  const { kind, returnTo } = Route.useSearch();
  return <PaymentReturn kind="paymentSuccess" paid={kind} returnTo={returnTo} />;
}
