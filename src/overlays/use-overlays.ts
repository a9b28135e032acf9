import { useCallback } from 'react';
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { closeOverlay, openOverlay, overlayStack, type OverlayName } from '@/lib/search';
import { useOptionalActingAccount } from '@/hooks/acting-account';
import { flagValueOf } from './define-overlay';
import { useOverlayRegistry } from './registry-context';

interface OverlayHistoryState {
  overlayPushed?: OverlayName;
}

/**
 * Open overlays (bottom to top) and the open, close and prefetch actions. Opening pushes a
 * history entry, so the browser's Back closes the top overlay; closing the top overlay that this
 * app opened goes back too, so Back and Close agree.
 */
export function useOverlays(allowed?: readonly string[] | null) {
  // The overlay flags are the root's parameters: every page has them, checked the same way.
  const search = useSearch({ from: '__root__' });
  const navigate = useNavigate();
  const router = useRouter();
  const registry = useOverlayRegistry();
  const queryClient = useQueryClient();
  const acting = useOptionalActingAccount();
  const stack = overlayStack(search, allowed);

  /** Warms the data of `name` opened with `value` (on hover or focus of what opens it). */
  const prefetch = useCallback(
    (name: OverlayName, value: string | number | boolean = true) => {
      const definition = registry.get(name);
      if (!definition?.prefetch || !acting) return;
      try {
        void definition.prefetch(queryClient, definition.parseValue(flagValueOf(value)), acting);
      } catch {
        // Prefetching is a hint: a failure shows when the overlay itself asks.
      }
    },
    [registry, queryClient, acting],
  );

  const open = useCallback(
    (name: OverlayName, value: string | number | boolean = true, extra?: Record<string, string>) => {
      prefetch(name, value);
      void navigate({
        to: '.',
        search: (prev) => ({ ...openOverlay(prev, name, value), ...extra }),
        state: (prev) => ({ ...prev, overlayPushed: name }),
      });
    },
    [navigate, prefetch],
  );

  const close = useCallback(
    (name: OverlayName) => {
      const state = router.state.location.state as OverlayHistoryState;
      const top = overlayStack(router.state.location.search as Record<string, unknown>).at(-1);
      if (state.overlayPushed === name && top === name && router.history.canGoBack()) {
        router.history.back();
        return;
      }
      void navigate({ to: '.', search: (prev) => closeOverlay(prev, name), replace: true });
    },
    [navigate, router],
  );

  /** Closes several overlays at once, in one history replace. */
  const closeWhere = useCallback(
    (predicate: (name: OverlayName, value: unknown) => boolean) =>
      void navigate({
        to: '.',
        search: (prev) => {
          let next = prev;
          for (const name of overlayStack(prev as Record<string, unknown>))
            if (predicate(name, (prev as Record<string, unknown>)[name])) next = closeOverlay(next, name);
          return next;
        },
        replace: true,
      }),
    [navigate],
  );

  return { stack, search, open, close, closeWhere, prefetch };
}
