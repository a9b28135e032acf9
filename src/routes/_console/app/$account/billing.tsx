import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { BillingScreen, currentPlanQueryOptions, periodUsageQueryOptions } from '@/features/billing';

/** The page has no parameters of its own (its overlays are flags the frame reads). */
const billingSearch = v.object({});

/** `/app/<account path>/billing`: the acting account's plan, this period's estimate and the offer. */
export const Route = createFileRoute('/_console/app/$account/billing')({
  validateSearch: billingSearch,
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(currentPlanQueryOptions(context.acting.targetAccountId)),
      context.queryClient.ensureQueryData(periodUsageQueryOptions(context.acting.targetAccountId)),
    ]),
  component: BillingPage,
});

function BillingPage() {
  const { acting } = Route.useRouteContext();
  return <BillingScreen targetAccountId={acting.targetAccountId} />;
}
