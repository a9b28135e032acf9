import { createFileRoute, Outlet } from '@tanstack/react-router';
import { actingRouteOf } from '@/hooks/acting-account';
import { ensureSession } from '@/features/session';
import { accountPathOfPathname } from '@/lib/search';
import { RouteError } from '@/components/route-error';

/**
 * The console: every page under /app and /inbox. The account path of the URL is read here, once,
 * into `acting` (the rewrite has folded it into one segment, `/app/org:3001/…`); every route and
 * loader below takes `targetAccountId` from it, and the frame resolves the account itself. A
 * session is put in place first, so loaders never call the server without a token.
 */
export const Route = createFileRoute('/_console')({
  errorComponent: RouteError,
  beforeLoad: async ({ location, context }) => {
    await ensureSession(context.queryClient);
    return { acting: actingRouteOf(accountPathOfPathname(location.pathname)) };
  },
  component: ConsoleLayout,
});

function ConsoleLayout() {
  const { frames, acting } = Route.useRouteContext();
  return (
    <frames.Console acting={acting}>
      <Outlet />
    </frames.Console>
  );
}
