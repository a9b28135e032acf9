/** Every failed call reaches the app as one of these: a non-2xx answer, a `success: false`
 * body, a network failure, no complete answer within the time limit, or a call refused before
 * it is sent (a path value that would address another endpoint). Messages never include the
 * request URL (it carries the token). */
export type ApiErrorKind = 'http' | 'envelope' | 'network' | 'timeout' | 'invalid';

/** The transport's own messages. (src/lib sits above src/api, so they live here, not in
 * src/lib/messages.ts; none of them is a spec catalogue message.) */
export const TRANSPORT_MESSAGES = {
  timeout: 'The server took too long to answer. Check your connection and try again.',
  invalidPath: 'This link does not point to a valid item.',
} as const;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly body: unknown;

  constructor(kind: ApiErrorKind, status: number, message: string, body?: unknown) {
    super(message);
    this.kind = kind;
    this.status = status;
    this.body = body;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** The server's own message when it sent the envelope, else a fallback. */
export function messageFromBody(body: unknown, fallback: string): string {
  if (body && typeof body === 'object' && 'message' in body) {
    const m = (body as { message: unknown }).message;
    if (typeof m === 'string' && m.trim()) return m;
  }
  return fallback;
}

/** True for `{ success: false, ... }` bodies, which are failures even under HTTP 200. */
export function isFailureEnvelope(body: unknown): boolean {
  return (
    !!body && typeof body === 'object' && !Array.isArray(body) && (body as { success?: unknown }).success === false
  );
}
