/** Every failed call reaches the app as one of these: a non-2xx answer, a `success: false`
 * body, or a network failure. Messages never include the request URL (it carries the token). */
export type ApiErrorKind = 'http' | 'envelope' | 'network';

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
