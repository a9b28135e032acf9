import type { ReactNode } from 'react';
import type { OverlayName } from '@/lib/search';
import { SessionGate } from '@/features/session';
import { AppNavigation } from '@/features/permissions';
import { OverlayHost } from './overlays/overlay-host';

/** The extra wrapper of the signed-in pages (spec 000 §2.1): a session is in place before the
 * page or any overlay asks the server for anything; navigation above, overlays on top. */
export function AppFrame({
  children,
  ignoreOverlays,
}: {
  children: ReactNode;
  ignoreOverlays?: readonly OverlayName[];
}) {
  return (
    <SessionGate>
      <AppNavigation />
      {children}
      <OverlayHost ignore={ignoreOverlays} />
    </SessionGate>
  );
}
