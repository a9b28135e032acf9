import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { HistoryState } from '@tanstack/history';
import { applySearchPatch, type OverlayName, type RootSearch, type SearchPatch } from '@/lib/search';

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set on the history entry an overlay's opening pushed (Back then closes it). */
    overlayPushed?: OverlayName;
  }
}

export interface SetSearchOptions {
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
  /** Merged into the new entry's history state. */
  state?: Partial<HistoryState>;
}

export type SetSearch = (
  patch: SearchPatch | ((prev: RootSearch) => SearchPatch),
  options?: SetSearchOptions,
) => Promise<void>;

/**
 * Updates the current page's search params, typed by the root search: keys set to undefined are
 * removed, the path stays. The one typed way to do it, with no cast on navigate:
 * `const setSearch = useSetSearch(); setSearch({ active: roomId })`.
 */
export function useSetSearch(): SetSearch {
  const navigate = useNavigate();
  return useCallback<SetSearch>(
    (patch, options = {}) =>
      navigate({
        to: '.',
        search: (prev) => applySearchPatch(prev, typeof patch === 'function' ? patch(prev) : patch),
        replace: options.replace,
        state: options.state ? (prev) => ({ ...prev, ...options.state }) : undefined,
      }),
    [navigate],
  );
}
