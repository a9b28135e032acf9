import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  MAX_PAYMENT_AMOUNT,
  formatPaymentAmount,
  invoiceState,
  isValidPaymentSlug,
  isValidUsername,
  parsePaymentAmount,
  safeExternalHref,
} from '@/lib/public-pages';

describe('usernames and slugs in a path', () => {
  it.each([
    ['sunrisedental', true],
    ['sunrise.dental-group_2', true],
    ['a', true],
    ['x'.repeat(100), true],
    ['x'.repeat(101), false],
    ['', false],
    ['.', false],
    ['..', false],
    ['a/b', false],
    ['a?b', false],
    ['a b', false],
    ['maría', false],
    ['%2e%2e', false],
    [42, false],
    [null, false],
  ])('%j → %s', (value, ok) => {
    expect(isValidUsername(value)).toBe(ok);
    expect(isValidPaymentSlug(value)).toBe(ok);
  });
});

describe('links from profile data', () => {
  it.each([
    ['https://www.instagram.com/sunrisedental', 'https://www.instagram.com/sunrisedental'],
    ['  http://sunrisedental.example/book ', 'http://sunrisedental.example/book'],
    ['javascript:alert(1)', null],
    ['JAVASCRIPT:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['//evil.example/x', null],
    ['/book', null],
    ['mailto:maria@sunrisedental.example', null],
    ['', null],
    [undefined, null],
  ])('%j → %s', (value, href) => {
    expect(safeExternalHref(value)).toBe(href);
  });

  it('only ever answers http(s) URLs (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl()), (value) => {
        const href = safeExternalHref(value);
        if (href !== null) expect(href).toMatch(/^https?:\/\//);
      }),
    );
  });
});

describe('payment amounts', () => {
  it.each([
    ['40', 40],
    ['40.5', 40.5],
    ['40.50', 40.5],
    [' 0.01 ', 0.01],
    ['.5', 0.5],
    ['1000000', 1_000_000],
    [25, 25],
    ['0', null],
    ['0.00', null],
    ['-5', null],
    ['1000000.01', null],
    ['40.123', null],
    ['1e3', null],
    ['40,5', null],
    ['abc', null],
    ['', null],
    ['Infinity', null],
    [undefined, null],
  ])('%j → %s', (text, amount) => {
    expect(parsePaymentAmount(text)).toBe(amount);
  });

  it('parses every positive amount in cents back to itself (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_PAYMENT_AMOUNT * 100 }), (cents) => {
        const text = (cents / 100).toFixed(2);
        expect(parsePaymentAmount(text)).toBeCloseTo(cents / 100, 10);
      }),
    );
  });

  it('answers null or a number in (0, 1,000,000] for any text (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const amount = parsePaymentAmount(text);
        if (amount !== null) {
          expect(amount).toBeGreaterThan(0);
          expect(amount).toBeLessThanOrEqual(MAX_PAYMENT_AMOUNT);
        }
      }),
    );
  });

  it.each([
    [25, 'USD', '25.00 USD'],
    [40.5, 'usd', '40.50 USD'],
    [27454, 'SATS', '27454 SATS'],
    [3, '', '3.00 USD'],
  ])('formats %s %s as %s', (amount, unit, text) => {
    expect(formatPaymentAmount(amount, unit)).toBe(text);
  });
});

describe('invoice state', () => {
  it.each([
    [{ expiresAt: 1763703600 }, 1763700000, 'awaiting-payment'],
    [{ expiresAt: 1763703600 }, 1763703599, 'awaiting-payment'],
    [{ expiresAt: 1763703600 }, 1763703600, 'expired'],
    [{ expiresAt: 1763703600 }, 1763800000, 'expired'],
    [{}, 1763800000, 'awaiting-payment'],
    [{ expiresAt: null }, 1763800000, 'awaiting-payment'],
  ] as const)('%j at %s → %s', (invoice, now, state) => {
    expect(invoiceState(invoice, now)).toBe(state);
  });
});
