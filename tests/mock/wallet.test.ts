// The wallet's mock state (mocks/engine/handlers-wallet.js) beyond tests/mock/resources.test.ts:
// the balance in the transactions answer, card top-ups, invoice reset, rewards into the balance,
// payouts refused past the balance, and bad amounts refused with a sentence.
import { describe, it, expect } from 'vitest';
import { call, engine } from './helpers';

type Json = Record<string, unknown>;
const get = <T = Json>(e: ReturnType<typeof engine>, url: string) => call(e, 'GET', url).json as T;
const t = '?token=wallet21';
const balance = (e: ReturnType<typeof engine>) =>
  get<{ balanceUsd: number }>(e, `/api/v1/recentTransactions${t}`).balanceUsd;

describe('wallet state', { timeout: 30_000 }, () => {
  it('answers the balance with the transactions', () => {
    const e = engine();
    expect(balance(e)).toBe(117.5);
    expect(e.violations).toEqual([]);
  });

  it('a card checkout adds the amount and lists a card top-up, then sends the user to the success page', () => {
    const e = engine();
    const successUrl = 'https://app.example/app/paymentSuccess?kind=credit';
    const res = call(e, 'POST', `/api/v1/checkout/vidaCredit${t}`, {
      amount: 20.25,
      currency: 'usd',
      successUrl,
      cancelUrl: 'https://app.example/app/paymentCancel?kind=credit',
    });
    // The mock plays the credit's card provider (Stripe Checkout) returning at once with its session.
    expect(res.json).toMatchObject({
      success: true,
      url: expect.stringMatching(
        /^https:\/\/app\.example\/app\/paymentSuccess\?kind=credit&session_id=cs_test_[0-9a-z]+$/,
      ),
    });
    expect(successUrl).toBe('https://app.example/app/paymentSuccess?kind=credit');
    expect(balance(e)).toBe(137.75);
    const tx = get<{ transactions: Json[] }>(e, `/api/v1/recentTransactions${t}`).transactions;
    expect(tx[0]).toMatchObject({ type: 'deposit', description: 'Card top-up', amountUsd: 20.25 });
    expect(e.violations).toEqual([]);
  });

  it('the public card checkout (slug, no token) changes no wallet', () => {
    const e = engine();
    const res = call(e, 'POST', `/api/v1/checkout/vidaCredit`, {
      amount: 5,
      currency: 'usd',
      slug: 'sunrisedental',
      successUrl: 'https://app.example/app/paymentSuccess',
      cancelUrl: 'https://app.example/app/paymentCancel',
    });
    expect(res.status).toBe(200);
    expect(balance(e)).toBe(117.5);
  });

  it('a requested invoice stays pending until reset', () => {
    const e = engine();
    const inv = call(e, 'POST', `/api/v1/requestInvoice${t}`, { amount: 5000, unit: 'SATS' }).json as Json;
    expect(inv).toMatchObject({ amount: 5000, unit: 'SATS', amountSats: 5000 });
    expect(get<{ pendingInvoice: Json }>(e, `/api/v1/pendingInvoice${t}`).pendingInvoice.lnInvoice).toBe(inv.lnInvoice);
    expect(call(e, 'POST', `/api/v1/resetPendingInvoice${t}`).status).toBe(200);
    expect(get(e, `/api/v1/pendingInvoice${t}`)).toMatchObject({ pendingInvoice: null });
    // A reset invoice can no longer be proven paid.
    const proof = call(e, 'POST', `/api/v1/provePendingInvoicePaid${t}`, {
      preimage: 'b'.repeat(64),
      invoice: inv.lnInvoice,
    });
    expect(proof.status).toBe(400);
    expect(balance(e)).toBe(117.5);
    expect(e.violations).toEqual([]);
  });

  it('claiming rewards moves them into the balance', () => {
    const e = engine();
    const claim = call(e, 'POST', `/api/v1/claimRewards${t}`, { claim: 'all' }).json as Json;
    expect(claim).toMatchObject({ claimedUsd: 25, balanceUsd: 142.5 });
    expect(balance(e)).toBe(142.5);
  });

  it('a withdrawal lowers the balance; a larger one is refused naming the problem', () => {
    const e = engine();
    const over = call(e, 'POST', `/api/v1/payout/paypal/venmo${t}`, { address: '@maria', amountUsd: 200 });
    expect(over.status).toBe(400);
    expect(over.json).toMatchObject({ message: 'The amount (200.00 USD) is more than the balance (117.50 USD).' });
    expect(call(e, 'POST', `/api/v1/payout/stripe/transferFunds${t}`, { amountUsd: 17.5 }).status).toBe(200);
    expect(balance(e)).toBe(100);
    expect(
      call(e, 'POST', `/api/v1/requestWithdrawal${t}`, { address: 'maria@wallet.example', type: 'ln' }).status,
    ).toBe(200);
    expect(balance(e)).toBe(0);
    expect(
      call(e, 'POST', `/api/v1/requestWithdrawal${t}`, { address: 'maria@wallet.example', type: 'ln' }).status,
    ).toBe(400);
    expect(e.violations).toEqual([]);
  });

  it.each([
    ['a negative amount', -5, 'USD'],
    ['zero', 0, 'USD'],
    ['not a number', 'ten', 'USD'],
  ])('refuses %s with a 4xx', (_what, amount, unit) => {
    const e = engine();
    const res = call(e, 'POST', `/api/v1/requestInvoice${t}`, { amount, unit });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(get(e, `/api/v1/pendingInvoice${t}`)).not.toMatchObject({ pendingInvoice: { amount } });
  });

  it('refuses more decimals than the currency has, with a plain sentence', () => {
    const e = engine();
    const usd = call(e, 'POST', `/api/v1/requestInvoice${t}`, { amount: 1.005, unit: 'USD' });
    expect(usd.status).toBe(400);
    expect(usd.json).toMatchObject({ message: 'Amounts in USD have at most 2 decimals.' });
    const sats = call(e, 'POST', `/api/v1/requestInvoice${t}`, { amount: 10.5, unit: 'SATS' });
    expect(sats.json).toMatchObject({ message: 'Amounts in sats are whole numbers.' });
    const card = call(e, 'POST', `/api/v1/checkout/vidaCredit${t}`, {
      amount: 10.999,
      currency: 'usd',
      successUrl: 'https://app.example/s',
      cancelUrl: 'https://app.example/c',
    });
    expect(card.status).toBe(400);
    const payout = call(e, 'POST', `/api/v1/payout/paypal/paypal${t}`, { address: 'a@b.example', amountUsd: 1.234 });
    expect(payout.status).toBe(400);
    expect(balance(e)).toBe(117.5);
    expect(e.violations).toEqual([]);
  });
});
