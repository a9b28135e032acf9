// The dashboard's metric worker: computes metric values and trends off the main thread, so a
// large log window never freezes the page (issue 15 §1).
import { computeMetrics } from '@/lib/metrics';
import type { ComputeRequest, ComputeResponse } from './compute-protocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ComputeRequest>) => void) | null;
  postMessage: (message: ComputeResponse) => void;
};

scope.onmessage = (event) => {
  const { id, metrics, rows, now } = event.data;
  try {
    scope.postMessage({ id, results: computeMetrics(metrics, rows, now) });
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
