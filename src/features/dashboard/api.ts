// Query factories and mutations of the dashboard, built on orval's generated functions and keys.
import { useCallback, useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  getGetAccountQueryKey,
  getGetAccountQueryOptions,
  getUpdateAccountSettingsMutationOptions,
} from '@/api/generated/hooks/accounts/accounts';
import { getListLogsQueryKey, getListLogsQueryOptions } from '@/api/generated/hooks/logs-and-tasks/logs-and-tasks';
import type { Account, LogList, LogRow as ApiLogRow } from '@/api/generated/model';
import type { Metric } from '@/lib/formula';
import * as MESSAGES from '@/lib/message-catalogue';
import type { LogRow } from '@/lib/metrics';
import { metricToStored, metricsFromSettings } from '@/lib/metrics';

/** Rows asked per logs page (the contract allows up to 10,000). */
export const LOG_PAGE_SIZE = 2_000;
/** Never more pages than this for one window (200,000 rows). */
export const MAX_LOG_PAGES = 100;

export interface LogWindowParams {
  readonly targetAccountId: number | undefined;
  /** Epoch seconds. */
  readonly start: number;
  /** Epoch seconds. */
  readonly end: number;
}

export interface LogWindowProgress {
  readonly loaded: number;
  /** Rows expected, when the server said. */
  readonly total: number | null;
}

export interface LogWindow {
  readonly rows: LogRow[];
  /** Field names seen in the rows (and the server's `schema`, when sent), in first-seen order. */
  readonly fields: string[];
  /** True when the window had more rows than MAX_LOG_PAGES pages. */
  readonly truncated: boolean;
}

const pageParams = ({ targetAccountId, start, end }: LogWindowParams, page: number) => ({
  ...(targetAccountId !== undefined ? { targetAccountId } : {}),
  start,
  end,
  page,
  pageSize: LOG_PAGE_SIZE,
  ...(page === 1 ? { includeFields: true } : {}),
});

function asLogList(answer: unknown): LogList {
  // A CSV string or a body without `logs` is a malformed answer: the screen shows the spec's message.
  if (typeof answer !== 'object' || answer === null || !Array.isArray((answer as LogList).logs)) {
    throw new Error(MESSAGES.fetchLogsFailed);
  }
  return answer as LogList;
}

/**
 * Fetches every page of the window (each page cached under its generated key), reporting
 * progress after each. Stops at the last page, an empty or short page, or MAX_LOG_PAGES.
 */
export async function fetchLogWindow(
  queryClient: QueryClient,
  params: LogWindowParams,
  onProgress: (progress: LogWindowProgress) => void = () => {},
): Promise<LogWindow> {
  const rows: LogRow[] = [];
  const fields = new Set<string>();
  let total: number | null = null;
  for (let page = 1; page <= MAX_LOG_PAGES; page += 1) {
    let list: LogList;
    try {
      list = asLogList(await queryClient.fetchQuery(getListLogsQueryOptions(pageParams(params, page))));
    } catch {
      throw new Error(MESSAGES.fetchLogsFailed);
    }
    for (const name of list.schema ?? []) if (typeof name === 'string') fields.add(name);
    for (const row of list.logs as ApiLogRow[]) {
      if (typeof row !== 'object' || row === null) continue;
      rows.push(row as LogRow);
      for (const key of Object.keys(row)) fields.add(key);
    }
    const pagination = list.pagination;
    const reported = pagination?.totalCount ?? list.totalCount;
    if (typeof reported === 'number') total = reported;
    onProgress({ loaded: rows.length, total });
    const last =
      list.logs.length === 0 ||
      list.logs.length < LOG_PAGE_SIZE ||
      pagination?.hasMore === false ||
      (typeof pagination?.totalPages === 'number' && page >= pagination.totalPages);
    if (last) return { rows, fields: [...fields], truncated: false };
  }
  return { rows, fields: [...fields], truncated: true };
}

/** The query of a whole window; its key extends the generated logs key of the first page. */
export function logWindowQueryOptions(
  queryClient: QueryClient,
  params: LogWindowParams,
  onProgress?: (progress: LogWindowProgress) => void,
) {
  return queryOptions({
    queryKey: [...getListLogsQueryKey(pageParams(params, 1)), 'window'] as const,
    queryFn: () => fetchLogWindow(queryClient, params, onProgress),
    staleTime: 60_000,
    retry: false,
  });
}

/** The rows of a window with the fetch progress (no spinner without numbers). */
export function useLogWindow(params: LogWindowParams, enabled = true) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<LogWindowProgress>({ loaded: 0, total: null });
  // A late report after unmounting is a no-op in React 19.
  const query = useQuery({ ...logWindowQueryOptions(queryClient, params, setProgress), enabled });
  return { ...query, progress };
}

/** The account (its settings hold the metrics). */
export function accountQueryOptions(targetAccountId: number | undefined) {
  return getGetAccountQueryOptions(targetAccountId !== undefined ? { targetAccountId } : undefined);
}

/** The dashboard's metrics: the account's own, else the eight defaults. */
export function useDashboardMetrics(targetAccountId: number | undefined) {
  const account = useQuery(accountQueryOptions(targetAccountId));
  const metrics = metricsFromSettings((account.data as Account | undefined)?.settings);
  return { account, metrics };
}

/**
 * Saves the metric list in the account settings. The cached account is updated first and kept
 * when the save fails (spec: the failure is logged as 'Error saving settings' while the local
 * copy is still updated).
 */
export function useSaveMetrics(targetAccountId: number | undefined) {
  const queryClient = useQueryClient();
  const mutation = useMutation(getUpdateAccountSettingsMutationOptions());
  const { mutateAsync } = mutation;
  const save = useCallback(
    async (metrics: readonly Metric[]): Promise<boolean> => {
      const stored = metrics.map(metricToStored);
      const key = getGetAccountQueryKey(targetAccountId !== undefined ? { targetAccountId } : undefined);
      queryClient.setQueryData(key, (old: unknown) =>
        old && typeof old === 'object'
          ? { ...(old as Account), settings: { ...((old as Account).settings ?? {}), metrics: stored } }
          : old,
      );
      try {
        await mutateAsync({
          data: { settings: { metrics: stored } },
          params: targetAccountId !== undefined ? { targetAccountId } : undefined,
        });
        return true;
      } catch {
        console.error(MESSAGES.settingsSaveFailed);
        return false;
      }
    },
    [mutateAsync, queryClient, targetAccountId],
  );
  return { save, isSaving: mutation.isPending };
}
