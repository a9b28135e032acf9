import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SessionGate } from '@/features/session';
import { OverlayHost } from '@/app/overlays/overlay-host';
import { AppNavigation } from '@/features/permissions';

/** The extra wrapper of every page under /app (spec 000 §2.1): a session is in place before
 * the page or any overlay asks the server for anything. */
export const Route = createFileRoute('/app')({
  component: () => (
    <SessionGate>
      <AppNavigation />
      <Outlet />
      <OverlayHost />
    </SessionGate>
  ),
});
