import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './generated/schema';
import { apiBaseUrl } from './config';
import { getCredentials, type Credentials } from './credentials';
import { ApiError, isFailureEnvelope, messageFromBody } from './errors';

/** Adds `token`, `targetAccountId` and (when held) `adminToken` to the query string,
 * without overriding values the caller set explicitly. */
export function authMiddleware(get: () => Credentials = getCredentials): Middleware {
  return {
    async onRequest({ request }) {
      const { token, adminToken, targetAccountId } = get();
      const url = new URL(request.url);
      const add = (name: string, value: string | number | null) => {
        if (value !== null && value !== '' && !url.searchParams.has(name)) url.searchParams.set(name, String(value));
      };
      add('token', token);
      add('targetAccountId', targetAccountId);
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
    if (error instanceof DOMException && error.name === 'AbortError') return error;
    return new ApiError('network', 0, error instanceof Error ? error.message : 'Network error');
  },
};

function bodySerializer(body: unknown): BodyInit {
  if (body instanceof FormData || body instanceof Blob || typeof body === 'string') return body;
  return JSON.stringify(body);
}

export function createApiClient(
  options: { baseUrl?: string; fetch?: typeof fetch; credentials?: () => Credentials } = {},
) {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? apiBaseUrl,
    referrerPolicy: 'no-referrer',
    bodySerializer,
    // Resolved per call, so a fetch installed later (a test double, a service worker shim) is used.
    fetch: (request: Request) => (options.fetch ?? globalThis.fetch)(request),
  });
  client.use(authMiddleware(options.credentials), errorMiddleware);
  return client;
}

/** The one client of the app: every request, generated hooks included, goes through it. */
export const apiClient = createApiClient();
export type ApiClient = typeof apiClient;
