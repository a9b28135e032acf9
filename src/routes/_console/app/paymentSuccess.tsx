import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PaymentReturn } from '@/features/billing';
import { readProviderReturn } from '@/lib/billing';
import { searchEnum, searchText } from '@/lib/search/schema';

/** What was bought and where to continue, as the checkout's return address names them, and the
 * card provider's own parameters (Stripe's `session_id`, Chargebee's `id` and `state`). */
const returnSearch = v.object({
  kind: searchEnum(['plan', 'credit']),
  returnTo: searchText(500),
  session_id: searchText(200),
  id: searchText(200),
  state: searchText(20),
});

/** `/app/paymentSuccess`: the page the payment provider returns to. */
export const Route = createFileRoute('/_console/app/paymentSuccess')({
  validateSearch: returnSearch,
  component: ReturnPage,
});

function ReturnPage() {
  const search = Route.useSearch();
  return (
    <PaymentReturn
      kind="paymentSuccess"
      paid={search.kind}
      returnTo={search.returnTo}
      provider={readProviderReturn(search)}
    />
  );
}
