import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '@/routeTree.gen';
import { accountPathToInternal, accountPathToPublic, parseSearch, stringifySearch } from '@/lib/search';
import type { RouterContext } from '@/routes/__root';
import { RouteError } from '@/components/route-error';
import { AppShell } from './shell';
import { ConsoleFrame } from './frames/console-frame';
import { PublicFrame } from './frames/public-frame';

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
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // Every search value stays the string of the URL; validators type them.
    parseSearch,
    stringifySearch,
  });
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
