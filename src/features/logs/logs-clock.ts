import { useSyncExternalStore } from 'react';

// The "now" a moving log window ends at. Held once for the page and its overlays, so the
// window (and the query key built from it) stays put until the user refreshes.
let nowSeconds = Math.floor(Date.now() / 1000);
const listeners = new Set<() => void>();

/** The current "now" of the logs' moving window (the loader builds its query key from it). */
export function logsNow(): number {
  return nowSeconds;
}

export function refreshLogsClock(): void {
  nowSeconds = Math.floor(Date.now() / 1000);
  for (const listener of listeners) listener();
}

export function useLogsClock(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => nowSeconds,
  );
}
