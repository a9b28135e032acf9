import { useCallback, useMemo } from 'react';
import { useMatch, useNavigate } from '@tanstack/react-router';
import { closeOverlay, type OverlayName } from '@/lib/search';
import { DEFAULT_LOGS_QUERY, logsQueryToSearch, parseLogsQuery, type LogsQuery } from '@/lib/logs';
import { useActingAccount } from '@/hooks/acting-account';

/** The logs page's route, whose search schema holds the query in its canonical form. */
const LOGS_ROUTE = '/_console/app/$account/logs';

/** The logs query of the logs page (the default elsewhere), and a setter that writes it back
 * without a reload (on the logs page of the acting account). `closing` also closes that overlay
 * in the same step (one history entry replaced). */
export function useLogsQuery() {
  const match = useMatch({ from: LOGS_ROUTE, shouldThrow: false });
  const navigate = useNavigate();
  const search = match?.search;
  const account = match?.params.account;
  const filters = search?.filters;
  const fields = search?.fields;
  const dateFilter = search?.dateFilter;
  // The route's schema has already checked and canonicalised these; this only reads the model.
  const query = useMemo(
    () => (filters || fields || dateFilter ? parseLogsQuery({ filters, fields, dateFilter }) : DEFAULT_LOGS_QUERY),
    [filters, fields, dateFilter],
  );
  const setQuery = useCallback(
    (next: LogsQuery, closing?: OverlayName) => {
      if (account === undefined) return;
      const written = logsQueryToSearch(next);
      void navigate({
        to: '/app/$account/logs',
        params: { account },
        search: (prev) => {
          const updated = { ...prev, filters: written.filters, fields: written.fields, dateFilter: written.dateFilter };
          return closing ? closeOverlay(updated, closing) : updated;
        },
        replace: !!closing,
      });
    },
    [navigate, account],
  );
  return { query, setQuery };
}

/** The account the logs act on: the console's acting account (explicit in every call). */
export function useLogsTargetAccountId(): number | undefined {
  return useActingAccount().targetAccountId;
}
