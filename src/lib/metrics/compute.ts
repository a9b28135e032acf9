// Dashboard metric computation over log rows (spec 000 §2.6, §9; issue 15 §1): every metric's
// value (filters, window, formula, aggregation, scale) and its per-day trend over the window, in
// one pass per metric. Pure, so it runs the same on the main thread and in the Web Worker.
import { compileFormula } from '../formula/compile';
import { FormulaError } from '../formula/errors';
import type { Metric } from '../formula/metrics';
import { metricWindow } from '../formula/metrics';
import { toEpochMillis, toNumber } from '../formula/values';
import { DEFAULT_METRIC_FORMULA } from '../constants';
import type { LogField, LogFilter } from '../filters';
import { filtersFromObject, matchesAllFilters } from '../filters';

export type LogRow = Readonly<Record<string, unknown>>;

export interface TrendPoint {
  /** Local midnight starting the day, epoch milliseconds. */
  readonly day: number;
  /** The metric over that day's rows (aggregated and scaled like the total). */
  readonly value: number;
  readonly rowCount: number;
}

export interface MetricComputation {
  readonly name: string;
  /** The aggregated, scaled value (0 when the formula is invalid). */
  readonly value: number;
  /** Rows that passed the window and the filters. */
  readonly rowCount: number;
  /** The formula's message, or null. */
  readonly error: string | null;
  /** The window, epoch milliseconds. */
  readonly window: { readonly start: number; readonly end: number };
  /** One point per local calendar day touched by the window, oldest first. */
  readonly trend: readonly TrendPoint[];
}

/** At most this many days in a trend (a longer window keeps its last days). */
export const MAX_TREND_DAYS = 400;

/** Local midnights from the day containing `start` to the one containing `end`. */
export function dayStarts(start: number, end: number): number[] {
  if (!Number.isFinite(start) || !Number.isFinite(end) || end < start) return [];
  const days: number[] = [];
  const first = new Date(start);
  first.setHours(0, 0, 0, 0);
  const cursor = new Date(first);
  // Calendar stepping (setDate), so days stay aligned to local midnight across DST changes.
  while (cursor.getTime() <= end) {
    days.push(cursor.getTime());
    cursor.setDate(cursor.getDate() + 1);
  }
  return days.length > MAX_TREND_DAYS ? days.slice(days.length - MAX_TREND_DAYS) : days;
}

/** Index of the last day start ≤ t (binary search), or -1. */
function dayIndex(days: readonly number[], t: number): number {
  let lo = 0;
  let hi = days.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((days[mid] as number) <= t) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

const hasOwn = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

const DIGITS: readonly number[] = [0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18];
const DIGITS_MS: readonly number[] = [...DIGITS, 20, 21, 22];
const digit = (text: string, i: number): number => text.charCodeAt(i) - 48;
const two = (text: string, i: number): number => digit(text, i) * 10 + digit(text, i + 1);

/**
 * `YYYY-MM-DDTHH:MM:SSZ` or `YYYY-MM-DDTHH:MM:SS.sssZ` (how the API writes times) as epoch ms,
 * or NaN for any other shape. Hand-written because Date.parse was 40% of computing the default
 * metrics over 100,000 rows; everything else goes through toEpochMillis (Date.parse).
 */
export function parseIsoUtc(text: string): number {
  const n = text.length;
  if ((n !== 20 && n !== 24) || text.charCodeAt(n - 1) !== 90 /* Z */) return Number.NaN;
  if (text[4] !== '-' || text[7] !== '-' || text[10] !== 'T' || text[13] !== ':' || text[16] !== ':') {
    return Number.NaN;
  }
  if (n === 24 && text[19] !== '.') return Number.NaN;
  const positions = n === 24 ? DIGITS_MS : DIGITS;
  for (const i of positions) {
    const d = digit(text, i);
    if (d < 0 || d > 9) return Number.NaN;
  }
  const month = two(text, 5);
  const day = two(text, 8);
  const hour = two(text, 11);
  const minute = two(text, 14);
  const second = two(text, 17);
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return Number.NaN;
  const year = two(text, 0) * 100 + two(text, 2);
  const millis = n === 24 ? digit(text, 20) * 100 + two(text, 21) : 0;
  const t = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  // Day 31 of a 30-day month (and the like) rolls over in Date.UTC: Date.parse refuses it.
  return new Date(t).getUTCDate() === day ? t : Number.NaN;
}

function timeOf(value: unknown): number {
  if (typeof value === 'string') {
    const fast = parseIsoUtc(value);
    if (fast === fast) return fast;
  }
  return toEpochMillis(value);
}

/** Each row's own `timestamp` as epoch ms (NaN when missing or not a time, or not an object). */
export function rowTimes(rows: readonly unknown[]): Float64Array {
  const times = new Float64Array(rows.length);
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i];
    times[i] =
      typeof row === 'object' && row !== null && hasOwn(row, 'timestamp')
        ? timeOf((row as { timestamp?: unknown }).timestamp)
        : Number.NaN;
  }
  return times;
}

function aggregate(aggregation: unknown, total: number, count: number): number {
  if (aggregation === 'count') return count;
  if (aggregation === 'avg') return count === 0 ? 0 : total / count;
  return total;
}

function scaleOf(metric: Partial<Metric>): number {
  return typeof metric.scale === 'number' && Number.isFinite(metric.scale) ? metric.scale : 1;
}

export interface ComputeOptions {
  readonly fields?: readonly LogField[];
  /** Precomputed rowTimes(rows), shared between metrics. */
  readonly times?: Float64Array;
}

/**
 * One metric over the rows at time `now` (epoch ms): the same value as computeMetricResult,
 * plus the per-day trend. Never throws: an invalid formula gives value 0 and its message.
 */
export function computeMetricDetail(
  metric: Partial<Metric>,
  rows: readonly LogRow[],
  now: number,
  options: ComputeOptions = {},
): MetricComputation {
  const m: Partial<Metric> = typeof metric === 'object' && metric !== null ? metric : {};
  const name = typeof m.name === 'string' ? m.name : '';
  const span = metricWindow(m.dateFilter, now);
  const days = dayStarts(span.start, span.end);
  const empty = (error: string | null): MetricComputation => ({
    name,
    value: 0,
    rowCount: 0,
    error,
    window: span,
    trend: days.map((day) => ({ day, value: 0, rowCount: 0 })),
  });
  let formula: (row: LogRow) => number | string;
  try {
    formula = compileFormula(typeof m.formula === 'string' ? m.formula : DEFAULT_METRIC_FORMULA);
  } catch (error) {
    return empty(error instanceof FormulaError ? error.message : String(error));
  }
  if (!Array.isArray(rows)) return empty(null);
  const list = rows as readonly unknown[];
  const times = options.times && options.times.length === list.length ? options.times : rowTimes(list);
  const filters: LogFilter[] = filtersFromObject(m.filters ?? []);
  const dayTotals = new Float64Array(days.length);
  const dayCounts = new Float64Array(days.length);
  const { start, end } = span;
  let total = 0;
  let count = 0;
  for (let i = 0; i < list.length; i += 1) {
    const t = times[i] as number;
    // NaN fails both tests below only through this explicit check.
    if (t !== t || t < start || t > end) continue;
    const record = list[i] as LogRow;
    if (filters.length > 0 && !matchesAllFilters(record, filters, options.fields)) continue;
    const raw = formula(record);
    const v = typeof raw === 'number' ? raw : toNumber(raw);
    total += v;
    count += 1;
    const d = dayIndex(days, t);
    if (d >= 0) {
      dayTotals[d] = (dayTotals[d] as number) + v;
      dayCounts[d] = (dayCounts[d] as number) + 1;
    }
  }
  const scale = scaleOf(m);
  return {
    name,
    value: aggregate(m.aggregation, total, count) * scale,
    rowCount: count,
    error: null,
    window: span,
    trend: days.map((day, i) => ({
      day,
      value: aggregate(m.aggregation, dayTotals[i] as number, dayCounts[i] as number) * scale,
      rowCount: dayCounts[i] as number,
    })),
  };
}

/** Every metric over the same rows; timestamps are read once for all of them. */
export function computeMetrics(
  metrics: readonly Partial<Metric>[],
  rows: readonly LogRow[],
  now: number,
  options: { fields?: readonly LogField[] } = {},
): MetricComputation[] {
  const list = Array.isArray(rows) ? rows : [];
  const times = rowTimes(list);
  return (Array.isArray(metrics) ? metrics : []).map((metric) =>
    computeMetricDetail(metric, list, now, { ...options, times }),
  );
}

/** The rows behind a metric's number: those in its window that pass its filters, newest first. */
export function metricRows(
  metric: Partial<Metric>,
  rows: readonly LogRow[],
  now: number,
  options: { fields?: readonly LogField[] } = {},
): LogRow[] {
  if (!Array.isArray(rows)) return [];
  const { start, end } = metricWindow(metric.dateFilter, now);
  const filters = filtersFromObject(metric.filters ?? []);
  const times = rowTimes(rows);
  const picked: { row: LogRow; t: number }[] = [];
  for (let i = 0; i < rows.length; i += 1) {
    const t = times[i] as number;
    if (t !== t || t < start || t > end) continue;
    const row = rows[i] as LogRow;
    if (filters.length > 0 && !matchesAllFilters(row, filters, options.fields)) continue;
    picked.push({ row, t });
  }
  picked.sort((a, b) => b.t - a.t);
  return picked.map((entry) => entry.row);
}

/** The widest window of the metrics (epoch ms), to fetch the log rows once for all of them. */
export function metricsWindow(metrics: readonly Partial<Metric>[], now: number): { start: number; end: number } {
  let start = now;
  for (const metric of metrics) start = Math.min(start, metricWindow(metric.dateFilter, now).start);
  return { start, end: now };
}
