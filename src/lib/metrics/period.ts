// The dashboard's date range (issue 28 §3): each metric over its own moving window, one of the
// common moving windows, or a custom range of whole days; and each value's change against the
// period of the same length just before. Pure: the page and the worker share it.
import type { Metric } from '../formula/metrics';
import { metricWindow } from '../formula/metrics';
import { daySeconds } from '../dates';
import { DASHBOARD_RANGES, type DashboardRange } from './range-choice';

export { DASHBOARD_RANGES, type DashboardRange };

/** Epoch milliseconds, both ends inclusive. */
export interface Window {
  readonly start: number;
  readonly end: number;
}

/** The range as the route's search keeps it (missing values: each metric's own window). */
export interface RangeChoice {
  readonly range?: DashboardRange | undefined;
  /** YYYY-MM-DD, the first day of a custom range. */
  readonly from?: string | undefined;
  /** YYYY-MM-DD, the last day of a custom range. */
  readonly to?: string | undefined;
}

const DAY = 86_400_000;

/** The moving windows offered beside each metric's own (lengths in milliseconds). */
export const RANGE_SPANS: Readonly<Record<Exclude<DashboardRange, 'metric' | 'custom'>, number>> = {
  '24h': DAY,
  '7d': 7 * DAY,
  '30d': 30 * DAY,
  '90d': 90 * DAY,
};

export const RANGE_LABELS: Readonly<Record<DashboardRange, string>> = {
  metric: 'Each metric’s window',
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  custom: 'Custom range',
};

/**
 * The window the choice names at `now` (epoch ms), or null for "each metric's own window".
 * A custom range is whole local days from `from` to `to` (swapped when given backwards); a
 * custom range with a missing or impossible day falls back to each metric's window.
 */
export function rangeWindow(choice: RangeChoice, now: number, timeZone?: string): Window | null {
  const range = choice.range ?? 'metric';
  if (range === 'metric') return null;
  if (range === 'custom') {
    const a = choice.from ? daySeconds(choice.from, timeZone) : null;
    const b = choice.to ? daySeconds(choice.to, timeZone) : null;
    if (!a || !b) return null;
    const [first, last] = a.start <= b.start ? [a, b] : [b, a];
    return { start: first.start * 1000, end: last.end * 1000 + 999 };
  }
  return { start: now - RANGE_SPANS[range], end: now };
}

/** The period of the same length that ends just before the window starts. */
export function previousWindow(window: Window): Window {
  const length = window.end - window.start;
  return { start: window.start - 1 - length, end: window.start - 1 };
}

/** A metric's current and previous windows under the choice. */
export function metricPeriods(
  metric: Pick<Partial<Metric>, 'dateFilter'>,
  window: Window | null,
  now: number,
): { current: Window; previous: Window } {
  const current = window ?? metricWindow(metric.dateFilter, now);
  return { current, previous: previousWindow(current) };
}

/** The metric computed over a fixed window (a `range` date filter, epoch seconds). */
export function metricOver<M extends Partial<Metric>>(metric: M, window: Window): M {
  return { ...metric, dateFilter: { type: 'range', start: window.start / 1000, end: window.end / 1000 } };
}

/** The span of every window (to fetch the log rows once for all of them). */
export function spanOf(windows: readonly Window[], now: number): Window {
  if (windows.length === 0) return { start: now, end: now };
  let start = Infinity;
  let end = -Infinity;
  for (const w of windows) {
    start = Math.min(start, w.start);
    end = Math.max(end, w.end);
  }
  return { start, end };
}

export interface PeriodChange {
  /** current − previous. */
  readonly delta: number;
  /** The change in percent of the previous value; null when the previous value was 0. */
  readonly percent: number | null;
  readonly direction: 'up' | 'down' | 'flat';
}

/** A value's change against the previous period's. Non-finite inputs count as 0. */
export function periodChange(current: number, previous: number): PeriodChange {
  const c = Number.isFinite(current) ? current : 0;
  const p = Number.isFinite(previous) ? previous : 0;
  const delta = c - p;
  const direction = delta > 0 ? 'up' : delta < 0 ? 'down' : 'flat';
  const percent = p === 0 ? null : (delta / Math.abs(p)) * 100;
  return { delta, percent, direction };
}

/** "+12% vs previous period", "−3 vs previous period", "No change vs previous period". */
export function changeLabel(change: PeriodChange, formatDelta: (absolute: number) => string): string {
  if (change.direction === 'flat') return 'No change vs previous period';
  const sign = change.direction === 'up' ? '+' : '−';
  if (change.percent === null) return `${sign}${formatDelta(Math.abs(change.delta))} vs previous period`;
  const pct = Math.abs(change.percent);
  const text = pct >= 10 || Number.isInteger(pct) ? Math.round(pct).toString() : pct.toFixed(1);
  return `${sign}${text}% vs previous period`;
}
