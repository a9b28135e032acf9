import { Suspense, use, type ReactNode } from 'react';
import { recipesLoaded } from './system';

function Gate({ children }: { children: ReactNode }) {
  use(recipesLoaded);
  return children;
}

/** Renders `children` once every component recipe has loaded (`recipesLoaded`): pages,
 * overlays and the shell's dialogs never show unstyled. */
export function RecipesReady({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
