import type { SVGProps } from 'react';
import spriteUrl from './frame-icons.generated.svg?no-inline';

/**
 * The frame's icons (sidebar, top bar, theme switch, the route error), by their lucide names.
 * They are drawn from one SVG sprite of lucide's own shapes (`frame-icons.generated.svg`, kept
 * equal to the installed lucide-react by `tests/components/frame-icon.test.tsx`) rather than
 * lucide-react's components: those put each icon's path data and lucide's React runtime in the
 * first download (3.5 KB gzip), a sprite is one small cached file fetched beside it. Written by
 * hand because lucide ships no sprite for a chosen subset (lucide-static's holds every icon).
 * Screens loaded later keep using lucide-react.
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

export interface FrameIconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'> {
  name: FrameIconName;
  /** Width and height in px, as lucide's `size` (24). */
  size?: number;
}

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
      aria-hidden={rest['aria-label'] ? undefined : true}
      className={['lucide', `lucide-${name}`, className].filter(Boolean).join(' ')}
      {...rest}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
