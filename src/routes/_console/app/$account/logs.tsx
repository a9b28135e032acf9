import { createFileRoute } from '@tanstack/react-router';
import { LogsScreen, useLogsQuery } from '@/features/logs';
import { canonicalLogsSearch } from '@/lib/logs';

/** `/app/<account path>/logs`: the acting account's conversation logs. Its search keeps filters, fields and dateFilter in one canonical form, so the address bar
 * shows `filters={"direction":"inbound","directionOp":"is"}` (URL-encoded), not JSON in a string. */
export const Route = createFileRoute('/_console/app/$account/logs')({
  validateSearch: (raw: Record<string, unknown>) => canonicalLogsSearch(raw),
  component: LogsPage,
});

function LogsPage() {
  const { query, setQuery } = useLogsQuery();
  const { acting } = Route.useRouteContext();
  return <LogsScreen query={query} onQueryChange={setQuery} targetAccountId={acting.targetAccountId} />;
}
