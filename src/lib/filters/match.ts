// Matching rows against log filters (dashboard metrics apply their filters in the browser).
import type { LogField } from './catalogue';
import { logFieldType } from './catalogue';
import type { FilterScalar, FilterValue, LogFilter } from './filters';
import { isNumericString, toEpochMillis } from '../formula/scalars';

const DAY_MS = 86_400_000;
const startOfUtcDay = (ms: number): number => Math.floor(ms / DAY_MS) * DAY_MS;

function ownValue(row: Readonly<Record<string, unknown>>, field: string): unknown {
  return Object.prototype.hasOwnProperty.call(row, field) ? row[field] : undefined;
}

function rowNumber(raw: unknown): number {
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'boolean') return raw ? 1 : 0;
  if (typeof raw === 'string' && isNumericString(raw)) return Number(raw.trim());
  return Number.NaN;
}

function pairOf(value: FilterValue): readonly [FilterScalar, FilterScalar] | null {
  return Array.isArray(value) ? (value as readonly [FilterScalar, FilterScalar]) : null;
}

function matchString(raw: unknown, filter: LogFilter): boolean {
  const isSet = raw !== undefined && raw !== null && raw !== '';
  const text = raw === undefined || raw === null ? '' : String(raw).toLowerCase();
  const wanted = filter.value === null || Array.isArray(filter.value) ? '' : String(filter.value).toLowerCase();
  switch (filter.operator) {
    case 'is':
      return text === wanted;
    case 'isNot':
      return text !== wanted;
    case 'contains':
      return text.includes(wanted);
    case 'notContains':
      return !text.includes(wanted);
    case 'isSet':
      return isSet;
    case 'isNotSet':
      return !isSet;
    default:
      return false;
  }
}

function matchInteger(raw: unknown, filter: LogFilter): boolean {
  const n = rowNumber(raw);
  const pair = pairOf(filter.value);
  const v = pair || filter.value === null ? Number.NaN : rowNumber(filter.value);
  switch (filter.operator) {
    case 'eq':
      return n === v;
    case 'neq':
      return n !== v;
    case 'gt':
      return n > v;
    case 'gte':
      return n >= v;
    case 'lt':
      return n < v;
    case 'lte':
      return n <= v;
    case 'between':
    case 'notBetween': {
      if (!pair) return false;
      const inside = n >= rowNumber(pair[0]) && n <= rowNumber(pair[1]);
      return filter.operator === 'between' ? inside : !inside && !Number.isNaN(n);
    }
    default:
      return false;
  }
}

function matchDate(raw: unknown, filter: LogFilter): boolean {
  const t = toEpochMillis(raw);
  if (Number.isNaN(t)) return false;
  const pair = pairOf(filter.value);
  if (filter.operator === 'between' || filter.operator === 'notBetween') {
    if (!pair) return false;
    const from = startOfUtcDay(toEpochMillis(pair[0]));
    const to = startOfUtcDay(toEpochMillis(pair[1])) + DAY_MS;
    if (Number.isNaN(from) || Number.isNaN(to)) return false;
    const inside = t >= from && t < to;
    return filter.operator === 'between' ? inside : !inside;
  }
  if (pair || filter.value === null) return false;
  const day = startOfUtcDay(toEpochMillis(filter.value));
  if (Number.isNaN(day)) return false;
  switch (filter.operator) {
    case 'on':
      return startOfUtcDay(t) === day;
    case 'notOn':
      return startOfUtcDay(t) !== day;
    case 'before':
      return t < day;
    case 'after':
      return t >= day + DAY_MS;
    case 'onOrBefore':
      return t < day + DAY_MS;
    case 'onOrAfter':
      return t >= day;
    default:
      return false;
  }
}

/**
 * True when the row satisfies the filter. Strings compare case-insensitively; integers
 * numerically; dates by UTC calendar day.
 */
export function matchesFilter(
  row: Readonly<Record<string, unknown>>,
  filter: LogFilter,
  fields?: readonly LogField[],
): boolean {
  const raw = ownValue(row, filter.field);
  switch (logFieldType(filter.field, fields)) {
    case 'integer':
      return matchInteger(raw, filter);
    case 'date':
      return matchDate(raw, filter);
    default:
      return matchString(raw, filter);
  }
}

/** True when the row satisfies every filter. */
export function matchesAllFilters(
  row: Readonly<Record<string, unknown>>,
  filters: readonly LogFilter[],
  fields?: readonly LogField[],
): boolean {
  for (const filter of filters) if (!matchesFilter(row, filter, fields)) return false;
  return true;
}
