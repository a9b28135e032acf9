// A card payment made on a public payment page (`/pay/{slug}`), kept apart from the checkout
// rules: the page's route validates its search with it, and route search schemas ship in the
// first download. Its return addresses are with the checkout rules (./checkout), which load later.
/** How a card payment made on a public payment page ended, as its return address says. */
export const PUBLIC_PAYMENT_OUTCOMES = ['success', 'cancel'] as const;
export type PublicPaymentOutcome = (typeof PUBLIC_PAYMENT_OUTCOMES)[number];
