import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { AMOUNT_MESSAGES, checkAmount, overBalanceMessage } from '@/lib/wallet';
import * as MESSAGES from '@/lib/message-catalogue';

describe('checkAmount', () => {
  it.each([
    ['25', 'USD', 25],
    ['12.50', 'USD', 12.5],
    [' 1,000.5 ', 'USD', 1000.5],
    ['.5', 'USD', 0.5],
    ['5.', 'USD', 5],
    ['27454', 'SATS', 27454],
  ] as const)('reads %j in %s as %d', (raw, unit, value) => {
    expect(checkAmount(raw, { unit })).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'USD', MESSAGES.fieldRequired],
    ['   ', 'USD', MESSAGES.fieldRequired],
    ['-5', 'USD', AMOUNT_MESSAGES.notPositive],
    ['0', 'USD', AMOUNT_MESSAGES.notPositive],
    ['0.00', 'USD', AMOUNT_MESSAGES.notPositive],
    ['abc', 'USD', AMOUNT_MESSAGES.notANumber],
    ['1e3', 'USD', AMOUNT_MESSAGES.notANumber],
    ['12.345', 'USD', AMOUNT_MESSAGES.tooManyUsdDecimals],
    ['10.5', 'SATS', AMOUNT_MESSAGES.notWholeSats],
    ['1000001', 'USD', AMOUNT_MESSAGES.tooLarge],
    ['NaN', 'USD', AMOUNT_MESSAGES.notANumber],
    ['Infinity', 'USD', AMOUNT_MESSAGES.notANumber],
  ] as const)('refuses %j in %s', (raw, unit, message) => {
    expect(checkAmount(raw, { unit })).toEqual({ ok: false, message });
  });

  it('refuses more than the balance for money going out, and allows exactly the balance', () => {
    expect(checkAmount('117.51', { unit: 'USD', maxUsd: 117.5 })).toEqual({
      ok: false,
      message: overBalanceMessage(117.5),
    });
    expect(overBalanceMessage(117.5)).toBe('The amount is more than your balance of $117.50.');
    expect(checkAmount('117.50', { unit: 'USD', maxUsd: 117.5 })).toEqual({ ok: true, value: 117.5 });
  });

  it('accepts every whole-cent amount up to the maximum and sends the same number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (cents) => {
        const text = (cents / 100).toFixed(2);
        const result = checkAmount(text, { unit: 'USD' });
        expect(result).toEqual({ ok: true, value: Number(text) });
      }),
    );
  });

  it('never accepts a negative number or one with three decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 9 }), (whole, last) => {
        expect(checkAmount(`-${whole}`, { unit: 'USD' }).ok).toBe(false);
        expect(checkAmount(`${whole}.12${last}`, { unit: 'USD' }).ok).toBe(false);
      }),
    );
  });
});
