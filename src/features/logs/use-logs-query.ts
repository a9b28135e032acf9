import { useCallback, useMemo } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { closeOverlay, type OverlayName } from '@/lib/search';
import { parseLogsQuery, withLogsQuery, type LogsQuery } from '@/lib/logs';
import { useActingAccount } from '@/hooks/acting-account';

/** The logs query of the current URL, and a setter that writes it back without a reload.
 * `closing` also closes that overlay in the same step (one history entry replaced). */
export function useLogsQuery() {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const { filters, fields, dateFilter } = search;
  const query = useMemo(() => parseLogsQuery({ filters, fields, dateFilter }), [filters, fields, dateFilter]);
  const setQuery = useCallback(
    (next: LogsQuery, closing?: OverlayName) =>
      void navigate({
        to: '.',
        search: (prev) => {
          const updated = withLogsQuery(prev, next);
          return closing ? closeOverlay(updated, closing) : updated;
        },
        replace: !!closing,
      }),
    [navigate],
  );
  return { query, setQuery };
}

/** The account the logs act on: the console's acting account (explicit in every call). */
export function useLogsTargetAccountId(): number | undefined {
  return useActingAccount().targetAccountId;
}
