import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AppShell } from '@/app/shell';
import { parseRootSearch } from '@/lib/search';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Typed query parameters of every page; invalid values fall back to their defaults.
  validateSearch: parseRootSearch,
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
  notFoundComponent: () => <p>Page not found.</p>,
});
