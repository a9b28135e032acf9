import { useCallback, useMemo } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { closeOverlay, type OverlayName } from '@/lib/search';
import { parseLogsQuery, withLogsQuery, type LogsQuery } from '@/lib/logs';

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
        search: (prev: Record<string, unknown>) => {
          const updated = withLogsQuery(prev, next);
          return closing ? closeOverlay(updated, closing) : updated;
        },
        replace: !!closing,
      } as never),
    [navigate],
  );
  return { query, setQuery };
}

/** Until the acting-account hook of the architecture lands, the logs act on the account the
 * session's credentials name (the transport adds its targetAccountId); the route passes one
 * explicitly once it knows it. */
export function useLogsTargetAccountId(): number | undefined {
  return undefined;
}
