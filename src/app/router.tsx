import { createRouter, type AnyRoute, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '@/routeTree.gen';
import { accountPathToInternal, accountPathToPublic, parseSearch, stringifySearch } from '@/lib/search';
import type { RouterContext } from '@/routes/__root';
import { RouteError } from '@/components/route-error';
import { RoutePending } from '@/components/route-pending';
import { AppShell } from './shell';
import { ConsoleFrame } from './frames/console-frame';
import { PublicFrame } from './frames/public-frame';
import { ensureSession, isSignedOut } from '@/features/session';

/** The frames the app gives its routes (routes name the frame they need; the app supplies it). */
const frames: RouterContext['frames'] = { Shell: AppShell, Console: ConsoleFrame, Public: PublicFrame };

/**
 * Public URLs keep the spec's account path (`/app/org/3001/logs`); inside, the router sees one
 * segment (`/app/org:3001/logs`), so each section is an ordinary typed route under
 * `/app/$account/`. Links are built in the internal form and shown in the public one.
 */
const accountPathRewrite = {
  input: ({ url }: { url: URL }) => {
    const internal = accountPathToInternal(url.pathname);
    if (internal === null) return undefined;
    url.pathname = internal;
    return url;
  },
  output: ({ url }: { url: URL }) => {
    const external = accountPathToPublic(url.pathname);
    if (external === null) return undefined;
    url.pathname = external;
    return url;
  },
};

export function createAppRouter(queryClient: QueryClient, options: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    history: options.history,
    context: { queryClient, frames },
    rewrite: accountPathRewrite,
    pathParamsAllowedCharacters: [':', ','],
    // A route without an error component of its own (and any page that throws while rendering)
    // shows this one in its place, inside its parent's frame: never the router's bare message.
    defaultErrorComponent: RouteError,
    // A page whose loader is still waiting after the pending delay shows this in its place (a
    // route overrides it only to say something more specific).
    defaultPendingComponent: RoutePending,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // Every search value stays the string of the URL; validators type them.
    parseSearch,
    stringifySearch,
  });
}

/**
 * Starts what the first page needs before React renders anything: the code of every route the
 * URL matches (components and loaders, which `vite.config.ts` splits together), and (on console
 * pages) the session call. The router asks for both again when it
 * loads; the query cache and the chunk loader answer those from what is already on its way.
 */
export function startFirstPage(router: ReturnType<typeof createAppRouter>): void {
  const matches = router.matchRoutes(router.latestLocation);
  const routes = new Map<string, AnyRoute>(Object.entries(router.routesById));
  for (const match of matches) {
    const route: AnyRoute | undefined = routes.get(match.routeId);
    // A chunk that fails here fails again, visibly, when the router loads the page.
    if (route) void router.loadRouteChunk(route)?.catch(() => undefined);
  }
  if (matches.some((m) => m.routeId === '/_console') && !isSignedOut()) {
    // A failure here is met again, and shown, when `_console` puts the session in place.
    void ensureSession(router.options.context.queryClient).catch(() => undefined);
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** Query parameters this page owns, which the overlay host must not read as overlay flags. */
    pageParams?: readonly string[];
  }
}
