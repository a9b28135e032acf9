import type { AnyOverlayDefinition } from '@/overlays';

/** The overlays of the command-palette area (spec 000 §2.2): one `defineOverlay` each, added with their screens. */
export const paletteOverlays: readonly AnyOverlayDefinition[] = [];
