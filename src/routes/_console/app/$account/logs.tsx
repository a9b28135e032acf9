import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { routeErrorSaying } from '@/components/route-error-saying';
import * as MESSAGES from '@/lib/message-catalogue';
import {
  LogsScreen,
  logFieldsQueryOptions,
  logsInfiniteQueryOptions,
  logsNow,
  logsParams,
  useLogsQuery,
} from '@/features/logs';
import { logsQueryToSearch, parseLogsQuery } from '@/lib/logs';

/**
 * The page's own parameters (spec 000 §2.5), read once into the canonical form the address bar
 * shows (`filters={"direction":"inbound","directionOp":"is"}`, not JSON in a string): anything
 * malformed falls back to its default, part by part.
 */
const logsSearch = v.pipe(
  v.object({ filters: v.optional(v.unknown()), fields: v.optional(v.unknown()), dateFilter: v.optional(v.unknown()) }),
  v.transform((raw) => logsQueryToSearch(parseLogsQuery(raw))),
);

/** `/app/<account path>/logs`: the acting account's conversation logs. */
export const Route = createFileRoute('/_console/app/$account/logs')({
  validateSearch: logsSearch,
  loaderDeps: ({ search }) => ({ filters: search.filters, fields: search.fields, dateFilter: search.dateFilter }),
  loader: async ({ context, deps }) => {
    const query = parseLogsQuery(deps);
    const { targetAccountId } = context.acting;
    // The first page of rows and the field list: a hover preload fetches them and the table's
    // first paint has them (the page loads the other pages in turn).
    await Promise.all([
      context.queryClient.ensureInfiniteQueryData(
        logsInfiniteQueryOptions(logsParams(query, query.fields, logsNow(), targetAccountId)),
      ),
      context.queryClient.ensureQueryData(logFieldsQueryOptions(targetAccountId)),
    ]);
  },
  component: LogsPage,
  errorComponent: routeErrorSaying(MESSAGES.fetchLogsFailed, 'Conversation logs'),
});

function LogsPage() {
  const { query, setQuery } = useLogsQuery();
  const { acting } = Route.useRouteContext();
  return <LogsScreen query={query} onQueryChange={setQuery} targetAccountId={acting.targetAccountId} />;
}
