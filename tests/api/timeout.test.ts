// Every request has a time limit: fake timers drive it, no real waiting.
import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { createApiClient } from '@/api/client';
import { DEFAULT_REQUEST_TIMEOUT_MS, requestTimeoutFrom } from '@/api/config';
import { ApiError, TRANSPORT_MESSAGES } from '@/api/errors';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** A fetch that never answers but stops when its signal aborts, as a real fetch does. */
const hungFetch = (seen: Request[] = []) =>
  vi.fn(
    (request: Request) =>
      new Promise<Response>((_, reject) => {
        seen.push(request);
        request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
      }),
  );

const client = (fetch: (r: Request) => Promise<Response>, timeoutMs?: number) =>
  createApiClient({
    baseUrl: 'http://api.test',
    fetch: fetch as unknown as typeof globalThis.fetch,
    credentials: () => ({ token: 't', adminToken: null, targetAccountId: null }),
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('request time limit', () => {
  it('is 20 s by default', () => {
    expect(DEFAULT_REQUEST_TIMEOUT_MS).toBe(20_000);
  });

  it('turns a hung call into an ApiError of kind timeout after 20 s, and aborts the request', async () => {
    const seen: Request[] = [];
    const pending = client(hungFetch(seen))
      .GET('/api/v1/account')
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(DEFAULT_REQUEST_TIMEOUT_MS - 1);
    expect(seen[0]!.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'timeout', status: 0, message: TRANSPORT_MESSAGES.timeout });
    expect((error as Error).message).not.toMatch(/api\.test|token/);
    expect(seen[0]!.signal.aborted).toBe(true);
  });

  it('also ends a fetch that ignores its signal', async () => {
    const never = vi.fn(() => new Promise<Response>(() => undefined));
    const pending = client(never)
      .GET('/api/v1/account')
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(DEFAULT_REQUEST_TIMEOUT_MS);
    expect(await pending).toMatchObject({ kind: 'timeout' });
  });

  it('covers the body: headers in time but a body that never ends times out', async () => {
    const stalled = vi.fn(
      async () =>
        new Response(new ReadableStream({ start: () => undefined }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    const pending = client(stalled)
      .GET('/api/v1/account')
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(DEFAULT_REQUEST_TIMEOUT_MS);
    expect(await pending).toMatchObject({ kind: 'timeout' });
  });

  it('uses the configured limit', async () => {
    const pending = client(hungFetch(), 500)
      .GET('/api/v1/account')
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(500);
    expect(await pending).toMatchObject({ kind: 'timeout' });
  });

  it('answers in time are unaffected, and their timer is cleared', async () => {
    const fast = vi.fn(async () => json({ id: 1, username: 'u', accountType: 'agent' }));
    const { data } = await client(fast).GET('/api/v1/account');
    expect(data).toMatchObject({ id: 1 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("keeps the caller's abort an abort (not a timeout), and forwards it to the request", async () => {
    const seen: Request[] = [];
    const controller = new AbortController();
    const pending = client(hungFetch(seen))
      .GET('/api/v1/account', { signal: controller.signal })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(seen[0]!.signal.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an already aborted caller signal never waits for the timer', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await client(hungFetch())
      .GET('/api/v1/account', { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it.each([
    [undefined, DEFAULT_REQUEST_TIMEOUT_MS],
    ['', DEFAULT_REQUEST_TIMEOUT_MS],
    ['5000', 5000],
    [' 750 ', 750],
    ['0', DEFAULT_REQUEST_TIMEOUT_MS],
    ['-5', DEFAULT_REQUEST_TIMEOUT_MS],
    ['1e3', DEFAULT_REQUEST_TIMEOUT_MS],
    ['abc', DEFAULT_REQUEST_TIMEOUT_MS],
    [1500, 1500],
    [Number.NaN, DEFAULT_REQUEST_TIMEOUT_MS],
  ])('reads the configured limit %j as %i ms', (raw, expected) => {
    expect(requestTimeoutFrom(raw)).toBe(expected);
  });
});
