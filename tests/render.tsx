// Testing Library helpers: render inside the app's providers with a fresh QueryClient,
// and answer the app's API calls from a table instead of the network.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';

export function renderWithProviders(ui: ReactElement) {
  const onInvalidSession = vi.fn();
  const queryClient = createQueryClient({ onInvalidSession });
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return { queryClient, onInvalidSession, ...render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>) };
}

export type Answer = { status?: number; body: unknown };
/** Stubs global fetch; `answers` maps `METHOD /path` to an answer or a function of the request. */
export function stubApi(answers: Record<string, Answer | ((req: Request) => Answer)>) {
  const requests: Request[] = [];
  const fetchMock = vi.fn(async (req: Request) => {
    requests.push(req);
    const url = new URL(req.url);
    const entry = answers[`${req.method} ${url.pathname}`];
    const answer = typeof entry === 'function' ? entry(req) : entry;
    if (!answer)
      return new Response(JSON.stringify({ success: false, message: 'Not found' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}
