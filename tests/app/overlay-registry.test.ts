import { describe, it, expect } from 'vitest';
import { OVERLAY_NAMES } from '@/lib/search';
import { OVERLAY_LOADERS, hasOverlayScreen, overlayComponent } from '@/app/overlays/registry';

/**
 * Overlays whose area has not landed show the "not available yet" panel. This list is the
 * honest state of the app: it must shrink (edit it) each time an area registers real screens.
 */
const WAITING_FOR_THEIR_AREA = OVERLAY_NAMES.filter(
  (n) =>
    ![
      'orgAdmin',
      'viewAs',
      'call',
      'calling',
      'callTranscript',
      'contacts',
      'createContact',
      'editContact',
      'deleteContact',
      'previewContact',
    ].includes(n),
);

describe('overlay registry', () => {
  it('registers screens only for known overlay names', () => {
    expect(Object.keys(OVERLAY_LOADERS).filter((n) => !(OVERLAY_NAMES as readonly string[]).includes(n))).toEqual([]);
  });

  it('lists the overlays still waiting for their area', () => {
    expect(OVERLAY_NAMES.filter((n) => !hasOverlayScreen(n))).toEqual(WAITING_FOR_THEIR_AREA);
  });

  it('caches one lazy component per overlay', () => {
    expect(overlayComponent('contacts')).toBe(overlayComponent('contacts'));
    expect(overlayComponent('contacts')).not.toBe(overlayComponent('wallet'));
  });
});
