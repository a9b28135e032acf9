import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { DashboardPage, loadDashboard } from '@/features/dashboard';
import { searchText } from '@/lib/search/schema';

/** `?metric=<name>` opens a metric's data view. */
const dashboardSearch = v.object({ metric: searchText(200) });

/** The dashboard section (`/app/<account path>/dashboard`). */
export const Route = createFileRoute('/_console/app/$account/dashboard')({
  validateSearch: dashboardSearch,
  loader: ({ context }) => loadDashboard(context.queryClient, context.acting.targetAccountId),
  component: DashboardRoute,
});

function DashboardRoute() {
  const { metric } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { acting } = Route.useRouteContext();
  return (
    <DashboardPage
      targetAccountId={acting.targetAccountId}
      selectedMetric={metric}
      onSelectMetric={(name) =>
        void navigate({ search: (prev) => ({ ...prev, metric: name }), replace: name === undefined })
      }
    />
  );
}
