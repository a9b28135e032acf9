/**
 * Chakra's colour palettes that no screen and no Chakra recipe of the app draws with. The theme
 * leaves them out (`src/app/system.ts`), and so does the build, from Chakra's token modules
 * themselves (`chakra-unused-palettes` in vite.config.ts: about 0.15 KB gzip of the first download,
 * and their CSS variables in the global stylesheet). `tests/app/theme-palettes.test.ts` fails when
 * code starts using one: take it off this list then.
 */
export const UNUSED_PALETTES = ['cyan', 'whiteAlpha'] as const;
export type UnusedPalette = (typeof UNUSED_PALETTES)[number];

const unused: ReadonlySet<string> = new Set(UNUSED_PALETTES);

/** A colour token table without the unused palettes. */
export function withoutUnusedPalettes<T extends Record<string, unknown>>(tokens: T): Omit<T, UnusedPalette> {
  return Object.fromEntries(Object.entries(tokens).filter(([name]) => !unused.has(name))) as Omit<T, UnusedPalette>;
}
