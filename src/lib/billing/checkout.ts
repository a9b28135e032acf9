// Where a payment provider sends the user back (spec 000 §2.1): the return pages, with what was
// bought and where to continue, and the cancel form's rules.
import * as v from 'valibot';
import { sanitizeUrl } from '../url';

export type PaymentKind = 'plan' | 'credit';

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

/** The return addresses of a card payment on `/pay/{slug}`: back to that public page (never the
 * console, whose pages would read the visitor's own session), saying how it ended. */
export function publicPaymentReturnUrls(origin: string, slug: string): { successUrl: string; cancelUrl: string } {
  const page = `${origin}/pay/${encodeURIComponent(slug)}`;
  return { successUrl: `${page}?payment=success`, cancelUrl: `${page}?payment=cancel` };
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

/** The two card payment providers whose checkouts return to this app (the real product's billing
 * systems, `billingSystemType` stripe or chargebee in ../shared/reference). */
export type CardProvider = 'Stripe' | 'Chargebee';

/** What a provider's return address says about the checkout: who took the payment, its reference
 * and whether it went through. */
export interface ProviderReturn {
  provider: CardProvider;
  reference: string;
  paid: boolean;
}

/** A provider's reference: letters, digits, `_` and `-`, at most 200 (anything else is not shown). */
const REFERENCE = /^[A-Za-z0-9_-]{1,200}$/;
/** The states a Chargebee hosted page returns with; only `succeeded` is a payment. */
export const CHARGEBEE_STATES = ['succeeded', 'cancelled', 'failed'] as const;

/**
 * Reads the provider's own parameters on a payment return page: Stripe's Checkout appends
 * `session_id` (`cs_test_…`/`cs_live_…`), Chargebee's hosted pages `id` and `state`. Null when
 * neither is there (or their values are malformed): the page then says what the app itself knows.
 */
export function readProviderReturn(search: {
  session_id?: unknown;
  id?: unknown;
  state?: unknown;
}): ProviderReturn | null {
  const { session_id: session, id, state } = search;
  if (typeof session === 'string' && /^cs_(test|live)_/.test(session) && REFERENCE.test(session))
    return { provider: 'Stripe', reference: session, paid: true };
  if (
    typeof id === 'string' &&
    REFERENCE.test(id) &&
    typeof state === 'string' &&
    (CHARGEBEE_STATES as readonly string[]).includes(state)
  )
    return { provider: 'Chargebee', reference: id, paid: state === 'succeeded' };
  return null;
}
