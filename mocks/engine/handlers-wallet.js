// The wallet: its balance, the pending Lightning invoice, recent transactions and payouts.
// A requested invoice expires an hour after it is made; the seeded one (the contract's example)
// is always served as just made, so a first visit never meets an invoice that has already expired.
import { nextId, providerReturn, refuse, seconds } from './util.js';

const SATS_PER_USD = 1098.16; // the examples' rate: 25 USD = 27,454 sats
const INVOICE_TTL = 3600;

function invoiceOf(ctx) {
  const { wallet } = ctx.state;
  const inv = wallet.pendingInvoice;
  if (!inv) return null;
  if (wallet.pendingInvoiceSeeded) {
    const ttl = Math.max(60, (inv.expiresAt ?? 0) - (inv.createdAt ?? 0)) || INVOICE_TTL;
    const s = seconds(ctx.now());
    return { ...inv, createdAt: s, expiresAt: s + ttl };
  }
  return inv;
}

function newInvoice(ctx, amount, unit) {
  const s = seconds(ctx.now());
  const amountSats = unit === 'USD' ? Math.round(amount * SATS_PER_USD) : Math.round(amount);
  // A believable BOLT 11 text: `lnbc`, the amount, then lower-case bech32 characters.
  const alphabet = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
  let data = '';
  while (data.length < 120) data += alphabet[Math.floor(ctx.random() * alphabet.length)];
  return {
    lnInvoice: `lnbc${amountSats * 10}n1${data}`,
    amount,
    unit,
    amountSats,
    createdAt: s,
    expiresAt: s + INVOICE_TTL,
  };
}

function addTransaction(ctx, tx) {
  ctx.state.wallet.transactions.unshift({
    id: nextId(ctx, 'tx_'),
    status: 'completed',
    timestamp: seconds(ctx.now()),
    ...tx,
  });
}

/** Decimals an amount may have in its unit: cents for US dollars, whole sats. */
const DECIMALS = { USD: 2, SATS: 0, SAT: 0 };

/**
 * The sentence refusing a bad amount, or null for a good one. The contract already refuses
 * zero, negative and non-numbers (422); this adds what it cannot say: more decimals than the
 * unit has, and an unknown unit.
 */
function amountProblem(amount, unit = 'USD') {
  const u = String(unit).toUpperCase();
  if (!(u in DECIMALS)) return `The unit ${unit} is not one of USD or SATS.`;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0)
    return 'The amount must be a number above 0.';
  const places = DECIMALS[u];
  const scaled = amount * 10 ** places;
  if (Math.abs(scaled - Math.round(scaled)) > 1e-6)
    return places === 0 ? 'Amounts in sats are whole numbers.' : `Amounts in ${u} have at most ${places} decimals.`;
  return null;
}

/** Takes `amountUsd` from the balance, or refuses when the balance is short. */
function payOut(ctx, amountUsd, description, message) {
  const { wallet } = ctx.state;
  const problem = amountProblem(amountUsd, 'USD');
  if (problem) return refuse(ctx, problem, [400, 422]);
  if (amountUsd > wallet.balanceUsd + 1e-9)
    return refuse(
      ctx,
      `The amount (${amountUsd.toFixed(2)} USD) is more than the balance (${wallet.balanceUsd.toFixed(2)} USD).`,
      [400, 422],
    );
  wallet.balanceUsd = Math.round((wallet.balanceUsd - amountUsd) * 100) / 100;
  addTransaction(ctx, { type: 'payout', description, amountUsd: -amountUsd });
  return { body: { success: true, message } };
}

export const walletHandlers = {
  getPendingInvoice: (ctx) => ({ body: { success: true, pendingInvoice: invoiceOf(ctx) } }),
  requestInvoice(ctx) {
    const problem = amountProblem(ctx.body.amount, ctx.body.unit ?? 'USD');
    if (problem) return refuse(ctx, problem, [400, 422]);
    const inv = newInvoice(ctx, ctx.body.amount, (ctx.body.unit ?? 'USD').toUpperCase());
    // A payment page (`slug`) is someone else's wallet: the caller's own pending invoice stays.
    if (!ctx.body.slug) {
      ctx.state.wallet.pendingInvoice = inv;
      ctx.state.wallet.pendingInvoiceSeeded = false;
    }
    return { body: { success: true, ...inv } };
  },
  resetPendingInvoice(ctx) {
    ctx.state.wallet.pendingInvoice = null;
    ctx.state.wallet.pendingInvoiceSeeded = false;
    return { body: { success: true, message: 'Pending invoice reset' } };
  },
  provePendingInvoicePaid(ctx) {
    const inv = invoiceOf(ctx);
    if (!inv || inv.lnInvoice !== ctx.body.invoice) return refuse(ctx, 'No such pending invoice', [400, 404, 422]);
    if (inv.expiresAt < seconds(ctx.now())) return refuse(ctx, 'The invoice has expired', [400, 422]);
    const { wallet } = ctx.state;
    const usd = inv.unit === 'USD' ? inv.amount : Math.round((inv.amountSats / SATS_PER_USD) * 100) / 100;
    wallet.balanceUsd = Math.round((wallet.balanceUsd + usd) * 100) / 100;
    addTransaction(ctx, {
      type: 'deposit',
      description: 'Lightning top-up',
      amountUsd: usd,
      amountSats: inv.amountSats,
    });
    wallet.pendingInvoice = null;
    wallet.pendingInvoiceSeeded = false;
    return { body: { success: true, message: 'Payment confirmed', balanceUsd: wallet.balanceUsd } };
  },
  validateInvoice(ctx) {
    const inv = invoiceOf(ctx);
    if (!inv || inv.lnInvoice !== ctx.query.invoice) return undefined; // any other invoice: the example
    return {
      body: {
        success: true,
        valid: inv.expiresAt >= seconds(ctx.now()),
        amountSats: inv.amountSats,
        expiresAt: inv.expiresAt,
      },
    };
  },
  listRecentTransactions: (ctx) => ({
    body: { success: true, transactions: ctx.state.wallet.transactions, balanceUsd: ctx.state.wallet.balanceUsd },
  }),
  /**
   * A card checkout. No provider stands behind the mock: the payment is taken as made at once
   * (the balance and the transactions show it) and the answer sends the user to `successUrl`.
   * The public variant (a payment page's `slug`, no token) pays someone else: nothing changes here.
   */
  createCreditCheckout(ctx) {
    const problem = amountProblem(ctx.body.amount, 'USD');
    if (problem) return refuse(ctx, problem, [400]);
    if (ctx.token && !ctx.body.slug) {
      const { wallet } = ctx.state;
      wallet.balanceUsd = Math.round((wallet.balanceUsd + ctx.body.amount) * 100) / 100;
      addTransaction(ctx, { type: 'deposit', description: 'Card top-up', amountUsd: ctx.body.amount });
    }
    // Card credit is taken by Stripe Checkout (plans go through the other provider, Chargebee).
    const sessionId = `cs_test_${nextId(ctx, '')}`;
    return { body: { success: true, url: providerReturn(ctx.body.successUrl, { session_id: sessionId }) } };
  },
  getReferralRewards(ctx) {
    const { rewards } = ctx.state.wallet;
    const sum = (list) => Math.round(list.reduce((t, r) => t + r.amountUsd, 0) * 100) / 100;
    return {
      body: { success: true, claimableUsd: sum(rewards.filter((r) => !r.claimed)), totalUsd: sum(rewards), rewards },
    };
  },
  claimRewards(ctx) {
    const { wallet } = ctx.state;
    const open = wallet.rewards.filter((r) => !r.claimed);
    const claimedUsd = Math.round(open.reduce((t, r) => t + r.amountUsd, 0) * 100) / 100;
    for (const r of open) r.claimed = true;
    wallet.balanceUsd = Math.round((wallet.balanceUsd + claimedUsd) * 100) / 100;
    if (claimedUsd > 0) addTransaction(ctx, { type: 'reward', description: 'Referral rewards', amountUsd: claimedUsd });
    return { body: { success: true, message: 'Rewards claimed', claimedUsd, balanceUsd: wallet.balanceUsd } };
  },
  requestWithdrawal(ctx) {
    const amount = ctx.state.wallet.balanceUsd;
    if (amount <= 0) return refuse(ctx, 'Insufficient balance', [400, 422]);
    return payOut(ctx, amount, `Lightning withdrawal to ${ctx.body.address}`, 'Withdrawal sent');
  },
  payoutToPaypal: (ctx) =>
    payOut(ctx, ctx.body.amountUsd, `PayPal payout to ${ctx.body.address}`, 'Payout sent to PayPal'),
  payoutToVenmo: (ctx) =>
    payOut(ctx, ctx.body.amountUsd, `Venmo payout to ${ctx.body.address}`, 'Payout sent to Venmo'),
  transferStripeFunds: (ctx) => payOut(ctx, ctx.body.amountUsd, 'Stripe transfer', 'Transfer created'),
};
