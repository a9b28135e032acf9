// The dashboard's data: the metrics (account settings or defaults), the log rows of their
// widest window (paged, with progress), and the computed values (in a worker for many rows).
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { Metric } from '@/lib/formula';
import type { MetricComputation, RangeChoice, Window } from '@/lib/metrics';
import { metricOver, metricPeriods, metricsWindow, rangeWindow, spanOf } from '@/lib/metrics';
import { useDashboardMetrics, useLogWindow } from './api';
import { computeMetricsAsync } from './compute-client';

// ---- The dashboard's clock: one "now" shared by the page and its overlays, so the editor's
// preview reads the same cached window as the cards. Whole minutes keep query keys stable.

const floorMinute = (ms: number) => Math.floor(ms / 60_000) * 60_000;
let clock = floorMinute(Date.now());
const listeners = new Set<() => void>();

/** The dashboard's current "now" (the route's loader builds the window's key from it). */
export function dashboardNow(): number {
  return clock;
}

export function refreshDashboardClock(): void {
  clock = floorMinute(Date.now());
  for (const listener of listeners) listener();
}

export function useDashboardClock(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => clock,
  );
}

/** The rows of the window that covers every metric on the dashboard. */
export function useDashboardRows(targetAccountId: number | undefined, metrics: readonly Metric[]) {
  const now = useDashboardClock();
  const window = metricsWindow(metrics, now);
  const params = {
    targetAccountId,
    start: Math.floor(window.start / 1000),
    end: Math.floor(window.end / 1000),
  };
  return { now, ...useLogWindow(params) };
}

/** Computes the metrics over the rows (async; null until the first result). */
export function useMetricResults(
  metrics: readonly Metric[],
  rows: readonly Record<string, unknown>[] | undefined,
  now: number,
): MetricComputation[] | null {
  const [results, setResults] = useState<{ key: unknown; value: MetricComputation[] } | null>(null);
  // Metrics are rebuilt from settings on every render: compare them by content.
  const metricsKey = JSON.stringify(metrics);
  const stableMetrics = useMemo(() => JSON.parse(metricsKey) as Metric[], [metricsKey]);
  useEffect(() => {
    if (!rows) return;
    let live = true;
    const key = { rows, stableMetrics, now };
    void computeMetricsAsync(stableMetrics, rows, now).then((value) => {
      if (live) setResults({ key, value });
    });
    return () => {
      live = false;
    };
  }, [rows, stableMetrics, now]);
  return results?.value ?? null;
}

/** Each metric over the chosen range's current and previous periods, and the span of both. */
export function dashboardPeriods(metrics: readonly Metric[], choice: RangeChoice, now: number) {
  const window = rangeWindow(choice, now);
  const periods = metrics.map((m) => metricPeriods(m, window, now));
  const current = metrics.map((m, i) => metricOver(m, (periods[i] as { current: Window }).current));
  const previous = metrics.map((m, i) => metricOver(m, (periods[i] as { previous: Window }).previous));
  const span = spanOf(
    periods.flatMap((p) => [p.current, p.previous]),
    now,
  );
  return { window, current, previous, span };
}

/** The log fetch of a span (epoch ms → the logs call's epoch seconds). */
export const spanParams = (targetAccountId: number | undefined, span: Window) => ({
  targetAccountId,
  start: Math.floor(span.start / 1000),
  end: Math.floor(span.end / 1000),
});

export interface DashboardResult extends MetricComputation {
  /** The same metric over the previous period of the same length. */
  readonly previous: MetricComputation | null;
}

export function useDashboard(targetAccountId: number | undefined, choice: RangeChoice = {}) {
  const { account, metrics } = useDashboardMetrics(targetAccountId);
  const now = useDashboardClock();
  // Metrics are rebuilt from settings on every render: recompute the periods only when they change.
  const key = JSON.stringify([metrics, choice.range, choice.from, choice.to, now]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content
  const { current, previous, span, window } = useMemo(() => dashboardPeriods(metrics, choice, now), [key]);
  const logs = { now, ...useLogWindow(spanParams(targetAccountId, span)) };
  // One computation (in the worker for many rows) for both periods: current first, then previous.
  const both = [...current, ...previous];
  const computed = useMetricResults(both, logs.data?.rows, now);
  const results: DashboardResult[] | null = computed
    ? current.map((m, i) => ({
        ...(computed[i] as MetricComputation),
        name: m.name,
        previous: computed[i + current.length] ?? null,
      }))
    : null;
  return { account, metrics, current, window, logs, results };
}
