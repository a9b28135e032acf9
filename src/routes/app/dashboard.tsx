import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '@/features/dashboard';

/**
 * Temporary route of the dashboard section until the architecture's
 * `/app/$account/dashboard` lands. `?metric=<name>` opens that metric's data view.
 */
export const Route = createFileRoute('/app/dashboard')({
  validateSearch: (search: Record<string, unknown>): { metric?: string } =>
    typeof search.metric === 'string' && search.metric !== '' ? { metric: search.metric } : {},
  component: DashboardRoute,
});

function DashboardRoute() {
  const { metric } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DashboardPage
      targetAccountId={undefined}
      selectedMetric={metric}
      onSelectMetric={(name) =>
        void navigate({ search: (prev) => ({ ...prev, metric: name }), replace: name === undefined })
      }
    />
  );
}
