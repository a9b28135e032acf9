import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** Breakpoints of spec 000 §9 (px): under 550, 768, 1024, 1280, 1536, 1836. */
export const BREAKPOINTS = {
  sm: '550px',
  md: '768px',
  lg: '1024px',
  xl: '1280px',
  '2xl': '1536px',
  '3xl': '1836px',
} as const;

const config = defineConfig({
  // Chakra's default `_dark` condition follows the `dark` class on the document, which the
  // theme state sets (spec 000 §4 "Theme").
  theme: { breakpoints: BREAKPOINTS },
  globalCss: { 'html, body': { bg: 'bg', color: 'fg' } },
});

export const system = createSystem(defaultConfig, config);
