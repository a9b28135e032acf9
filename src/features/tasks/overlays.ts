import type { AnyOverlayDefinition } from '@/overlays';

/** The overlays of the tasks area (spec 000 §2.2): one `defineOverlay` each, added with their screens. */
export const taskOverlays: readonly AnyOverlayDefinition[] = [];
