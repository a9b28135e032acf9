import { createFileRoute, Outlet, redirect, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { actingRouteOf, prefetchActingAccount } from '@/hooks/acting-account';
import { ensureSession, isSignedOut } from '@/features/session';
import { accountPathOfPathname } from '@/lib/search';
import { RouteError } from '@/components/route-error';

/**
 * The console: every page under /app and /inbox. The account path of the URL is read here, once,
 * into `acting` (the rewrite has folded it into one segment, `/app/org:3001/…`); every route and
 * loader below takes `targetAccountId` from it, and the frame resolves the account itself. A
 * session is put in place first, so loaders never call the server without a token.
 */
export const Route = createFileRoute('/_console')({
  errorComponent: ConsoleError,
  beforeLoad: async ({ location, context, cause }) => {
    // Signed out in this tab (spec 000 §2.1): the sign-in page, not a fresh anonymous session
    // the visitor did not ask for.
    if (isSignedOut()) {
      // The page asked for comes back after signing in (plain /app needs no return address).
      const next = location.publicHref === '/app' ? undefined : location.publicHref;
      throw redirect({ to: '/app/signin', search: { next }, replace: true });
    }
    const token = await ensureSession(context.queryClient);
    const acting = actingRouteOf(accountPathOfPathname(location.pathname));
    if (token && cause === 'enter') {
      // Entering the console, the frame's first calls go out with the session's answer, not after
      // the page's code and the frame have rendered (the frame reads them from the cache; a failure
      // shows there). Not on every navigation inside it, nor on a hovered link's preload.
      prefetchActingAccount(context.queryClient, acting);
    }
    return { acting };
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

/**
 * The console itself failed (no session could be put in place, or the frame could not render):
 * the light frame (brand, help, theme) around the error with Try again. A section's failure never
 * gets here: each page has its own error component (or the router's default, `RouteError`),
 * shown inside the console frame with the sidebar still usable.
 */
function ConsoleError(props: ErrorComponentProps) {
  // The router's own context: a failed beforeLoad leaves this route's context unset.
  const { frames } = useRouter().options.context;
  return (
    <frames.Public>
      <RouteError error={props.error} reset={props.reset} />
    </frames.Public>
  );
}
