import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { IntegrationsScreen, appsQueryOptions } from '@/features/integrations';

/** `/app/<account path>/integrations`: the app catalogue and the job-tracking integration. */
export const Route = createFileRoute('/_console/app/$account/integrations')({
  validateSearch: v.object({}),
  loader: ({ context }) => context.queryClient.ensureQueryData(appsQueryOptions(context.acting.targetAccountId)),
  component: IntegrationsRoute,
});

function IntegrationsRoute() {
  const { acting } = Route.useRouteContext();
  return <IntegrationsScreen targetAccountId={acting.targetAccountId} />;
}
