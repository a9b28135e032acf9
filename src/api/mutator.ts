// The client by its alias: orval bundles this file only to read its exports, and leaves aliased
// imports out (the client reads import.meta.env, which that bundle would warn about).
import { apiClient } from '@/api/client';
import { ApiError, TRANSPORT_MESSAGES } from './errors';

/** The request config orval's generated functions pass in. */
export interface RequestConfig {
  url: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  params?: Record<string, unknown>;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  responseType?: string;
}

type Method = Parameters<typeof apiClient.request>[0];
type AnyPath = Parameters<typeof apiClient.request>[1];

/** Drops undefined and null values so optional parameters are not sent as "undefined". */
function cleanQuery(params: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!params) return undefined;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) out[k] = v;
  return out;
}

/**
 * True when a generated call's path is safe to send. orval writes every path value as
 * encodeURIComponent(String(value)) (`urlEncodeParameters` in codegen/orval.config.ts), so `/`,
 * `?`, `#`, `%` and spaces cannot leave their segment. Encoding leaves dots alone, and a segment
 * that is `.` or `..` (also written `%2e`) is resolved by every URL parser, which would send the
 * call, with the user's token, to another endpoint; an empty segment would address the parent
 * collection. No contract path has such segments itself, so only a path value can produce one.
 */
export function isSafeRequestPath(url: string): boolean {
  if (!url.startsWith('/')) return false;
  return url
    .slice(1)
    .split('/')
    .every((segment) => segment !== '' && !/^(?:\.|%2e){1,2}$/i.test(segment));
}

/**
 * An answer as the app receives it: the client turns a `success: false` body into an ApiError
 * (client.ts), so a contract answer that may be that failure envelope (the account call's)
 * reaches the app without it.
 */
export type Succeeded<T> = Exclude<T, { success: false }>;

/** orval's mutator: delegates every generated call to the single openapi-fetch client. */
export async function apiRequest<T>(config: RequestConfig): Promise<Succeeded<T>> {
  const { url, method, params, data, headers, signal, responseType } = config;
  if (!isSafeRequestPath(url)) throw new ApiError('invalid', 0, TRANSPORT_MESSAGES.invalidPath);
  const accept = headers?.Accept ?? headers?.accept ?? '';
  const parseAs =
    responseType === 'blob' ? 'blob' : responseType === 'text' || accept.includes('text/csv') ? 'text' : 'json';
  // The path is already interpolated by orval, so the client's typed path table is bypassed here
  // on purpose; the generated function signatures carry the types.
  // openapi-fetch types a request's options as the union of every path's parameters, which no one
  // object satisfies; orval's generated signatures have already typed these, so they are handed
  // over as an untyped record (Object.create(null) is typed `any`), the one untyped step here.
  const init: Parameters<typeof apiClient.request>[2] = Object.assign(Object.create(null), {
    params: { query: cleanQuery(params) },
    body: data,
    headers: data instanceof FormData ? { ...headers, 'Content-Type': null } : headers,
    signal,
    parseAs,
  });
  const result = (await apiClient.request(method.toLowerCase() as Method, url as AnyPath, init)) as {
    data?: unknown;
  };
  return result.data as Succeeded<T>;
}

/** orval uses these to type the errors and bodies of generated hooks. */
export type ErrorType<_E> = ApiError;
export type BodyType<B> = B;
