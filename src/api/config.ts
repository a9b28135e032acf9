/** Base URL of the API host. In development the Vite dev server proxies `/api` and `/internal`
 * to Prism (or to VITE_API_URL when set), so calls stay same-origin; a production build calls
 * VITE_API_URL directly when it is set, else its own origin. */
const configured = import.meta.env.DEV ? '' : (import.meta.env.VITE_API_URL ?? '');
export const apiBaseUrl: string = configured || (typeof location === 'undefined' ? '' : location.origin);

/** The default time limit of every request, from sending it to the last byte of the answer. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 20_000;

/** A positive whole number of milliseconds, else the default. */
export function requestTimeoutFrom(raw: unknown): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : DEFAULT_REQUEST_TIMEOUT_MS;
}

/** The time limit in use: `VITE_REQUEST_TIMEOUT_MS` when set (e.g. for a slow back end),
 * else 20 s. A single client can still be given its own (`createApiClient({ timeoutMs })`). */
export const requestTimeoutMs: number = requestTimeoutFrom(import.meta.env.VITE_REQUEST_TIMEOUT_MS);

/** A value configured at build time (an environment variable), trimmed; `fallback` when unset
 * or blank. */
export const configuredText = (raw: unknown, fallback: string): string =>
  typeof raw === 'string' && raw.trim() ? raw.trim() : fallback;
/** The sales account id and phone number used by support flows (spec §9). Neither the spec nor
 * the reference gives their values: they are configuration, like the API host above
 * (VITE_SALES_ACCOUNT_ID, VITE_SALES_PHONE_NUMBER at build time); unset, clearly fake placeholders
 * that the mock accepts. */
export const SALES_ACCOUNT_ID: string = configuredText(
  import.meta.env.VITE_SALES_ACCOUNT_ID,
  'placeholder-sales-account',
);
export const SALES_PHONE_NUMBER: string = configuredText(import.meta.env.VITE_SALES_PHONE_NUMBER, '+10000000000');

/** The two account ids recognised as the product's own domain (spec §9): a domain profile owned by
 * one of them is the product itself, not a white-label brand. The values are not given by the spec
 * or the reference: configuration (VITE_PRODUCT_DOMAIN_ACCOUNT_IDS, comma-separated, at build
 * time); unset, no domain is recognised so and every domain profile brands the app. */
export const PRODUCT_DOMAIN_ACCOUNT_IDS: readonly string[] = configuredList(
  import.meta.env.VITE_PRODUCT_DOMAIN_ACCOUNT_IDS,
);

/** A comma-separated configured list, trimmed, blanks dropped. */
export function configuredList(raw: unknown): string[] {
  return typeof raw === 'string'
    ? raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
}
