// The dashboard's metric worker: computes metric values and trends off the main thread, so a
// large log window never freezes the page (issue 15 §1).
import { computeMetrics } from '@/lib/metrics';
import type { ComputeRequest, ComputeResponse } from './compute-protocol';

// The app is typed with the DOM's globals; a dedicated worker's `self` has the same
// addEventListener('message') and a one-argument postMessage.
const reply = (message: ComputeResponse) => self.postMessage(message);

self.addEventListener('message', (event: MessageEvent<ComputeRequest>) => {
  const { id, metrics, rows, now } = event.data;
  try {
    reply({ id, results: computeMetrics(metrics, rows, now) });
  } catch (error) {
    reply({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
