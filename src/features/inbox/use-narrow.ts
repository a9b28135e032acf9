import { useSyncExternalStore } from 'react';
import { BREAKPOINTS_PX } from '@/lib/constants';

const QUERY = `(max-width: ${BREAKPOINTS_PX.md - 0.02}px)`;

const media = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;

const subscribe = (onChange: () => void) => {
  const m = media();
  m?.addEventListener('change', onChange);
  return () => m?.removeEventListener('change', onChange);
};

/** Below the 768 px breakpoint the inbox shows one pane at a time (the list, or the open room).
 * Without matchMedia (tests, old browsers) the wide two-pane layout is used. */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
