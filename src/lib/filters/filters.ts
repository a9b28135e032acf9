// Log filters: the filter model, the `filters` query parameter and the window units (spec 000
// §2.5, §3, §5, §9): what the logs route's search schema reads, in the first download, with the
// parsing of one `value|operator` value. Writing the query form, the `fields` parameter and the
// time windows (./params), the filter
// sentence (./sentence) and row matching (./match) are modules of their own, which only later
// pages load. Malformed input yields an empty filter set, never a throw.
import type { FilterOperator, LogField, LogFieldType } from './catalogue';
import { defaultOperator, findOperator, isOperatorForType, logFieldType } from './catalogue';
import { isNumericString } from '../formula/scalars';

export type FilterScalar = string | number;
export type FilterValue = FilterScalar | readonly [FilterScalar, FilterScalar] | null;

export interface LogFilter {
  readonly field: string;
  readonly operator: FilterOperator;
  /** null for operators without a value (is set); a pair for between. */
  readonly value: FilterValue;
}

const OP_SUFFIX = 'Op';
/** Field names never taken from a URL (./params reads and writes query filters too). */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isScalar(value: unknown): value is FilterScalar {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
}

// ---------------------------------------------------------------------------------------------
// Building and normalising filters

function toScalar(value: unknown, type: LogFieldType): FilterScalar | null {
  if (typeof value === 'boolean') return String(value);
  if (!isScalar(value)) return null;
  if (type === 'integer' && typeof value === 'string' && isNumericString(value)) {
    // 'Infinity' reads as a number but is none: such a filter is dropped.
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : null;
  }
  if (type === 'string' && typeof value === 'number') return String(value);
  return value;
}

function toPair(value: unknown, type: LogFieldType): readonly [FilterScalar, FilterScalar] | null {
  let parts: unknown[] | null = null;
  if (Array.isArray(value)) parts = value;
  else if (typeof value === 'string') parts = value.split(',').map((part) => part.trim());
  if (!parts || parts.length !== 2) return null;
  const low = toScalar(parts[0], type);
  const high = toScalar(parts[1], type);
  if (low === null || high === null || low === '' || high === '') return null;
  return [low, high];
}

/** Splits the `value|operator` form when the suffix is an operator of the type. */
export function splitValueOperator(
  text: string,
  type: LogFieldType,
): { value: string; operator: FilterOperator } | null {
  const bar = text.lastIndexOf('|');
  if (bar < 0) return null;
  const operator = text.slice(bar + 1).trim();
  if (!isOperatorForType(operator, type)) return null;
  return { value: text.slice(0, bar), operator };
}

/**
 * A normalised filter, or null when it cannot be one: an unknown operator falls back to the
 * type's default operator; between needs two values; value-less operators get null.
 */
export function makeFilter(
  field: unknown,
  operator: unknown,
  value: unknown,
  fields?: readonly LogField[],
): LogFilter | null {
  if (typeof field !== 'string' || field.trim() === '' || FORBIDDEN_KEYS.has(field)) return null;
  const type = logFieldType(field, fields);
  let op: FilterOperator = isOperatorForType(operator, type) ? operator : defaultOperator(type);
  let raw = value;
  if (!isOperatorForType(operator, type) && typeof value === 'string') {
    const split = splitValueOperator(value, type);
    if (split) {
      op = split.operator;
      raw = split.value;
    }
  }
  const definition = findOperator(type, op);
  if (!definition) return null;
  if (definition.arity === 0) return { field, operator: op, value: null };
  if (definition.arity === 2) {
    const pair = toPair(raw, type);
    return pair ? { field, operator: op, value: pair } : null;
  }
  const scalar = toScalar(raw, type);
  return scalar === null ? null : { field, operator: op, value: scalar };
}

/**
 * Filters from the object form `{ direction: 'inbound', directionOp: 'is', duration: 60 }`:
 * keys ending in `Op` hold the operator of the matching filter; values may also use the
 * `value|operator` form. Also accepts an array of `{ field, operator, value }`.
 */
export function filtersFromObject(input: unknown, fields?: readonly LogField[]): LogFilter[] {
  const result: LogFilter[] = [];
  if (Array.isArray(input)) {
    for (const item of input) {
      if (!isPlainObject(item)) continue;
      const filter = makeFilter(item.field, item.operator, item.value, fields);
      if (filter) result.push(filter);
    }
    return result;
  }
  if (!isPlainObject(input)) return result;
  const keys = Object.keys(input);
  const keySet = new Set(keys);
  for (const key of keys) {
    // `{field}Op` keys hold operators (an operator without its filter is ignored).
    if (key.endsWith(OP_SUFFIX) && key.length > OP_SUFFIX.length) continue;
    const opKey = `${key}${OP_SUFFIX}`;
    const operator = keySet.has(opKey) ? input[opKey] : undefined;
    const filter = makeFilter(key, operator, input[key], fields);
    if (filter) result.push(filter);
  }
  return result;
}

/** The object form written to the `filters` query parameter and stored with metrics. */
export function filtersToObject(filters: readonly LogFilter[]): Record<string, FilterValue | FilterOperator> {
  const out: Record<string, FilterValue | FilterOperator> = {};
  for (const filter of filters) {
    if (FORBIDDEN_KEYS.has(filter.field)) continue;
    out[filter.field] = filter.value;
    out[`${filter.field}${OP_SUFFIX}`] = filter.operator;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The `filters` query parameter

/** JSON text, possibly URL-encoded (once or more, as addresses get re-encoded), to a value;
 * undefined when it is none. Surrounding white space is ignored. */
export function parseJsonLoosely(raw: string): unknown {
  let text = raw.trim();
  for (let attempt = 0; attempt < 4; attempt += 1) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      let decoded: string;
      try {
        decoded = decodeURIComponent(text.replace(/\+/g, ' ')).trim();
      } catch {
        return undefined;
      }
      if (decoded === text) return undefined;
      text = decoded;
    }
  }
  return undefined;
}

/** Reads the `filters` query parameter (JSON, possibly URL-encoded). Malformed → []. */
export function parseFiltersParam(raw: unknown, fields?: readonly LogField[]): LogFilter[] {
  try {
    if (typeof raw !== 'string' || raw.trim() === '') return [];
    return filtersFromObject(parseJsonLoosely(raw), fields);
  } catch {
    return [];
  }
}

// ---------------------------------------------------------------------------------------------
// Window units (the `dateFilter` parameter's)

export type WindowUnit = 'minute' | 'hour' | 'day' | 'week' | 'month';

const UNIT_SECONDS: ReadonlyMap<string, number> = new Map([
  ['minute', 60],
  ['hour', 3600],
  ['day', 86_400],
  ['week', 604_800],
  ['month', 2_592_000],
]);

/** Seconds in a window unit ('day' or 'days', case-insensitive); undefined when unknown. */
export function unitSeconds(unit: unknown): number | undefined {
  if (typeof unit !== 'string') return undefined;
  const key = unit.trim().toLowerCase().replace(/s$/, '');
  return UNIT_SECONDS.get(key);
}
