import type { SVGProps } from 'react';

/**
 * The frame's icons (sidebar, top bar, theme switch, the route error), by their lucide names.
 * They are drawn from one SVG sprite of lucide's own shapes (`frame-icons.generated.svg`, kept
 * equal to the installed lucide-react by `tests/components/frame-icon.test.tsx`), which the
 * `frame-icon-sprite` plugin of `vite.config.ts` puts in the page itself, rather than from
 * lucide-react's components: those put each icon's path data and lucide's React runtime in the
 * first download's script (3.5 KB gzip), where the same shapes in the page's markup cost 1.7 KB
 * gzip, draw with the frame and need no script to be compiled. Screens loaded later keep using
 * lucide-react. The sprite is built from lucide-react's own icon data by the test, because the
 * packages that make sprites (lucide-static's holds all 1,600 icons; svgstore and svg-sprite, or
 * unplugin-icons with Iconify's copy of lucide) would each add a second copy of lucide's shapes
 * that could drift from the installed lucide-react used by every other screen.
 */
export const FRAME_ICONS = [
  'house',
  'inbox',
  'users-round',
  'calendar',
  'plug',
  'phone',
  'users',
  'credit-card',
  'wallet',
  'settings',
  'shield-check',
  'book-open',
  'list-checks',
  'code-xml',
  'building-complex', // lucide-react's Building2
  'bot',
  'layout-dashboard',
  'scroll-text',
  'chart-column',
  'circle-question-mark',
  'menu',
  'panel-left-close',
  'panel-left-open',
  'search',
  'moon',
  'sun',
  'circle-exclamation-point', // CircleAlert
] as const;

export type FrameIconName = (typeof FRAME_ICONS)[number];

interface FrameIconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'> {
  name: FrameIconName;
  /** Width and height in px, as lucide's `size` (24). */
  size?: number;
}

/** Labelled as lucide-react sees it: an aria attribute, a role or a title makes the icon announced. */
const isLabelled = (props: object) =>
  Object.entries(props).some(
    ([key, value]) => value != null && (key.startsWith('aria-') || key === 'role' || key === 'title'),
  );

/** One of the frame's icons, with lucide's default attributes (decorative unless labelled). */
export function FrameIcon({ name, size = 24, strokeWidth = 2, className, ...rest }: FrameIconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={isLabelled(rest) ? undefined : true}
      className={['lucide', `lucide-${name}`, className].filter(Boolean).join(' ')}
      {...rest}
    >
      <use href={`#${name}`} />
    </svg>
  );
}
