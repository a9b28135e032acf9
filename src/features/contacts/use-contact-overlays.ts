import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useOverlays } from '@/app/overlays/use-overlays';
import { closeOverlay, type OverlayName } from '@/lib/search';
import { contactIdFromFlag } from '@/lib/contacts';

export type ContactOverlayName = Extract<
  OverlayName,
  'contacts' | 'createContact' | 'editContact' | 'deleteContact' | 'previewContact'
>;

/**
 * Opens a contact overlay on top of the stack, its flag carrying the contact id, through the
 * app's overlay hook (a history entry, so Back and the overlay's Close both close it).
 */
export function useOpenContactOverlay() {
  const { open } = useOverlays();
  return useCallback((name: ContactOverlayName, contactId?: string) => open(name, contactId ?? true), [open]);
}

/** Closes every contact overlay showing this contact (after it was deleted), in one replace. */
export function useCloseContactOverlays() {
  const navigate = useNavigate();
  return useCallback(
    (contactId: string) =>
      void navigate({
        to: '.',
        search: (prev: Record<string, unknown>) => {
          let next = prev;
          for (const name of ['previewContact', 'editContact', 'deleteContact'] as const) {
            if (contactIdFromFlag(prev[name]) === contactId) next = closeOverlay(next, name);
          }
          return next;
        },
        replace: true,
      } as never),
    [navigate],
  );
}
