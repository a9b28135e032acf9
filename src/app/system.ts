import type * as LaterRecipesModule from './recipes';
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { BREAKPOINTS_PX } from '@/lib/constants';
import { withoutUnusedPalettes } from './theme-palettes';
import {
  badgeRecipe,
  breadcrumbSlotRecipe,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  headingRecipe,
  linkRecipe,
  spinnerRecipe,
} from '@chakra-ui/react/theme';
// Chakra's default tokens, imported one by one: its `defaultConfig` would also pull every
// recipe of every component into the first download (see `npm run bench`).
import { globalCss as chakraGlobalCss } from 'chakra-theme-internal/global-css';
import { layerStyles } from 'chakra-theme-internal/layer-styles';
import { animationStyles } from 'chakra-theme-internal/motion-styles';
import { textStyles } from 'chakra-theme-internal/text-styles';
import { semanticColors } from 'chakra-theme-internal/semantic-tokens/colors';
import { semanticRadii } from 'chakra-theme-internal/semantic-tokens/radii';
import { semanticShadows } from 'chakra-theme-internal/semantic-tokens/shadows';
import { animations } from 'chakra-theme-internal/tokens/animations';
import { aspectRatios } from 'chakra-theme-internal/tokens/aspect-ratios';
import { blurs } from 'chakra-theme-internal/tokens/blurs';
import { borders } from 'chakra-theme-internal/tokens/borders';
import { colors } from 'chakra-theme-internal/tokens/colors';
import { cursor } from 'chakra-theme-internal/tokens/cursor';
import { durations } from 'chakra-theme-internal/tokens/durations';
import { easings } from 'chakra-theme-internal/tokens/easings';
import { fontSizes } from 'chakra-theme-internal/tokens/font-sizes';
import { fontWeights } from 'chakra-theme-internal/tokens/font-weights';
import { fonts } from 'chakra-theme-internal/tokens/fonts';
import { keyframes } from 'chakra-theme-internal/tokens/keyframes';
import { letterSpacings } from 'chakra-theme-internal/tokens/letter-spacing';
import { lineHeights } from 'chakra-theme-internal/tokens/line-heights';
import { radii } from 'chakra-theme-internal/tokens/radius';
import { sizes } from 'chakra-theme-internal/tokens/sizes';
import { spacing } from 'chakra-theme-internal/tokens/spacing';
import { zIndices } from 'chakra-theme-internal/tokens/z-indices';

/** Breakpoints of spec 000 §9 (under 550, 768, 1024, 1280, 1536, 1836 px), named the Chakra way. */
export const THEME_BREAKPOINTS = Object.fromEntries(
  Object.entries(BREAKPOINTS_PX).map(([name, px]) => [name, `${px}px`]),
) as { [K in keyof typeof BREAKPOINTS_PX]: string };

/** One primary colour (issue 28 §3): a solid button, the main action of a form or a page, is blue
 * wherever it stands without each screen saying so. A button that names its palette keeps it (red
 * for destructive actions); outline, ghost and subtle buttons stay in the page's neutral palette. */
const primaryButtonRecipe = {
  ...buttonRecipe,
  variants: {
    ...buttonRecipe.variants,
    variant: {
      ...buttonRecipe.variants?.variant,
      // Hover and open darken the colour rather than thin it (Chakra's `solid/90`): white on a
      // thinned blue falls under 4.5:1 (axe measured 4.31), on a darkened one it stays above 5:1.
      solid: {
        ...buttonRecipe.variants?.variant?.solid,
        colorPalette: 'blue',
        _hover: { bg: 'color-mix(in srgb, {colors.colorPalette.solid} 85%, black)' },
        _expanded: { bg: 'color-mix(in srgb, {colors.colorPalette.solid} 85%, black)' },
      },
    },
  },
};

/** The app's own layer styles, beside Chakra's: the bordered surfaces its screens draw (a page's
 * panels and cards, the inbox's frame). Padding and layout stay with each screen. */
const appLayerStyles = {
  /** A bordered, rounded surface on the page (bg.panel follows light and dark). */
  panel: { value: { borderWidth: '1px', borderColor: 'border', borderRadius: 'l3', bg: 'bg.panel' } },
  /** The same surface set back from the page: a chat log, a note beside the content. */
  'panel.subtle': { value: { borderWidth: '1px', borderColor: 'border', borderRadius: 'l3', bg: 'bg.subtle' } },
};

/** Chakra's default look, with only the recipes of the components the app uses: those of the
 * frame and the first page here, the others in `./recipes` (add a component's recipe there when a
 * screen starts using it). Chakra's `_dark` condition follows
 * the `dark` class on the document, which the theme state sets (spec 000 §4 "Theme"). */
const theme = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...chakraGlobalCss,
    'html, body': { bg: 'bg', color: 'fg' },
    // A visually hidden header (position: absolute) inside a table that scrolls sideways would
    // otherwise be placed against the page and widen it on a phone: the table holds it.
    table: { position: 'relative' },
  },
  theme: {
    breakpoints: THEME_BREAKPOINTS,
    keyframes,
    tokens: {
      aspectRatios,
      animations,
      blurs,
      borders,
      colors: withoutUnusedPalettes(colors),
      durations,
      easings,
      fonts,
      fontSizes,
      fontWeights,
      letterSpacings,
      lineHeights,
      radii,
      spacing,
      sizes,
      zIndex: zIndices,
      cursor,
    },
    semanticTokens: { colors: withoutUnusedPalettes(semanticColors), shadows: semanticShadows, radii: semanticRadii },
    // The recipes of the first page and the frame; the others load right after it (`./recipes`).
    recipes: {
      badge: badgeRecipe,
      button: primaryButtonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
    },
    textStyles,
    layerStyles: { ...layerStyles, ...appLayerStyles },
    animationStyles,
  },
});

type AppSystem = ReturnType<typeof createSystem>;
type Recipes = NonNullable<NonNullable<typeof theme.theme>['recipes']>;
type SlotRecipes = NonNullable<NonNullable<typeof theme.theme>['slotRecipes']>;
type LaterRecipes = typeof LaterRecipesModule;

let later: LaterRecipes | null = null;
let made: AppSystem | null = null;
let themeOf: { recipes: Recipes; slotRecipes: SlotRecipes } | null = null;

const addLaterRecipes = () => {
  if (!later || !themeOf) return;
  Object.assign(themeOf.recipes, later.recipes);
  Object.assign(themeOf.slotRecipes, later.slotRecipes);
};

/** Chakra's system for the app's theme, as Chakra makes it (its global CSS included): what
 * `getSystem` adapts, and what `tests/app/global-css.test.ts` makes the global stylesheet from. */
export function createBaseSystem(): AppSystem {
  // The configs as two arguments: createSystem merges them itself (merging first as well made it
  // a quarter slower, the largest piece of work of the first render).
  return createSystem(defaultBaseConfig, theme);
}

/**
 * The app's Chakra system, made on first use rather than when this module loads: building it
 * (the token dictionary) is the largest piece of work before the first render, and `main.tsx`
 * builds it in a task of its own, after the session call and the first page's code have gone out.
 */
export function getSystem(): AppSystem {
  if (made) return made;
  const base = createBaseSystem();
  const current = base._config.theme as { recipes: Recipes; slotRecipes: SlotRecipes };
  themeOf = current;
  addLaterRecipes();

  // Chakra caches a recipe's function on first use, also when the recipe is missing (an empty
  // one). These lookups cache only recipes that exist, so a recipe registered later (into the same
  // tables) applies.
  const lookUp = <R extends object, F>(table: Record<string, R | undefined>, make: (recipe: R) => F) => {
    const cache = new Map<string, F>();
    return (key: string, fallback?: R): F => {
      const recipe = table[key];
      if (!recipe) return make(fallback ?? ({} as R));
      let fn = cache.get(key);
      if (!fn) cache.set(key, (fn = make(recipe)));
      return fn;
    };
  };
  const overrides = {
    // The reset, the global styles and the tokens' CSS variables are a stylesheet of the page
    // (`./global.generated.css`), not styles Emotion makes while the app starts.
    _global: [],
    getRecipeFn: lookUp(current.recipes, base.cva),
    getSlotRecipeFn: lookUp(current.slotRecipes, base.sva),
  } satisfies Partial<AppSystem>;
  // A copy that keeps the other getters unread: the production build makes Chakra's own `_global`
  // lazy (`chakraLazyGlobalCss` in vite.config.ts), and reading it would build that CSS after all.
  // Nothing in the app calls the system's CSS makers either: in a production build
  // `getPreflightCss` throws (Chakra's reset is left out) and `getGlobalCss` gives the keyframes
  // without their steps and no global styles (`chakra-css-only`); the stylesheet has all three.
  made = Object.defineProperties({} as AppSystem, {
    ...Object.getOwnPropertyDescriptors(base),
    ...Object.getOwnPropertyDescriptors(overrides),
  });
  return made;
}

/**
 * The recipes of the other components (tables, forms, dialogs, menus, toasts…), loaded as soon
 * as the app starts, but not as part of the first download. Pages, overlays and the shell's
 * dialogs render behind `RecipesReady` (`./recipes-ready`), so none shows unstyled.
 */
export const recipesLoaded: Promise<void> = import('./recipes').then(
  (m) => {
    later = m;
    addLaterRecipes();
  },
  () => {
    // The chunk could not load (offline, a new deployment): the app goes on with the frame's
    // recipes rather than showing nothing.
  },
);
