import type { AnyOverlayDefinition } from '@/overlays';

/** The overlays of the billing area (spec 000 §2.2): one `defineOverlay` each, added with their screens. */
export const billingOverlays: readonly AnyOverlayDefinition[] = [];
