// Dashboard metrics (spec 000 §2.6, §3, §9): filters and a moving date window select log rows,
// the formula is evaluated per row, the results are aggregated (sum, count, avg) and scaled.
import { compileFormula } from './compile';
import { FormulaError } from './errors';
import { toEpochMillis, toNumber } from './values';
import { DEFAULT_METRIC_DATE_FILTER, DEFAULT_METRIC_FORMULA } from '../constants';
import type { LogField, LogFilter } from '../filters';
import { defaultLogWindow, filtersFromObject, matchesAllFilters, movingWindow } from '../filters';

export type {
  Metric,
  MetricAggregation,
  MetricDateFilter,
  MetricFilters,
  MetricFormat,
  MetricResult,
} from './metric-types';
import type { Metric, MetricDateFilter, MetricFilters, MetricResult } from './metric-types';

export { createMetric } from './default-metrics';

const hasOwn = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

function nowMillis(now: number | Date): number {
  return now instanceof Date ? now.getTime() : now;
}

/** The metric's window in epoch milliseconds; an invalid date filter gives the default 30 days. */
export function metricWindow(
  dateFilter: MetricDateFilter | undefined,
  now: number | Date,
): { start: number; end: number } {
  const nowSeconds = nowMillis(now) / 1000;
  const df = dateFilter ?? DEFAULT_METRIC_DATE_FILTER;
  if (df.type === 'range') {
    if (Number.isFinite(df.start) && Number.isFinite(df.end) && df.start <= df.end) {
      return { start: df.start * 1000, end: df.end * 1000 };
    }
    const fallback = defaultLogWindow(nowSeconds);
    return { start: fallback.start * 1000, end: nowMillis(now) };
  }
  const span = movingWindow(df.lastN, df.unit, nowSeconds) ?? defaultLogWindow(nowSeconds);
  return { start: span.start * 1000, end: nowMillis(now) };
}

function metricFilters(filters: MetricFilters | undefined): LogFilter[] {
  return filtersFromObject(filters ?? []);
}

/**
 * Computes a metric over log rows at time `now` (epoch ms or Date): filters and date window,
 * formula per row, aggregation (sum, count, avg; avg of no rows is 0), then the scale.
 * `rows` that is not an array counts as no rows, and entries that are not objects are skipped.
 */
export function computeMetricResult(
  metric: Partial<Metric>,
  rows: readonly Readonly<Record<string, unknown>>[],
  now: number | Date,
  options: { fields?: readonly LogField[] } = {},
): MetricResult {
  const m: Partial<Metric> = typeof metric === 'object' && metric !== null ? metric : {};
  let formula: (row: Readonly<Record<string, unknown>>) => number | string;
  try {
    formula = compileFormula(typeof m.formula === 'string' ? m.formula : DEFAULT_METRIC_FORMULA);
  } catch (error) {
    const message = error instanceof FormulaError ? error.message : String(error);
    return { value: 0, rowCount: 0, error: message };
  }
  // Rows that are not a list count as no rows; entries that are not objects are skipped.
  if (!Array.isArray(rows)) return { value: 0, rowCount: 0, error: null };
  const filters = metricFilters(m.filters);
  const { start, end } = metricWindow(m.dateFilter, now);
  let total = 0;
  let count = 0;
  for (const row of rows as readonly unknown[]) {
    if (typeof row !== 'object' || row === null) continue;
    const t = toEpochMillis(hasOwn(row, 'timestamp') ? (row as { timestamp?: unknown }).timestamp : undefined);
    if (Number.isNaN(t) || t < start || t > end) continue;
    const record = row as Readonly<Record<string, unknown>>;
    if (filters.length > 0 && !matchesAllFilters(record, filters, options.fields)) continue;
    count += 1;
    const v = formula(record);
    total += typeof v === 'number' ? v : toNumber(v);
  }
  const aggregated =
    m.aggregation === 'count' ? count : m.aggregation === 'avg' ? (count === 0 ? 0 : total / count) : total;
  const scale = typeof m.scale === 'number' && Number.isFinite(m.scale) ? m.scale : 1;
  return { value: aggregated * scale, rowCount: count, error: null };
}

/** The metric's value (see computeMetricResult). */
export function computeMetric(
  metric: Partial<Metric>,
  rows: readonly Readonly<Record<string, unknown>>[],
  now: number | Date,
  options: { fields?: readonly LogField[] } = {},
): number {
  return computeMetricResult(metric, rows, now, options).value;
}

/**
 * Formats a metric value: `precision` decimals (default 0) with thousands separators, and a
 * trailing '%' for the percentage format. Non-finite values show as 0.
 */
export function formatMetric(value: number, metric: Pick<Partial<Metric>, 'format' | 'precision'>): string {
  const raw = metric.precision;
  const precision = typeof raw === 'number' && Number.isFinite(raw) ? Math.min(20, Math.max(0, Math.trunc(raw))) : 0;
  const safe = Number.isFinite(value) ? value : 0;
  const text = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: precision,
    maximumFractionDigits: precision,
  }).format(safe);
  const normalised = /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
  return metric.format === 'percentage' ? `${normalised}%` : normalised;
}
