import { useCallback } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { closeOverlay, openOverlay, type OverlayName } from '@/lib/search';
import { contactIdFromFlag } from '@/lib/contacts';

export type ContactOverlayName = Extract<
  OverlayName,
  'contacts' | 'createContact' | 'editContact' | 'deleteContact' | 'previewContact'
>;

/** The contact id the overlay's own flag carries (`?editContact=ct_5f2a91`), or null. */
export function useContactIdFlag(name: ContactOverlayName): string | null {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  return contactIdFromFlag(search[name]);
}

/**
 * Opens a contact overlay on top of the stack, its flag carrying the contact id. Like the app's
 * overlay hook it pushes a history entry marked with the overlay's name, so Back and the
 * overlay's Close button both close it.
 */
export function useOpenContactOverlay() {
  const navigate = useNavigate();
  return useCallback(
    (name: ContactOverlayName, contactId?: string) =>
      void navigate({
        to: '.',
        search: (prev: Record<string, unknown>) => openOverlay(prev, name, contactId ?? true),
        state: (prev: Record<string, unknown>) => ({ ...prev, overlayPushed: name }),
      } as never),
    [navigate],
  );
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
