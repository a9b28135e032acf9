import { sanitizeUrl } from '../url';
/** Rules of the public pages that need no sign-in (spec 000 §1, §2.1): the profile page by
 * username and invoice payment by slug. Pure: validation of the path values, safe links, amount
 * parsing and the state of a requested Lightning invoice. */
import { isHttpUrl } from '../native';

const USERNAME = /^[A-Za-z0-9_.-]{1,100}$/;
const SLUG = /^[A-Za-z0-9_.-]{1,100}$/;
const ONLY_DOTS = /^\.+$/;

/** A username as the contract allows it in a path (letters, digits, `_`, `.`, `-`; at most 100),
 * and not `.` or `..`, which a URL would resolve away. */
export function isValidUsername(value: unknown): value is string {
  return typeof value === 'string' && USERNAME.test(value) && !ONLY_DOTS.test(value);
}

/** A payment slug that can be looked up (same character set as usernames, at most 100). */
export function isValidPaymentSlug(value: unknown): value is string {
  return typeof value === 'string' && SLUG.test(value) && !ONLY_DOTS.test(value);
}

/** The href to link user-supplied URLs with: only absolute http(s) URLs, else null
 * (no `javascript:`, `data:` or relative links from profile data). */
export function safeExternalHref(value: unknown): string | null {
  const url = sanitizeUrl(value);
  // Profile data links out: an app-relative path is not a link the owner meant.
  return url && isHttpUrl(url) ? url : null;
}

/** The largest amount the invoice call accepts. */
export const MAX_PAYMENT_AMOUNT = 1_000_000;
/** The default unit of wallet amounts (spec 000 §9). */
export const DEFAULT_PAYMENT_UNIT = 'USD';

const AMOUNT = /^(?:\d+(?:\.\d{1,2})?|\.\d{1,2})$/;

/** An amount typed by the payer: a positive decimal with at most two decimals, at most
 * 1,000,000, answered as the floating-point number sent to the server; null when invalid. */
export function parsePaymentAmount(text: unknown): number | null {
  if (typeof text !== 'string' && typeof text !== 'number') return null;
  const raw = String(text).trim();
  if (!AMOUNT.test(raw)) return null;
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 && value <= MAX_PAYMENT_AMOUNT ? value : null;
}

/** An amount with its unit, e.g. `40.00 USD`; whole sats have no decimals. */
export function formatPaymentAmount(amount: number, unit: string = DEFAULT_PAYMENT_UNIT): string {
  const u = unit.trim().toUpperCase() || DEFAULT_PAYMENT_UNIT;
  const digits = u === 'SAT' || u === 'SATS' ? 0 : 2;
  return `${amount.toFixed(digits)} ${u}`;
}

export type InvoiceState = 'awaiting-payment' | 'expired';

/** A requested invoice waits for payment until its expiry (epoch seconds), then it is expired.
 * Without an expiry it is taken as awaiting payment. */
export function invoiceState(invoice: { expiresAt?: number | null }, nowSeconds: number): InvoiceState {
  const { expiresAt } = invoice;
  return typeof expiresAt === 'number' && Number.isFinite(expiresAt) && nowSeconds >= expiresAt
    ? 'expired'
    : 'awaiting-payment';
}

export const INVOICE_STATE_LABELS: Readonly<Record<InvoiceState, string>> = {
  'awaiting-payment': 'Awaiting payment',
  expired: 'Expired',
};
