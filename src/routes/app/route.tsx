import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AppFrame } from '@/app/app-frame';

/** Every page under /app gets the app frame: session, navigation and overlays. */
export const Route = createFileRoute('/app')({
  component: () => (
    <AppFrame>
      <Outlet />
    </AppFrame>
  ),
});
