// Query factories and downloads of the conversation logs, built on orval's generated calls.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getListLogsQueryKey, listLogs } from '@/api/generated/hooks/logs-and-tasks/logs-and-tasks';
import type { ListLogsParams, LogList, LogRow } from '@/api/generated/model';
import { apiClient } from '@/api/client';
import { ApiError } from '@/api/errors';
import { LOG_ROW_FIELDS } from '@/lib/filters';
import { downloadFields, logsRequestParams, projectLogRow, type LogsDownloadColumns, type LogsQuery } from '@/lib/logs';
import { csvWithColumns } from './csv';

/** Rows per page of the logs table: the largest the call allows, so 100,000 rows take 10 calls. */
export const LOGS_PAGE_SIZE = 10_000;
/** The most rows the logs call answers per page (its `pageSize` maximum); used by downloads. */
export const LOGS_MAX_PAGE_SIZE = 10_000;

/** The JSON answer of the logs call; a CSV text here means the server ignored `format`. */
function asLogList(answer: LogList | string): LogList {
  if (typeof answer === 'string' || !answer || !Array.isArray(answer.logs))
    throw new ApiError('envelope', 200, 'Malformed logs answer', undefined);
  return answer;
}

export interface LogsPage {
  rows: LogRow[];
  page: number;
  hasMore: boolean;
  totalCount: number | undefined;
  /** Field names the server reported (first page only, with includeFields). */
  schema: string[] | undefined;
}

/** The request parameters of a logs query, without the page. */
export function logsParams(
  query: LogsQuery,
  columns: readonly string[],
  nowSeconds: number,
  targetAccountId: number | undefined,
): ListLogsParams {
  const params: ListLogsParams = { ...logsRequestParams(query, columns, nowSeconds) };
  if (targetAccountId !== undefined) params.targetAccountId = targetAccountId;
  return params;
}

function toPage(list: LogList, page: number, pageSize: number): LogsPage {
  const rows = list.logs;
  const hasMore =
    list.pagination?.hasMore ??
    (list.pagination?.totalPages !== undefined ? page < list.pagination.totalPages : rows.length >= pageSize);
  return {
    rows,
    page,
    hasMore: hasMore && rows.length > 0,
    totalCount: list.totalCount ?? list.pagination?.totalCount,
    schema: Array.isArray(list.schema) ? list.schema : undefined,
  };
}

/** Every page of the logs of a query; the page loads them one after another. */
export function logsInfiniteQueryOptions(params: ListLogsParams) {
  return infiniteQueryOptions({
    // The generated key of these parameters, marked as the paged form of the call.
    queryKey: [...getListLogsQueryKey(params), 'pages'] as const,
    queryFn: async ({ pageParam, signal }): Promise<LogsPage> => {
      const list = asLogList(
        await listLogs(
          { ...params, page: pageParam, pageSize: LOGS_PAGE_SIZE, includeFields: pageParam === 1 },
          signal,
        ),
      );
      return toPage(list, pageParam, LOGS_PAGE_SIZE);
    },
    initialPageParam: 1,
    getNextPageParam: (last: LogsPage) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 60_000,
  });
}

/** The columns the account's logs offer: the server's field list when it gives one, else the
 * fixed row fields followed by any further fields found on a sample page. */
export function logFieldsQueryOptions(targetAccountId: number | undefined) {
  const params: ListLogsParams = { includeFields: true, pageSize: 50 };
  if (targetAccountId !== undefined) params.targetAccountId = targetAccountId;
  return queryOptions({
    queryKey: getListLogsQueryKey(params),
    queryFn: ({ signal }) => listLogs(params, signal),
    select: (answer): string[] => availableFields(asLogList(answer)),
    staleTime: 5 * 60_000,
  });
}

/** Fields of an answer, in the order the screen offers them. */
export function availableFields(list: Pick<LogList, 'logs' | 'schema'>): string[] {
  if (Array.isArray(list.schema) && list.schema.length > 0) return [...new Set(list.schema)];
  const seen = new Set<string>(LOG_ROW_FIELDS.map((field) => field.name));
  const extra: string[] = [];
  for (const row of list.logs.slice(0, 200))
    for (const key of Object.keys(row))
      if (!seen.has(key)) {
        seen.add(key);
        extra.push(key);
      }
  return [...LOG_ROW_FIELDS.map((field) => field.name), ...extra];
}

/** The parameters of a download: the query's, with `fields` naming what the file carries. */
function downloadParams(params: ListLogsParams, columns: LogsDownloadColumns): ListLogsParams {
  const { fields: _shown, ...rest } = params;
  const fields = downloadFields(columns);
  return fields === undefined ? rest : { ...rest, fields };
}

/**
 * The server's CSV file of a query (`format=csv`) with the given columns, in their order: the
 * call asks for them, and the file is reshaped to exactly them (a server that answers more
 * fields, or in its own order, does not change what the person chose). `'all'` asks for every
 * field and keeps the server's file as it is.
 */
export async function fetchLogsCsv(
  params: ListLogsParams,
  columns: LogsDownloadColumns,
  signal?: AbortSignal,
): Promise<string> {
  const { data } = await apiClient.GET('/api/v2/logs', {
    params: { query: { ...downloadParams(params, columns), format: 'csv' } },
    // JSON is accepted too: failures answer the JSON error envelope.
    headers: { Accept: 'text/csv, application/json;q=0.5' },
    parseAs: 'text',
    signal,
  });
  if (typeof data !== 'string') throw new ApiError('envelope', 200, 'Malformed CSV answer', undefined);
  return columns === 'all' || columns.length === 0 ? data : csvWithColumns(data, columns);
}

/** Every row of a query as JSON, page after page of the largest size, each row with exactly the
 * given columns in their order (`'all'`: every field, as the server answers it). */
export async function fetchLogsJson(
  params: ListLogsParams,
  columns: LogsDownloadColumns,
  signal?: AbortSignal,
): Promise<Record<string, unknown>[]> {
  const base = downloadParams(params, columns);
  const rows: Record<string, unknown>[] = [];
  for (let page = 1; ; page += 1) {
    const list = asLogList(await listLogs({ ...base, format: 'json', page, pageSize: LOGS_MAX_PAGE_SIZE }, signal));
    if (columns === 'all' || columns.length === 0) rows.push(...list.logs);
    else for (const row of list.logs) rows.push(projectLogRow(row, columns));
    if (!toPage(list, page, LOGS_MAX_PAGE_SIZE).hasMore) return rows;
  }
}
