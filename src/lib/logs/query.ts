// The conversation logs query (spec 000 §2.5, §9; doc 001 "Logs and tasks"): the `filters`,
// `fields` and `dateFilter` query parameters read into one model and written back (the logs
// route's search schema); the logs call's parameters are ./request. Filter parsing itself lives
// in ../filters and is reused here.
// Malformed input never throws: each part falls back to its default.
import {
  filtersFromObject,
  filtersToObject,
  parseFiltersParam,
  parseJsonLoosely,
  unitSeconds,
  type LogFilter,
  type WindowUnit,
} from '../filters';
import { DEFAULT_LOG_WINDOW_SECONDS } from '../constants';

export const DAY_SECONDS = 86_400;
/** Epoch seconds the logs call accepts (its `start` / `end` maximum). */
export const MAX_EPOCH_SECONDS = 9_999_999_999;
/** A moving window is at most this many units long (ten years of days). */
export const MAX_WINDOW_UNITS = 3650;
/** Column names the logs call accepts in `fields` (its pattern). */
const FIELD_NAME = /^[A-Za-z0-9_]{1,100}$/;
/** At most this many columns are kept from a link. */
export const MAX_LOG_FIELDS = 200;

export type LogDateFilter =
  | { readonly type: 'moving'; readonly lastN: number; readonly unit: WindowUnit }
  | { readonly type: 'range'; readonly start: number; readonly end: number };

/** The default log window: the last 30 days (2,592,000 s). */
const DEFAULT_WINDOW_DAYS = DEFAULT_LOG_WINDOW_SECONDS / DAY_SECONDS;
export const DEFAULT_LOG_DATE_FILTER: LogDateFilter = { type: 'moving', lastN: DEFAULT_WINDOW_DAYS, unit: 'day' };

export interface LogsQuery {
  readonly filters: readonly LogFilter[];
  /** Selected columns in order; empty means "the default columns" (the first 10 available). */
  readonly fields: readonly string[];
  readonly dateFilter: LogDateFilter;
}

export const DEFAULT_LOGS_QUERY: LogsQuery = { filters: [], fields: [], dateFilter: DEFAULT_LOG_DATE_FILTER };

/** What the logs page keeps in its URL: each key absent when it holds the default. */
export interface LogsSearch {
  filters?: Record<string, unknown>;
  fields?: string;
  dateFilter?: Record<string, unknown>;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A search value as it came: JSON text (possibly URL-encoded) read, anything else as it is. */
const readJson = (raw: unknown): unknown => (typeof raw === 'string' ? parseJsonLoosely(raw) : raw);

// ---------------------------------------------------------------------------------------------
// filters

/** The `filters` parameter as an object (the router's JSON parsing) or JSON text. */
export function parseLogFilters(raw: unknown): LogFilter[] {
  if (raw === undefined || raw === null) return [];
  if (typeof raw === 'string') return parseFiltersParam(raw);
  try {
    return filtersFromObject(raw);
  } catch {
    return [];
  }
}

// ---------------------------------------------------------------------------------------------
// fields

/** The `fields` parameter (comma-separated columns; an array is accepted too). Names that the
 * logs call would refuse are dropped, as are duplicates. */
export function parseLogFields(raw: unknown): string[] {
  let parts: unknown[];
  if (typeof raw === 'string') parts = raw.split(',');
  else if (Array.isArray(raw)) parts = raw;
  else if (typeof raw === 'number' && Number.isFinite(raw)) parts = [String(raw)];
  else return [];
  const out: string[] = [];
  const seen = new Set<string>();
  for (const part of parts) {
    const name = typeof part === 'string' ? part.trim() : typeof part === 'number' ? String(part) : '';
    if (!FIELD_NAME.test(name) || seen.has(name)) continue;
    seen.add(name);
    out.push(name);
    if (out.length >= MAX_LOG_FIELDS) break;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// dateFilter

const UNITS: readonly WindowUnit[] = ['minute', 'hour', 'day', 'week', 'month'];

function toUnit(raw: unknown): WindowUnit | undefined {
  if (typeof raw !== 'string' || unitSeconds(raw) === undefined) return undefined;
  const key = raw.trim().toLowerCase().replace(/s$/, '');
  return UNITS.find((unit) => unit === key);
}

/** Epoch seconds from a number (seconds, or milliseconds when that large) or a date text. */
function toEpochSeconds(raw: unknown): number | undefined {
  let seconds: number;
  if (typeof raw === 'number') seconds = raw > MAX_EPOCH_SECONDS ? raw / 1000 : raw;
  else if (typeof raw === 'string' && /^\d+$/.test(raw.trim())) return toEpochSeconds(Number(raw.trim()));
  else if (typeof raw === 'string' && raw.trim() !== '') seconds = Date.parse(raw.trim()) / 1000;
  else return undefined;
  if (!Number.isFinite(seconds)) return undefined;
  const whole = Math.floor(seconds);
  return whole >= 0 && whole <= MAX_EPOCH_SECONDS ? whole : undefined;
}

/** The `dateFilter` parameter: a moving window `{ type: 'moving', lastN, unit }` or a custom
 * range `{ start, end }` (epoch seconds or dates); anything else gives the last 30 days. */
export function parseLogDateFilter(raw: unknown): LogDateFilter {
  const value = readJson(raw);
  if (!isPlainObject(value)) return DEFAULT_LOG_DATE_FILTER;
  if (value.type === 'moving' || (value.type === undefined && 'lastN' in value)) {
    const lastN = typeof value.lastN === 'string' ? Number(value.lastN) : value.lastN;
    const unit = toUnit(value.unit ?? 'day');
    if (typeof lastN !== 'number' || !Number.isInteger(lastN) || lastN < 1 || lastN > MAX_WINDOW_UNITS || !unit)
      return DEFAULT_LOG_DATE_FILTER;
    return { type: 'moving', lastN, unit };
  }
  const start = toEpochSeconds(value.start);
  const end = toEpochSeconds(value.end);
  if (start === undefined || end === undefined || start > end) return DEFAULT_LOG_DATE_FILTER;
  return { type: 'range', start, end };
}

export function isDefaultDateFilter(filter: LogDateFilter): boolean {
  return filter.type === 'moving' && filter.lastN === DEFAULT_WINDOW_DAYS && filter.unit === 'day';
}

// ---------------------------------------------------------------------------------------------
// The whole query

/** Reads the logs page's query parameters; each malformed part gives its default. */
export function parseLogsQuery(raw: { filters?: unknown; fields?: unknown; dateFilter?: unknown }): LogsQuery {
  return {
    filters: parseLogFilters(raw.filters),
    fields: parseLogFields(raw.fields),
    dateFilter: parseLogDateFilter(raw.dateFilter),
  };
}

/** The query parameters of a logs query: defaults are left out, so a plain page has a plain URL. */
export function logsQueryToSearch(query: LogsQuery): LogsSearch {
  const out: LogsSearch = {};
  if (query.filters.length > 0) out.filters = filtersToObject(query.filters);
  if (query.fields.length > 0) out.fields = query.fields.join(',');
  if (!isDefaultDateFilter(query.dateFilter)) {
    const filter = query.dateFilter;
    out.dateFilter =
      filter.type === 'moving'
        ? { type: 'moving', lastN: filter.lastN, unit: filter.unit }
        : { start: filter.start, end: filter.end };
  }
  return out;
}

/**
 * The logs keys of a page's search in their one canonical form (a route's `validateSearch`):
 * filters and dateFilter as objects (the router writes them as JSON once), fields as text, and
 * each key present but undefined when it holds the default or was malformed, so it replaces
 * whatever form an outer layer kept.
 */
export function canonicalLogsSearch(raw: { filters?: unknown; fields?: unknown; dateFilter?: unknown }): {
  filters: Record<string, unknown> | undefined;
  fields: string | undefined;
  dateFilter: Record<string, unknown> | undefined;
} {
  const search = logsQueryToSearch(parseLogsQuery(raw));
  return { filters: search.filters, fields: search.fields, dateFilter: search.dateFilter };
}
