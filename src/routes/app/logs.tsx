import { createFileRoute } from '@tanstack/react-router';
import { LogsScreen, useLogsQuery, useLogsTargetAccountId } from '@/features/logs';

/** `/app/logs`: the conversation logs (temporary path until the acting-account routes land). */
export const Route = createFileRoute('/app/logs')({
  component: LogsPage,
});

function LogsPage() {
  const { query, setQuery } = useLogsQuery();
  return <LogsScreen query={query} onQueryChange={setQuery} targetAccountId={useLogsTargetAccountId()} />;
}
