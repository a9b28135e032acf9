import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { NumbersPage, numbersAccountQueryOptions } from '@/features/numbers';

/** The page has no parameters of its own (its overlays are root flags). */
const numbersSearch = v.object({});

/** `/app/<account path>/numbers`: the acting account's phone numbers and texting state. */
export const Route = createFileRoute('/_console/app/$account/numbers')({
  validateSearch: numbersSearch,
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(numbersAccountQueryOptions(context.acting.targetAccountId)),
  component: NumbersRoute,
});

function NumbersRoute() {
  const { acting } = Route.useRouteContext();
  return <NumbersPage targetAccountId={acting.targetAccountId} />;
}
