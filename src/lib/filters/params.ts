// The logs query's other parameters (spec 000 §2.5, §3, §5, §9): the `value|operator` query form,
// the `fields` parameter and the time windows. Only later pages (the logs screen, its request)
// use them; the logs route's search schema, in the first download, needs only ./filters, so
// they are a module of their own (docs/performance.md).
import type { LogField } from './catalogue';
import {
  filtersToObject,
  FORBIDDEN_KEYS,
  isPlainObject,
  makeFilter,
  parseJsonLoosely,
  unitSeconds,
  type LogFilter,
} from './filters';
import { DEFAULT_LOG_COLUMN_COUNT, DEFAULT_LOG_WINDOW_SECONDS } from '../constants';
import { toEpochMillis } from '../formula/scalars';

// ---------------------------------------------------------------------------------------------
// The `filters` query parameter, written

/** Writes the `filters` query parameter (JSON; the URL layer encodes it). '' when empty. */
export function serializeFiltersParam(filters: readonly LogFilter[]): string {
  return filters.length === 0 ? '' : JSON.stringify(filtersToObject(filters));
}

/** The `value|operator` text of one filter, as sent to the logs query. */
export function filterQueryValue(filter: LogFilter): string {
  const value = filter.value;
  const text = value === null ? '' : Array.isArray(value) ? value.join(',') : String(value);
  return `${text}|${filter.operator}`;
}

/** Filters as query parameters in the `value|operator` form: `{ duration: '60|gt' }`. */
export function toQueryFilters(filters: readonly LogFilter[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const filter of filters) {
    if (!FORBIDDEN_KEYS.has(filter.field)) out[filter.field] = filterQueryValue(filter);
  }
  return out;
}

/** Reads one `field=value|operator` query filter. */
export function parseQueryFilter(field: string, text: string, fields?: readonly LogField[]): LogFilter | null {
  return makeFilter(field, undefined, text, fields);
}

// ---------------------------------------------------------------------------------------------
// The `fields` query parameter (selected columns)

/** Default columns: the first 10 available. */
export function defaultLogFields(available: readonly string[]): string[] {
  return available.slice(0, DEFAULT_LOG_COLUMN_COUNT);
}

/**
 * Reads the comma-separated `fields` parameter: trimmed, blanks and duplicates dropped, and when
 * `available` is given, unknown columns dropped; an empty result gives the default columns.
 */
export function parseFieldsParam(raw: unknown, available?: readonly string[]): string[] {
  const parsed =
    typeof raw === 'string'
      ? [
          ...new Set(
            raw
              .split(',')
              .map((part) => part.trim())
              .filter((part) => part !== ''),
          ),
        ]
      : [];
  if (!available) return parsed;
  const allowed = new Set(available);
  const kept = parsed.filter((field) => allowed.has(field));
  return kept.length > 0 ? kept : defaultLogFields(available);
}

export function serializeFieldsParam(fields: readonly string[]): string {
  return fields.join(',');
}

// ---------------------------------------------------------------------------------------------
// Time windows

export interface TimeWindow {
  /** Epoch seconds. */
  readonly start: number;
  /** Epoch seconds. */
  readonly end: number;
}

/** The default log window: the last 30 days (2,592,000 s) up to now. */
export function defaultLogWindow(nowSeconds: number): TimeWindow {
  const end = Math.floor(nowSeconds);
  return { start: end - DEFAULT_LOG_WINDOW_SECONDS, end };
}

/** A moving window of the last N units up to now, or null when lastN or unit is invalid. */
export function movingWindow(lastN: unknown, unit: unknown, nowSeconds: number): TimeWindow | null {
  const size = unitSeconds(unit);
  if (size === undefined || typeof lastN !== 'number' || !Number.isFinite(lastN) || lastN <= 0) return null;
  const end = Math.floor(nowSeconds);
  return { start: end - Math.round(lastN * size), end };
}

function toSeconds(value: unknown): number {
  const ms = toEpochMillis(value);
  return Number.isNaN(ms) ? Number.NaN : Math.floor(ms / 1000);
}

/**
 * Reads the `dateFilter` parameter: JSON `{ start, end }` (epoch seconds or dates) or a moving
 * window `{ type: 'moving', lastN, unit }`. Anything else gives the default window.
 */
export function parseDateFilterParam(raw: unknown, nowSeconds: number): TimeWindow {
  const fallback = defaultLogWindow(nowSeconds);
  try {
    const parsed = typeof raw === 'string' ? parseJsonLoosely(raw) : raw;
    if (!isPlainObject(parsed)) return fallback;
    if (parsed.type === 'moving') return movingWindow(parsed.lastN, parsed.unit, nowSeconds) ?? fallback;
    const start = toSeconds(parsed.start);
    const end = parsed.end === undefined ? Math.floor(nowSeconds) : toSeconds(parsed.end);
    if (Number.isNaN(start) || Number.isNaN(end) || start > end) return fallback;
    return { start, end };
  } catch {
    return fallback;
  }
}
