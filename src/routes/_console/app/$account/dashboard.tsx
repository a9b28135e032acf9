import { createFileRoute } from '@tanstack/react-router';
import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { DashboardPage, accountQueryOptions } from '@/features/dashboard';

/** The dashboard section (`/app/<account path>/dashboard`); `?metric=<name>` opens a metric's data view. */
export const Route = createFileRoute('/_console/app/$account/dashboard')({
  validateSearch: (search: Record<string, unknown>): { metric?: string } =>
    typeof search.metric === 'string' && search.metric !== '' ? { metric: search.metric } : {},
  loader: ({ context }) => context.queryClient.ensureQueryData(accountQueryOptions(context.acting.targetAccountId)),
  pendingComponent: () => (
    <Center py="16">
      <Spinner aria-label="Loading the dashboard" />
    </Center>
  ),
  errorComponent: ({ reset }) => (
    <Center py="16">
      <Stack align="center" gap="3" role="alert">
        <Text>The dashboard could not be loaded.</Text>
        <Button size="sm" onClick={reset}>
          Try again
        </Button>
      </Stack>
    </Center>
  ),
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
