import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import { BREAKPOINTS_PX } from '@/lib/constants';
import {
  alertSlotRecipe,
  breadcrumbSlotRecipe,
  drawerSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  containerRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  inputRecipe,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  radioGroupSlotRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
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

/** Chakra's default look, with only the recipes of the components the app uses. Add a
 * component's recipe here when a screen starts using it. Chakra's `_dark` condition follows
 * the `dark` class on the document, which the theme state sets (spec 000 §4 "Theme"). */
const theme = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: { ...chakraGlobalCss, 'html, body': { bg: 'bg', color: 'fg' } },
  theme: {
    breakpoints: THEME_BREAKPOINTS,
    keyframes,
    tokens: {
      aspectRatios,
      animations,
      blurs,
      borders,
      colors,
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
    semanticTokens: { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii },
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      drawer: drawerSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      stat: statSlotRecipe,
      table: tableSlotRecipe,
      tag: tagSlotRecipe,
      toast: toastSlotRecipe,
    },
    textStyles,
    layerStyles,
    animationStyles,
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, theme));
