import { useCallback } from 'react';
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { closeOverlay, openOverlay, overlayStack, type OverlayName } from '@/lib/search';

interface OverlayHistoryState {
  overlayPushed?: OverlayName;
}

/** Open overlays (bottom to top) and the open and close actions. Opening pushes a history
 * entry, so the browser's Back closes the top overlay; closing the top overlay that this app
 * opened goes back too, so Back and Close agree. */
export function useOverlays(allowed?: readonly string[] | null) {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const router = useRouter();
  const stack = overlayStack(search, allowed);

  const open = useCallback(
    (name: OverlayName, value: string | number | boolean = true) =>
      void navigate({
        to: '.',
        search: (prev: Record<string, unknown>) => openOverlay(prev, name, value),
        state: (prev: Record<string, unknown>) => ({ ...prev, overlayPushed: name }),
      } as never),
    [navigate],
  );

  const close = useCallback(
    (name: OverlayName) => {
      const state = router.state.location.state as OverlayHistoryState;
      const top = overlayStack(router.state.location.search as Record<string, unknown>).at(-1);
      if (state.overlayPushed === name && top === name && router.history.canGoBack()) {
        router.history.back();
        return;
      }
      void navigate({
        to: '.',
        search: (prev: Record<string, unknown>) => closeOverlay(prev, name),
        replace: true,
      } as never);
    },
    [navigate, router],
  );

  return { stack, search, open, close };
}
