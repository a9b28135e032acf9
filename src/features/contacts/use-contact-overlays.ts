import { useCallback } from 'react';
import { useOverlays } from '@/overlays';
import { contactIdFromFlag } from '@/lib/contacts';
import type { OverlayName } from '@/lib/search';

export type ContactOverlayName = Extract<
  OverlayName,
  'contacts' | 'createContact' | 'editContact' | 'deleteContact' | 'previewContact'
>;

const SHOWING_ONE: ReadonlySet<OverlayName> = new Set(['previewContact', 'editContact', 'deleteContact']);

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
  const { closeWhere } = useOverlays();
  return useCallback(
    (contactId: string) => closeWhere((name, value) => SHOWING_ONE.has(name) && contactIdFromFlag(value) === contactId),
    [closeWhere],
  );
}
