// The sales account and phone number of support flows (spec 000 §9) are configuration: neither the
// spec nor the reference gives them. Set at build time, they are used; unset or blank, the clearly
// fake placeholders stay.
import { describe, it, expect, afterEach, vi } from 'vitest';
import { configuredText } from '@/api/config';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the sales contact of support flows', () => {
  it('reads VITE_SALES_ACCOUNT_ID and VITE_SALES_PHONE_NUMBER, trimmed', async () => {
    vi.stubEnv('VITE_SALES_ACCOUNT_ID', ' 90210 ');
    vi.stubEnv('VITE_SALES_PHONE_NUMBER', '+14155550100');
    vi.resetModules();
    const constants = await import('@/api/config');
    expect(constants.SALES_ACCOUNT_ID).toBe('90210');
    expect(constants.SALES_PHONE_NUMBER).toBe('+14155550100');
  });

  it('falls back to the placeholders when unset or blank', async () => {
    vi.stubEnv('VITE_SALES_ACCOUNT_ID', '   ');
    vi.stubEnv('VITE_SALES_PHONE_NUMBER', undefined);
    vi.resetModules();
    const constants = await import('@/api/config');
    expect(constants.SALES_ACCOUNT_ID).toBe('placeholder-sales-account');
    expect(constants.SALES_PHONE_NUMBER).toBe('+10000000000');
  });

  it.each([
    [undefined, 'x'],
    ['', 'x'],
    ['  ', 'x'],
    [42, 'x'],
    [' a ', 'a'],
  ])('configuredText(%j) → %j', (raw, expected) => {
    expect(configuredText(raw, 'x')).toBe(expected);
  });
});
