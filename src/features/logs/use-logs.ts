import { useEffect, useMemo } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { LogRow } from '@/api/generated/model';
import { resolveLogColumns, type LogsQuery } from '@/lib/logs';
import { agentNamesQueryOptions } from '@/hooks/agent-names/api';
import { availableFields, logFieldsQueryOptions, logsInfiniteQueryOptions, logsParams } from './api';
import { useLogsClock } from './logs-clock';

const NO_ROWS: readonly LogRow[] = [];

/** The rows of a logs query, every page loaded in turn (with progress), and its columns. */
export function useLogs(query: LogsQuery, targetAccountId: number | undefined) {
  const now = useLogsClock();
  // The selection goes to the server as `fields`; none selected asks for every field.
  const params = useMemo(() => logsParams(query, query.fields, now, targetAccountId), [query, now, targetAccountId]);
  const logs = useInfiniteQuery(logsInfiniteQueryOptions(params));
  const fields = useQuery(logFieldsQueryOptions(targetAccountId));
  // Names for the Agent column; until (or unless) they come, rows show their account's name.
  const agentNames = useQuery(agentNamesQueryOptions(targetAccountId)).data;

  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = logs;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  const pages = logs.data?.pages;
  const rows = useMemo<readonly LogRow[]>(() => {
    if (!pages) return NO_ROWS;
    if (pages.length === 1) return pages[0]!.rows;
    return pages.flatMap((page) => page.rows);
  }, [pages]);

  const firstPage = pages?.[0];
  const available = useMemo(() => {
    if (firstPage?.schema?.length) return [...new Set(firstPage.schema)];
    if (fields.data?.length) return fields.data;
    return availableFields({ logs: firstPage?.rows ?? [] });
  }, [firstPage, fields.data]);
  const columns = useMemo(() => resolveLogColumns(query.fields, available), [query.fields, available]);

  return {
    rows,
    columns,
    available,
    agentNames,
    params,
    now,
    totalCount: firstPage?.totalCount,
    isPending: logs.isPending,
    isError: logs.isError,
    isLoadingMore: logs.hasNextPage || logs.isFetchingNextPage,
    refetch: logs.refetch,
  };
}
