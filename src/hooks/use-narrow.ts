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

/** True below the 768 px breakpoint (phones): the inbox shows one pane at a time, the logs show
 * cards instead of the wide table. Without matchMedia (tests, old browsers) it is false. */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
