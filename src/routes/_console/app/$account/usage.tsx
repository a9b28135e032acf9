import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { routeErrorSaying } from '@/components/route-error-saying';
import { UsageScreen, usageQueryOptions } from '@/features/usage';
import { parseUsageQuery, type UsageQuery } from '@/lib/usage/query';
import { searchEnum, searchText } from '@/lib/search/schema';

/** The page's own query parameters: anything invalid falls back to the default period. */
const usageSearch = v.object({
  frequency: searchEnum(['day', 'month', 'year']),
  billingPeriod: searchEnum(['current', 'previous']),
  startDate: searchText(10),
  endDate: searchText(10),
});

/** `/app/<account path>/usage`: the acting account's usage over a period. */
export const Route = createFileRoute('/_console/app/$account/usage')({
  validateSearch: usageSearch,
  loaderDeps: ({ search }) => parseUsageQuery(search),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(usageQueryOptions(deps, context.acting.targetAccountId)),
  component: UsagePage,
  errorComponent: routeErrorSaying('Usage could not be loaded.', 'Usage'),
});

function UsagePage() {
  const query = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  const { acting } = Route.useRouteContext();
  const setQuery = (next: UsageQuery) =>
    void navigate({
      search: (prev) => ({
        ...prev,
        frequency: next.frequency === 'day' ? undefined : next.frequency,
        billingPeriod: next.billingPeriod === 'current' ? undefined : (next.billingPeriod ?? undefined),
        startDate: next.startDate ?? undefined,
        endDate: next.endDate ?? undefined,
      }),
    });
  return <UsageScreen query={query} onQueryChange={setQuery} targetAccountId={acting.targetAccountId} />;
}
