// Renders the real app (router, route tree, frames, overlay registry, query client and the one
// transport) at a URL. The API is answered by the mock engine the test file installs with
// useMockApi() (tests/harness/mock-api.ts).
import { act, configure, render } from '@testing-library/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { getCredentials, setCredentials } from '@/api/credentials';
import { MOCK_TOKEN } from './mock-api';

// A whole-app render loads lazy chunks (frame, overlays) on first use; on a busy two-core machine
// that takes seconds, so the files using this harness wait longer than unit tests do.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

export interface RenderRouteOptions {
  /** The session token held before the app starts (default: the held one, else the harness's). */
  token?: string;
}

/** Renders the app at `url` (public form, e.g. `/app/org/3001?contacts=true`). */
export async function renderRoute(url: string, { token }: RenderRouteOptions = {}) {
  setCredentials({ token: token ?? getCredentials().token ?? MOCK_TOKEN });
  const onInvalidSession = vi.fn();
  const queryClient = createQueryClient({ onInvalidSession });
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createAppRouter(queryClient, { history });
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  });
  return { ...view, router, queryClient, onInvalidSession, history };
}
