// The dashboard's data: the metrics (account settings or defaults), the log rows of their
// widest window (paged, with progress), and the computed values (in a worker for many rows).
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { Metric } from '@/lib/formula';
import type { MetricComputation } from '@/lib/metrics';
import { metricsWindow } from '@/lib/metrics';
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

export function useDashboard(targetAccountId: number | undefined) {
  const { account, metrics } = useDashboardMetrics(targetAccountId);
  const logs = useDashboardRows(targetAccountId, metrics);
  const results = useMetricResults(metrics, logs.data?.rows, logs.now);
  return { account, metrics, logs, results };
}
