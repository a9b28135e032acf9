import { useSyncExternalStore } from 'react';
import { BREAKPOINTS_PX } from '@/lib/constants';

// The same media query as the inbox's useNarrow (features may not import each other; a shared
// hook in src/hooks would serve both).
const QUERY = `(max-width: ${BREAKPOINTS_PX.md - 0.02}px)`;

const media = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;

const subscribe = (onChange: () => void) => {
  const m = media();
  m?.addEventListener('change', onChange);
  return () => m?.removeEventListener('change', onChange);
};

/** True under the 768 px breakpoint: the logs show cards instead of the wide table. Without
 * matchMedia (tests, old browsers) the table is used. */
export function usePhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
