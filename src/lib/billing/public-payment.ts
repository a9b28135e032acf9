// A card payment made on a public payment page (`/pay/{slug}`), kept apart from the checkout
// rules: the page's route validates its search with it, and route search schemas ship in the
// first download.
/** How a card payment made on a public payment page ended, as its return address says. */
export const PUBLIC_PAYMENT_OUTCOMES = ['success', 'cancel'] as const;
export type PublicPaymentOutcome = (typeof PUBLIC_PAYMENT_OUTCOMES)[number];

/** The return addresses of a card payment on `/pay/{slug}`: back to that public page (never the
 * console, whose pages would read the visitor's own session), saying how it ended. */
export function publicPaymentReturnUrls(origin: string, slug: string): { successUrl: string; cancelUrl: string } {
  const page = `${origin}/pay/${encodeURIComponent(slug)}`;
  return { successUrl: `${page}?payment=success`, cancelUrl: `${page}?payment=cancel` };
}
