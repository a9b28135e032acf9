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
  update: SearchPatch | ((prev: RootSearch) => RootSearch),
  options?: SetSearchOptions,
) => Promise<void>;

/**
 * Updates the current page's search params, typed by the root search; the path stays. The one
 * typed way to do it, with no cast on navigate:
 * - an object is a patch: `setSearch({ active: roomId, new: undefined })` sets `active`, removes
 *   `new` and keeps every other key where it was;
 * - a function gives the whole next search, key order included (overlays stack in URL order):
 *   `setSearch((prev) => openOverlay(prev, 'contacts'), { state: { overlayPushed: 'contacts' } })`.
 */
export function useSetSearch(): SetSearch {
  const navigate = useNavigate();
  return useCallback<SetSearch>(
    (update, options = {}) =>
      navigate({
        to: '.',
        search: (prev) => (typeof update === 'function' ? update(prev) : applySearchPatch(prev, update)),
        replace: options.replace,
        state: options.state ? (prev) => ({ ...prev, ...options.state }) : undefined,
      }),
    [navigate],
  );
}
