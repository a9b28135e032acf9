import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './generated/schema';
import { apiBaseUrl, requestTimeoutMs } from './config';
import { getCredentials, type Credentials } from './credentials';
import { ApiError, TRANSPORT_MESSAGES, isFailureEnvelope, messageFromBody } from './errors';

/** The abort reason of a request that ran out of time (mapped to ApiError kind 'timeout'). */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(TRANSPORT_MESSAGES.timeout);
  }
}

/** Statuses whose Response may not carry a body. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * Runs `fetchImpl` under a time limit that covers the whole exchange: the answer's headers and
 * its complete body (read here, so a server that stalls mid-body also times out). The request's
 * own signal (the caller's AbortSignal, e.g. React Query's on unmount) still aborts it; a timeout
 * aborts the request with a RequestTimeoutError. setTimeout (not AbortSignal.timeout) so that
 * tests can drive it with fake timers.
 */
export function withTimeout(
  fetchImpl: (request: Request) => Promise<Response>,
  timeoutMs: number,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const outer = request.signal;
    // Aborted before it started: nothing is sent, as with fetch itself.
    if (outer.aborted) throw outer.reason ?? new DOMException('The operation was aborted.', 'AbortError');
    const controller = new AbortController();
    const forward = () => controller.abort(outer.reason);
    outer.addEventListener('abort', forward, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new RequestTimeoutError(timeoutMs));
    }, timeoutMs);
    // A timer alone cannot end a fetch that ignores its signal (a hung test double, an old
    // polyfill): the race makes the time limit hold whatever the fetch does.
    const expired = new Promise<never>((_, reject) =>
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true }),
    );
    expired.catch(() => undefined);
    try {
      const response = await Promise.race([
        fetchImpl(
          // A Request rebuilt with an init resets its referrer policy: keep the caller's.
          new Request(request, { signal: controller.signal, referrerPolicy: request.referrerPolicy }),
        ),
        expired,
      ]);
      const body = NULL_BODY_STATUSES.has(response.status)
        ? null
        : await Promise.race([response.arrayBuffer(), expired]);
      return new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    } catch (error) {
      if (timedOut) throw new RequestTimeoutError(timeoutMs);
      throw error;
    } finally {
      clearTimeout(timer);
      outer.removeEventListener('abort', forward);
    }
  };
}

/** Adds `token` and (when held) `adminToken` to the query string (the acting account's
 * `targetAccountId` is always passed explicitly by the call, so it is part of its query key),
 * without overriding values the caller set explicitly. */
export function authMiddleware(get: () => Credentials = getCredentials): Middleware {
  return {
    async onRequest({ request }) {
      const { token, adminToken } = get();
      const url = new URL(request.url);
      const add = (name: string, value: string | number | null) => {
        if (value !== null && value !== '' && !url.searchParams.has(name)) url.searchParams.set(name, String(value));
      };
      add('token', token);
      add('adminToken', adminToken);
      if (url.href === request.url) return undefined;
      // Rebuild explicitly (not `new Request(url, request)`, which some Request implementations
      // mishandle): method, headers, body and signal carry over unchanged.
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      return new Request(url, {
        method: request.method,
        headers: request.headers,
        body: hasBody ? await request.arrayBuffer() : undefined,
        signal: request.signal,
        referrerPolicy: request.referrerPolicy,
        credentials: request.credentials,
        redirect: request.redirect,
      });
    },
  };
}

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await response.clone().json();
  } catch {
    return undefined;
  }
}

/** Turns non-2xx answers and `success: false` bodies into an ApiError. */
export const errorMiddleware: Middleware = {
  async onResponse({ response }) {
    const body = await readBody(response);
    if (!response.ok) {
      throw new ApiError(
        'http',
        response.status,
        messageFromBody(body, response.statusText || `HTTP ${response.status}`),
        body,
      );
    }
    if (isFailureEnvelope(body)) {
      throw new ApiError('envelope', response.status, messageFromBody(body, 'Request failed'), body);
    }
    return undefined;
  },
  onError({ error }) {
    if (error instanceof ApiError) return error;
    if (error instanceof RequestTimeoutError) return new ApiError('timeout', 0, TRANSPORT_MESSAGES.timeout);
    if (error instanceof DOMException && error.name === 'AbortError') return error;
    return new ApiError('network', 0, error instanceof Error ? error.message : 'Network error');
  },
};

function bodySerializer(body: unknown): BodyInit {
  if (body instanceof FormData || body instanceof Blob || typeof body === 'string') return body;
  return JSON.stringify(body);
}

export function createApiClient(
  options: { baseUrl?: string; fetch?: typeof fetch; credentials?: () => Credentials; timeoutMs?: number } = {},
) {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? apiBaseUrl,
    referrerPolicy: 'no-referrer',
    bodySerializer,
    // Resolved per call, so a fetch installed later (a test double, a service worker shim) is used.
    fetch: withTimeout(
      (request: Request) => (options.fetch ?? globalThis.fetch)(request),
      options.timeoutMs ?? requestTimeoutMs,
    ),
  });
  client.use(authMiddleware(options.credentials), errorMiddleware);
  return client;
}

/** The one client of the app: every request, generated hooks included, goes through it. */
export const apiClient = createApiClient();
export type ApiClient = typeof apiClient;
