// @vitest-environment jsdom
// startFirstPage: what goes out before React renders anything. The session call only for console
// pages, the code of every matched route, and a failure to load that code is left for the router
// to show (handled here, so no unhandled rejection before the app has started).
import { describe, it, expect, afterEach, vi } from 'vitest';
import { createMemoryHistory } from '@tanstack/react-router';
import type * as SessionModule from '@/features/session';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter, startFirstPage } from '@/app/router';

const ensureSession = vi.hoisted(() => vi.fn<() => Promise<string | null>>());
vi.mock('@/features/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  ensureSession,
}));

afterEach(() => {
  ensureSession.mockReset();
  vi.restoreAllMocks();
});

function routerAt(url: string) {
  const router = createAppRouter(createQueryClient(), { history: createMemoryHistory({ initialEntries: [url] }) });
  const chunks = vi.spyOn(router, 'loadRouteChunk').mockImplementation(() => Promise.resolve());
  return { router, chunks };
}

describe('startFirstPage', () => {
  it.each(['/app', '/app/org/3001/logs', '/inbox'])('asks for a session and the pages’ code on %s', (url) => {
    ensureSession.mockResolvedValue('tmp_1');
    const { router, chunks } = routerAt(url);
    startFirstPage(router);
    expect(ensureSession).toHaveBeenCalledTimes(1);
    expect(ensureSession).toHaveBeenCalledWith(router.options.context.queryClient);
    const ids = chunks.mock.calls.map(([route]) => route.id);
    expect(ids).toContain('/_console');
    expect(ids.length).toBeGreaterThan(2);
  });

  it('asks for the section’s own route on a section page', () => {
    const { router, chunks } = routerAt('/app/org/3001/logs');
    ensureSession.mockResolvedValue('tmp_1');
    startFirstPage(router);
    expect(chunks.mock.calls.map(([route]) => route.id)).toContain('/_console/app/$account/logs');
  });

  it.each(['/u/someone', '/pay/some-link'])('asks for no session on the public page %s', (url) => {
    const { router, chunks } = routerAt(url);
    startFirstPage(router);
    expect(ensureSession).not.toHaveBeenCalled();
    expect(chunks).toHaveBeenCalled();
  });

  it('handles a route chunk that fails to load and a session call that throws', () => {
    const { router, chunks } = routerAt('/app');
    const failures: Promise<void>[] = [];
    chunks.mockImplementation(() => {
      const failed = Promise.reject(new Error('chunk gone'));
      vi.spyOn(failed, 'catch');
      failures.push(failed);
      return failed;
    });
    const session = Promise.reject(new Error('storage exploded'));
    const sessionCaught = vi.spyOn(session, 'catch');
    ensureSession.mockReturnValue(session);
    startFirstPage(router);
    expect(failures.length).toBeGreaterThan(0);
    for (const failed of failures) expect(failed.catch).toHaveBeenCalledTimes(1);
    expect(sessionCaught).toHaveBeenCalledTimes(1);
  });
});
