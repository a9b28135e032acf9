// Dashboard metrics as stored in the account settings (`settings.metrics`, DashboardMetric in
// the contract): reading them defensively, writing them back, and the list edits of the
// editDashboard overlay. Malformed entries are dropped, never thrown on.
import type { Metric, MetricAggregation, MetricFormat } from '../formula/metrics';
import { createMetric } from '../formula/metrics';
import { DEFAULT_METRICS } from '../formula/default-metrics';
import type { LogFilter } from '../filters';
import { filtersFromObject, toQueryFilters } from '../filters';

/** The stored shape (DashboardMetric): filters as field → `value|operator`. */
export interface StoredMetric {
  name: string;
  title: string;
  filters?: Record<string, string>;
  formula: string;
  aggregation: MetricAggregation;
  scale?: number;
  format?: MetricFormat;
  precision?: number;
  dateFilter?: { type: 'moving'; lastN?: number; unit?: string } | { type: 'range'; start: number; end: number };
}

const AGGREGATIONS: readonly MetricAggregation[] = ['sum', 'count', 'avg'];
const FORMATS: readonly MetricFormat[] = ['integer', 'percentage'];
export const METRIC_UNITS = ['minute', 'hour', 'day', 'week', 'month'] as const;
export const MAX_METRICS = 100;
export const MAX_PRECISION = 10;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** One stored metric as a Metric (defaults filled in), or null when it has no usable name. */
export function metricFromStored(raw: unknown): Metric | null {
  if (!isObject(raw) || typeof raw.name !== 'string' || raw.name.trim() === '') return null;
  const df = isObject(raw.dateFilter) ? raw.dateFilter : null;
  const lastN = df && finite(df.lastN) && df.lastN >= 1 ? Math.min(3650, Math.round(df.lastN)) : 30;
  const unit = df && typeof df.unit === 'string' && df.unit.trim() !== '' ? df.unit : 'days';
  const range = df?.type === 'range' ? storedRange(df.start, df.end) : null;
  return createMetric({
    name: raw.name.slice(0, 100),
    title: typeof raw.title === 'string' && raw.title.trim() !== '' ? raw.title.slice(0, 200) : raw.name.slice(0, 200),
    filters: filtersFromObject(raw.filters ?? []),
    formula: typeof raw.formula === 'string' ? raw.formula.slice(0, 2000) : '1',
    aggregation: AGGREGATIONS.includes(raw.aggregation as MetricAggregation)
      ? (raw.aggregation as MetricAggregation)
      : 'sum',
    scale: finite(raw.scale) ? raw.scale : 1,
    format: FORMATS.includes(raw.format as MetricFormat) ? (raw.format as MetricFormat) : 'integer',
    precision: finite(raw.precision) ? Math.min(MAX_PRECISION, Math.max(0, Math.trunc(raw.precision))) : 0,
    dateFilter: range ?? { type: 'moving', lastN, unit },
  });
}

/** The largest epoch second the contract accepts for a range's start or end. */
export const MAX_EPOCH_SECONDS = 9_999_999_999;

/** A stored custom range (whole epoch seconds, start ≤ end, within the contract), or null. */
function storedRange(start: unknown, end: unknown): { type: 'range'; start: number; end: number } | null {
  if (!finite(start) || !finite(end)) return null;
  const s = Math.floor(start);
  const e = Math.floor(end);
  if (s < 0 || e > MAX_EPOCH_SECONDS || s > e) return null;
  return { type: 'range', start: s, end: e };
}

/**
 * The account's metrics from its settings, or the eight defaults when it has none (absent,
 * not a list, or nothing usable in it). Duplicate names keep the first.
 */
export function metricsFromSettings(settings: unknown): Metric[] {
  const raw = isObject(settings) ? settings.metrics : undefined;
  if (!Array.isArray(raw)) return [...DEFAULT_METRICS];
  const seen = new Set<string>();
  const out: Metric[] = [];
  for (const item of raw.slice(0, MAX_METRICS)) {
    const metric = metricFromStored(item);
    if (!metric || seen.has(metric.name)) continue;
    seen.add(metric.name);
    out.push(metric);
  }
  return out.length > 0 ? out : [...DEFAULT_METRICS];
}

/** A metric's filters as a list (they may be stored in the object form). */
export function metricFilterList(metric: Pick<Metric, 'filters'>): LogFilter[] {
  return filtersFromObject(metric.filters ?? []);
}

/** A metric in the stored shape. */
export function metricToStored(metric: Metric): StoredMetric {
  return {
    name: metric.name,
    title: metric.title,
    filters: toQueryFilters(metricFilterList(metric)),
    formula: metric.formula,
    aggregation: metric.aggregation,
    scale: metric.scale,
    format: metric.format,
    precision: metric.precision,
    dateFilter:
      metric.dateFilter.type === 'range'
        ? { type: 'range', start: metric.dateFilter.start, end: metric.dateFilter.end }
        : { type: 'moving', lastN: metric.dateFilter.lastN, unit: metric.dateFilter.unit },
  };
}

/** Moves the item at `from` to `to` (both clamped); a new list. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  if (from < 0 || from >= out.length) return out;
  const target = Math.max(0, Math.min(out.length - 1, to));
  const [item] = out.splice(from, 1);
  out.splice(target, 0, item as T);
  return out;
}

/** A metric name from a title: camelCase letters and digits, unique among `taken`. */
export function metricNameFromTitle(title: string, taken: readonly string[]): string {
  const words = title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  const base =
    words
      .map((word, i) => (i === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase()))
      .join('') || 'metric';
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}${n}`)) n += 1;
  return `${base}${n}`;
}

// Made on first use (building an Intl formatter costs milliseconds at start-up).
let rangeDay: Intl.DateTimeFormat | undefined;
const rangeDayFormat = () =>
  (rangeDay ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }));

/** The window's label: 'Last 30 days', 'Last hour', 'Last 2 weeks', or a custom range
 * 'Nov 1, 2025 – Nov 21, 2025' (local days, as the editor's date pickers choose them). */
export function windowLabel(
  dateFilter: { type?: unknown; lastN?: unknown; unit?: unknown; start?: unknown; end?: unknown } | undefined,
): string {
  if (dateFilter?.type === 'range') {
    const range = storedRange(dateFilter.start, dateFilter.end);
    if (range) {
      const format = rangeDayFormat();
      const from = format.format(new Date(range.start * 1000));
      const to = format.format(new Date(range.end * 1000));
      return from === to ? from : `${from} – ${to}`;
    }
  }
  const lastN = dateFilter && finite(dateFilter.lastN) && dateFilter.lastN >= 1 ? Math.round(dateFilter.lastN) : 30;
  const rawUnit = dateFilter && typeof dateFilter.unit === 'string' ? dateFilter.unit.trim().toLowerCase() : 'day';
  const unit = rawUnit.replace(/s$/, '') || 'day';
  return lastN === 1 ? `Last ${unit}` : `Last ${lastN} ${unit}s`;
}
