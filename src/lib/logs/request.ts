// What the logs page does with its query (spec 000 §2.5; doc 001 "Logs and tasks"): the columns
// shown, the window a date filter covers, the logs call's parameters and what a download carries.
// Apart from ./query, whose parsing the logs route's search schema (in the first download) needs:
// a module the first download imports is there whole.
import { toQueryFilters, unitSeconds, type TimeWindow } from '../filters';
import { DEFAULT_LOG_COLUMN_COUNT } from '../constants';
import { DAY_SECONDS, logsQueryToSearch, type LogDateFilter, type LogsQuery } from './query';

/** The columns shown: the selected ones that are available (in their order), else the first
 * 10 available. With no list of available columns yet, the selection as given. */
export function resolveLogColumns(selected: readonly string[], available: readonly string[] | undefined): string[] {
  if (!available || available.length === 0) return [...selected];
  const allowed = new Set(available);
  const kept = selected.filter((field) => allowed.has(field));
  return kept.length > 0 ? kept : available.slice(0, DEFAULT_LOG_COLUMN_COUNT);
}

/** The window in epoch seconds that a date filter covers at `nowSeconds`. */
export function resolveLogWindow(filter: LogDateFilter, nowSeconds: number): TimeWindow {
  if (filter.type === 'range') return { start: filter.start, end: filter.end };
  const end = Math.floor(nowSeconds);
  return { start: Math.max(0, end - filter.lastN * (unitSeconds(filter.unit) ?? DAY_SECONDS)), end };
}

/** Replaces the logs keys of a search object, dropping the ones that went back to default. */
export function withLogsQuery(prev: Record<string, unknown>, query: LogsQuery): Record<string, unknown> {
  const next: Record<string, unknown> = { ...prev };
  delete next.filters;
  delete next.fields;
  delete next.dateFilter;
  return { ...next, ...logsQueryToSearch(query) };
}

/** Parameters of the logs call (`GET /api/v2/logs`) for a query and its resolved window. */
export function logsRequestParams(
  query: LogsQuery,
  columns: readonly string[],
  nowSeconds: number,
): { filters?: string; fields?: string; start: number; end: number } {
  const span = resolveLogWindow(query.dateFilter, nowSeconds);
  const out: { filters?: string; fields?: string; start: number; end: number } = {
    start: span.start,
    end: span.end,
  };
  if (query.filters.length > 0) out.filters = JSON.stringify(toQueryFilters(query.filters));
  if (columns.length > 0) out.fields = columns.join(',');
  return out;
}

/** `conversation_logs_{date}.{csv|json}`, the date as YYYY-MM-DD (local). */
export function logsFileName(extension: 'csv' | 'json', now: Date): string {
  const yyyy = String(now.getFullYear()).padStart(4, '0');
  const mm = String(now.getMonth() + 1).padStart(2, '0');
  const dd = String(now.getDate()).padStart(2, '0');
  return `conversation_logs_${yyyy}-${mm}-${dd}.${extension}`;
}

/** What a download carries: the columns on screen (in their order), or every field the server has. */
export type LogsDownloadColumns = readonly string[] | 'all';

/** The `fields` of a download: the columns on screen, or none (every field) when all are asked for. */
export function downloadFields(columns: LogsDownloadColumns): string | undefined {
  return columns === 'all' || columns.length === 0 ? undefined : columns.join(',');
}

/** A row with exactly `columns`, in their order (a column the row lacks is null, so it stays in
 * the file as an empty value rather than disappearing). */
export function projectLogRow(
  row: Readonly<Record<string, unknown>>,
  columns: readonly string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const column of columns) out[column] = Object.hasOwn(row, column) ? row[column] : null;
  return out;
}
