import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { DashboardPage, loadDashboard } from '@/features/dashboard';
import { DASHBOARD_RANGES } from '@/lib/metrics/range-choice';
import { searchEnum, searchText } from '@/lib/search/schema';

/** A YYYY-MM-DD day (whether it is a real day is checked where the range is computed). */
const searchDay = () => v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined);

/** `?metric=<name>` opens a metric's data view; `range` (with `from` and `to` for a custom one)
 * is the period every metric is computed over (each metric's own window when absent). */
const dashboardSearch = v.object({
  metric: searchText(200),
  range: searchEnum(DASHBOARD_RANGES),
  from: searchDay(),
  to: searchDay(),
});

/** The dashboard section (`/app/<account path>/dashboard`). */
export const Route = createFileRoute('/_console/app/$account/dashboard')({
  validateSearch: dashboardSearch,
  loaderDeps: ({ search }) => ({ range: search.range, from: search.from, to: search.to }),
  loader: ({ context, deps }) => loadDashboard(context.queryClient, context.acting.targetAccountId, deps),
  component: DashboardRoute,
});

function DashboardRoute() {
  const { metric, range, from, to } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { acting } = Route.useRouteContext();
  return (
    <DashboardPage
      targetAccountId={acting.targetAccountId}
      selectedMetric={metric}
      onSelectMetric={(name) =>
        void navigate({ search: (prev) => ({ ...prev, metric: name }), replace: name === undefined })
      }
      range={{ range, from, to }}
      onRangeChange={(next) =>
        void navigate({
          search: (prev) => ({
            ...prev,
            range: next.range === 'metric' ? undefined : next.range,
            from: next.range === 'custom' ? next.from : undefined,
            to: next.range === 'custom' ? next.to : undefined,
          }),
        })
      }
    />
  );
}
