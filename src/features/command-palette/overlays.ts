import { defineOverlay, type AnyOverlayDefinition } from '@/overlays';

const load = () => import('./palette-overlay');

/** The overlays of the command-palette area (spec 000 §2.2): `search` (everything) and
 * `accountSearch` (accounts only) open the same palette; Ctrl+K / ⌘K opens `search`. */
export const paletteOverlays: readonly AnyOverlayDefinition[] = [
  defineOverlay({ name: 'search', title: 'Search', load }),
  defineOverlay({ name: 'accountSearch', title: 'Search accounts', load }),
];
