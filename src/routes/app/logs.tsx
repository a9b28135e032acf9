import { createFileRoute } from '@tanstack/react-router';
import { LogsScreen, useLogsQuery, useLogsTargetAccountId } from '@/features/logs';
import { canonicalLogsSearch } from '@/lib/logs';

/** `/app/logs`: the conversation logs (temporary path until the acting-account routes land).
 * Its search keeps filters, fields and dateFilter in one canonical form, so the address bar
 * shows `filters={"direction":"inbound","directionOp":"is"}` (URL-encoded), not JSON in a string. */
export const Route = createFileRoute('/app/logs')({
  validateSearch: (raw: Record<string, unknown>) => canonicalLogsSearch(raw),
  component: LogsPage,
});

function LogsPage() {
  const { query, setQuery } = useLogsQuery();
  return <LogsScreen query={query} onQueryChange={setQuery} targetAccountId={useLogsTargetAccountId()} />;
}
