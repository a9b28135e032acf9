// Where a payment provider sends the user back (spec 000 §2.1): the return pages, with what was
// bought and where to continue, and the cancel form's rules.
import * as v from 'valibot';
import { sanitizeUrl } from '../url';

export type PaymentKind = 'plan' | 'credit';
export const PAYMENT_KINDS: readonly PaymentKind[] = ['plan', 'credit'];

export const PAYMENT_SUCCESS_PATH = '/app/paymentSuccess';
export const PAYMENT_CANCEL_PATH = '/app/paymentCancel';
export const PAYOUT_CONNECT_SUCCESS_PATH = '/app/stripePayoutConnectSuccess';
export const PAYOUT_CONNECT_FAILURE_PATH = '/app/stripePayoutConnectFailure';

/** A path on this app to continue at (`/app/org/3001/inbox?premium=true`), or null for anything else. */
export function safeReturnPath(raw: unknown): string | null {
  const clean = sanitizeUrl(raw);
  return clean && clean.startsWith('/') && !clean.startsWith('//') ? clean : null;
}

/** The success and cancel addresses of a checkout, on `origin`, naming what is bought and where to go next. */
export function paymentReturnUrls(
  origin: string,
  kind: PaymentKind,
  returnTo?: string | null,
): { successUrl: string; cancelUrl: string } {
  const params = new URLSearchParams({ kind });
  const back = safeReturnPath(returnTo);
  if (back) params.set('returnTo', back);
  return {
    successUrl: `${origin}${PAYMENT_SUCCESS_PATH}?${params.toString()}`,
    cancelUrl: `${origin}${PAYMENT_CANCEL_PATH}?${params.toString()}`,
  };
}

/** The payout account's return pages. */
export const payoutConnectUrls = (origin: string) => ({
  successUrl: `${origin}${PAYOUT_CONNECT_SUCCESS_PATH}`,
  failureUrl: `${origin}${PAYOUT_CONNECT_FAILURE_PATH}`,
});

/** The reasons offered when cancelling (sent as `reason`; the details say more). */
export const CANCEL_REASONS = [
  'Too expensive',
  'Missing a feature I need',
  'Not using it enough',
  'Switching to another product',
  'Technical problems',
  'Other',
] as const;

export const CANCEL_MESSAGES = {
  reason: 'Choose a reason.',
  detailsTooLong: 'Keep the details under 5,000 characters.',
} as const;

export const cancelSchema = v.object({
  reason: v.picklist(CANCEL_REASONS, CANCEL_MESSAGES.reason),
  details: v.pipe(v.string(), v.maxLength(5000, CANCEL_MESSAGES.detailsTooLong)),
});
export type CancelValues = v.InferOutput<typeof cancelSchema>;
