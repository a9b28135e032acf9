import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { UsageScreen } from '@/features/usage';
import { parseUsageQuery, type UsageQuery } from '@/lib/usage';

interface UsageSearch {
  frequency?: string;
  billingPeriod?: string;
  startDate?: string;
  endDate?: string;
}

const text = (v: unknown) => (typeof v === 'string' && v.length <= 40 ? v : undefined);

/** `/app/<account path>/usage`: the acting account's usage over a period. */
export const Route = createFileRoute('/_console/app/$account/usage')({
  validateSearch: (raw: Record<string, unknown>): UsageSearch => ({
    frequency: text(raw.frequency),
    billingPeriod: text(raw.billingPeriod),
    startDate: text(raw.startDate),
    endDate: text(raw.endDate),
  }),
  component: UsagePage,
});

function UsagePage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const { acting } = Route.useRouteContext();
  const query = parseUsageQuery(search);
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
