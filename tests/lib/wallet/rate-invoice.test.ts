import { describe, it, expect } from 'vitest';
import {
  FALLBACK_RATE,
  RATE_FRESH_MS,
  countdownSentence,
  formatCountdown,
  invoiceLife,
  isLightningDestination,
  loadRate,
  rateOf,
  rateStaleTime,
  satsFromUsd,
  secondsLeft,
  sortTransactions,
  transactionKind,
} from '@/lib/wallet';

describe('the exchange rate', () => {
  it('reads satToUsd, and anything unusable gives the fallback 0.00043 marked as an estimate', () => {
    expect(rateOf({ success: true, satToUsd: 0.00091 })).toEqual({ usdPerSat: 0.00091, estimate: false });
    for (const bad of [null, {}, { satToUsd: 0 }, { satToUsd: -1 }, { satToUsd: 'x' }, { satToUsd: 2 }])
      expect(rateOf(bad)).toEqual({ usdPerSat: 0.00043, estimate: true });
  });
  it('a failed call gives the fallback instead of throwing', async () => {
    await expect(loadRate(() => Promise.reject(new Error('500')))).resolves.toBe(FALLBACK_RATE);
  });
  it('stays fresh 900 s when the server gave it, a minute when it is the fallback', () => {
    expect(RATE_FRESH_MS).toBe(900_000);
    expect(rateStaleTime({ usdPerSat: 0.0009, estimate: false })).toBe(900_000);
    expect(rateStaleTime(FALLBACK_RATE)).toBe(60_000);
  });
  it('converts USD to whole sats', () => {
    expect(satsFromUsd(25, { usdPerSat: 0.00043, estimate: true })).toBe(58140);
  });
});

describe('the invoice countdown', () => {
  const invoice = { expiresAt: 1_000_000 };
  it.each([
    [1_000_000_000 - 3_600_000, 3600, '1:00:00', 'open'],
    [1_000_000_000 - 61_000, 61, '1:01', 'open'],
    [1_000_000_000 - 59_000, 59, '0:59', 'expiring'],
    [1_000_000_000, 0, '0:00', 'expired'],
    [1_000_000_000 + 5000, 0, '0:00', 'expired'],
  ])('at %d ms: %d s left, %s, %s', (now, left, clock, life) => {
    expect(secondsLeft(invoice, now)).toBe(left);
    expect(formatCountdown(left)).toBe(clock);
    expect(invoiceLife(left)).toBe(life);
  });
  it('says it in words a minute at a time', () => {
    expect(countdownSentence(3599)).toBe('Expires in 59 minutes');
    expect(countdownSentence(60)).toBe('Expires in 1 minute');
    expect(countdownSentence(30)).toBe('Expires in less than a minute');
    expect(countdownSentence(0)).toBe('This invoice has expired');
    expect(secondsLeft({}, 0)).toBeNull();
  });
});

describe('withdraw destinations and transactions', () => {
  it('knows a Lightning address or invoice', () => {
    expect(isLightningDestination('maria@wallet.example')).toBe(true);
    expect(isLightningDestination('lnbc250u1pqqqqqqqqqqqqqqqqqqqqqqqqqq')).toBe(true);
    expect(isLightningDestination('maria')).toBe(false);
    expect(isLightningDestination('http://x')).toBe(false);
  });
  it('sorts by a column, ties keeping the server order', () => {
    const list = [
      { id: 'a', type: 'deposit', amountUsd: 25, timestamp: 3 },
      { id: 'b', type: 'charge', amountUsd: -12.4, timestamp: 2 },
      { id: 'c', type: 'payout', amountUsd: -40, timestamp: 1 },
    ];
    expect(sortTransactions(list, 'amountUsd', 'asc').map((t) => t.id)).toEqual(['c', 'b', 'a']);
    expect(sortTransactions(list, 'timestamp', 'desc').map((t) => t.id)).toEqual(['a', 'b', 'c']);
    expect(sortTransactions(list, 'type', 'asc').map((t) => t.id)).toEqual(['b', 'c', 'a']);
    expect(transactionKind('deposit')).toBe('Top-up');
    expect(transactionKind('bonus')).toBe('Bonus');
  });
});
