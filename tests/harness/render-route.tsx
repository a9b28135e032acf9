// Renders the real app (router, route tree, frames, overlay registry, query client and the one
// transport) at a URL, with the API answered by a table instead of the network.
import { act, configure, render } from '@testing-library/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { getCredentials, setCredentials } from '@/api/credentials';
import { stubApi, type Answers } from './stub-api';

// A whole-app render loads lazy chunks (frame, overlays) on first use; on a busy two-core machine
// that takes seconds, so the files using this harness wait longer than unit tests do.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

export interface RenderRouteOptions {
  /** Answers by `METHOD /path` (see stubApi); unanswered calls get a 404 envelope. Without
   * answers, a fetch stub installed by the test itself is used. */
  answers?: Answers;
  /** The session token held before the app starts (default: the held one, else 'tok'). */
  token?: string;
}

/** Renders the app at `url` (public form, e.g. `/app/org/3001?contacts=true`). */
export async function renderRoute(url: string, { answers, token }: RenderRouteOptions = {}) {
  setCredentials({ token: token ?? getCredentials().token ?? 'tok' });
  const api = answers ? stubApi(answers) : { requests: [] as Request[], fetchMock: undefined };
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
  return { ...view, ...api, router, queryClient, onInvalidSession, history };
}

/** The query parameters of the requests made to `path` so far. */
export const paramsOf = (requests: readonly Request[], path: string) =>
  requests.filter((r) => new URL(r.url).pathname === path).map((r) => new URL(r.url).searchParams);
