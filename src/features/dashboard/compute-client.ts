// Runs computeMetrics on the main thread for few rows and in a module Web Worker for many. The
// worker is created on first use and kept; if it cannot start or fails, the computation falls
// back to the main thread (a result always comes back).
import type { Metric } from '@/lib/formula';
import type { LogRow, MetricComputation } from '@/lib/metrics';
import { computeMetrics } from '@/lib/metrics';
import type { ComputeRequest, ComputeResponse } from './compute-protocol';

/** Below this many rows the main thread computes (a worker round trip costs more). */
export const WORKER_MIN_ROWS = 5_000;

let worker: Worker | null = null;
let workerBroken = false;
let nextId = 1;
const pending = new Map<number, (response: ComputeResponse) => void>();

function getWorker(): Worker | null {
  if (workerBroken || typeof Worker === 'undefined') return null;
  if (worker) return worker;
  try {
    worker = new Worker(new URL('./metrics.worker.ts', import.meta.url), { type: 'module', name: 'metrics' });
    worker.onmessage = (event: MessageEvent<ComputeResponse>) => {
      const resolve = pending.get(event.data.id);
      pending.delete(event.data.id);
      resolve?.(event.data);
    };
    worker.onerror = () => {
      // The worker could not load or crashed: answer everything waiting, and stop using it.
      workerBroken = true;
      worker?.terminate();
      worker = null;
      for (const [id, resolve] of pending) resolve({ id, error: 'worker failed' });
      pending.clear();
    };
    return worker;
  } catch {
    workerBroken = true;
    return null;
  }
}

/** The metrics over the rows at `now` (epoch ms); never rejects. */
export function computeMetricsAsync(
  metrics: readonly Partial<Metric>[],
  rows: readonly LogRow[],
  now: number,
): Promise<MetricComputation[]> {
  const w = rows.length >= WORKER_MIN_ROWS ? getWorker() : null;
  if (!w) return Promise.resolve(computeMetrics(metrics, rows, now));
  const id = nextId;
  nextId += 1;
  return new Promise((resolve) => {
    pending.set(id, (response) => {
      resolve(response.results ?? computeMetrics(metrics, rows, now));
    });
    const request: ComputeRequest = { id, metrics, rows, now };
    try {
      w.postMessage(request);
    } catch {
      // Rows that cannot be cloned (never from JSON): compute here.
      pending.delete(id);
      resolve(computeMetrics(metrics, rows, now));
    }
  });
}
