import type { ComponentType, ReactNode } from 'react';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { ActingAccountRoute } from '@/hooks/acting-account';
import { parseRootSearch } from '@/lib/search';

/**
 * What every route can count on. The frames come from `src/app` (which composes features the
 * routes must not reach into): a route names the frame it needs, the app supplies it.
 */
export interface RouterContext {
  queryClient: QueryClient;
  frames: {
    /** The shell of every page (spec 000 §2.1): progress bar, confirmation dialog, toasts. */
    Shell: ComponentType<{ children: ReactNode }>;
    /** The console's frame: session, acting account, navigation and overlays. */
    Console: ComponentType<{ acting: ActingAccountRoute; children: ReactNode }>;
    /** The light frame of public pages (`/u/…`, `/pay/…`): brand, help, theme; no account actions. */
    Public: ComponentType<{ children: ReactNode }>;
  };
}

function RootLayout() {
  const { frames } = Route.useRouteContext();
  return (
    <frames.Shell>
      <Outlet />
    </frames.Shell>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Typed query parameters of every page; invalid values fall back to their defaults.
  validateSearch: parseRootSearch,
  component: RootLayout,
  notFoundComponent: () => <p>Page not found.</p>,
});
