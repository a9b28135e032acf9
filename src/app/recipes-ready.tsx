import type { ReactNode } from 'react';
import { AfterPromise } from './after-promise';
import { recipesLoaded } from './system';

/** Renders `children` once every component recipe has loaded (`recipesLoaded`): pages,
 * overlays and the shell's dialogs never show unstyled. */
export function RecipesReady({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <AfterPromise promise={recipesLoaded} fallback={fallback}>
      {children}
    </AfterPromise>
  );
}
