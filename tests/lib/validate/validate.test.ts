import { describe, it, expect, vi } from 'vitest';
import {
  accountTypeError,
  addAppToCampaign,
  areFormFieldsValid,
  blurFormField,
  createExchangeRateCache,
  createFormField,
  enabledFunctionsKey,
  formatPhoneNumber,
  isLegacyAccount,
  isPersonName,
  isUsPhoneNumber,
  isValidVerificationCode,
  normalizeWebsite,
  pageCount,
  parseFormValue,
  satsToUsd,
  setFormFieldValue,
  usageTimeseries,
  usdToSats,
  validateCampaignPrompt,
  validateFormField,
  verificationCodeToNumber,
  zeroFillUsage,
} from '@/lib/validate';

describe('form-field helper', () => {
  it.each([
    [{ required: true, value: '' }, 'This field is required'],
    [{ required: true, value: null }, 'This field is required'],
    [{ required: true, value: undefined }, 'This field is required'],
    [{ required: true, value: '   ' }, 'This field is required'],
    [{ required: true, value: 'x' }, null],
    [{ required: true, value: 0, type: 'integer' }, null],
    [{ required: true, value: false, type: 'boolean' }, null],
    [{ required: false, value: '' }, null],
  ] as const)('%j → %s', (options, error) => {
    expect(validateFormField(createFormField(options))).toBe(error);
  });

  it.each([
    ['integer', '42', 42],
    ['integer', '42.9', 42],
    ['integer', 7.8, 7],
    ['integer', 'abc', null],
    ['float', '3.25', 3.25],
    ['float', 'x', null],
    ['boolean', 'true', true],
    ['boolean', true, true],
    ['boolean', 'TRUE', false],
    ['boolean', 'false', false],
    ['boolean', 1, false],
    ['string', 12, '12'],
    ['string', null, ''],
  ] as const)('%s parses %j as %j', (type, raw, value) => {
    expect(parseFormValue(type, raw)).toEqual(value);
  });

  it('parses dates', () => {
    expect(parseFormValue('date', '2024-05-01T00:00:00Z')).toEqual(new Date('2024-05-01T00:00:00Z'));
    expect(parseFormValue('date', 'not a date')).toBeNull();
    expect(parseFormValue('date', '')).toBeNull();
  });

  it('runs the validator on the parsed value and shows errors once blurred', () => {
    const validator = (v: unknown): string | null => ((v as number) > 10 ? 'Too big' : null);
    let field = createFormField({ type: 'integer', validator, label: 'Count', required: true });
    field = setFormFieldValue(field, '11');
    expect(field.error).toBeNull();
    field = blurFormField(field);
    expect([field.blurred, field.error]).toEqual([true, 'Too big']);
    field = setFormFieldValue(field, '5');
    expect(field.error).toBeNull();
    field = setFormFieldValue(field, '');
    expect(field.error).toBe('This field is required');
    expect(areFormFieldsValid([field])).toBe(false);
  });
});

describe('verification code', () => {
  it.each([
    ['123456', true],
    [' 123456 ', true],
    [123456, true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
    ['', false],
    [null, false],
  ])('%j → %s', (code, valid) => {
    expect(isValidVerificationCode(code)).toBe(valid);
  });

  it('is sent as a number', () => {
    expect(verificationCodeToNumber('012345')).toBe(12345);
    expect(verificationCodeToNumber('x')).toBeNull();
  });
});

describe('phone numbers', () => {
  it.each([
    ['15551234567', '+1 (555) 123-4567'],
    ['+1 555-123-4567', '+1 (555) 123-4567'],
    ['5551234567', '5551234567'],
    ['+442071234567', '+442071234567'],
    ['', ''],
  ])('%j shows as %j', (phone, shown) => {
    expect(formatPhoneNumber(phone)).toBe(shown);
  });

  it.each([
    ['15551234567', true],
    ['+1 (555) 123-4567', true],
    ['25551234567', false],
    ['5551234567', false],
    ['155512345678', false],
  ])('US number %j → %s', (phone, us) => {
    expect(isUsPhoneNumber(phone)).toBe(us);
  });
});

describe('person names', () => {
  it.each([
    ['John Smith', true],
    ["Mary O'Brien-Jones", true],
    ['José Álvarez', true],
    ['Madonna', true],
    ['John Smith 2', false],
    ['R2D2', false],
    ['UNKNOWN', false],
    ['unknown', false],
    ['RESTRICTED', false],
    ['WIRELESS CALLER', false],
    ['Wireless  Caller', false],
    ['DALLAS TX', false],
    ['Springfield il', false],
    ['', false],
    ['   ', false],
    ['---', false],
    [null, false],
  ])('%j → %s', (name, ok) => {
    expect(isPersonName(name)).toBe(ok);
  });
});

describe('website normalisation', () => {
  it.each([
    ['https://www.Example.com/path?q=1', 'www.example.com'],
    ['example.com', 'example.com'],
    ['http://shop.example.co.uk:8080/', 'shop.example.co.uk:8080'],
    ['  example.org/about  ', 'example.org'],
    ['', ''],
    ['http://', ''],
  ])('%j → %j', (url, host) => {
    expect(normalizeWebsite(url)).toBe(host);
  });
});

describe('legacy accounts and paging', () => {
  it.each([
    [1_692_075_599, true],
    [1_692_075_600, false],
    [1_700_000_000, false],
    [1_692_075_599_000, true],
    ['1692075599', true],
    ['2023-01-01T00:00:00Z', true],
    [undefined, false],
    [null, false],
  ])('timestamp %j legacy → %s', (timestamp, legacy) => {
    expect(isLegacyAccount(timestamp)).toBe(legacy);
  });

  it.each([
    [0, 0],
    [1, 1],
    [20, 1],
    [21, 2],
    [400, 20],
    [-5, 0],
    ['45', 3],
    [undefined, 0],
  ])('pageCount(%j) → %d', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });

  it('account type mismatch', () => {
    expect(accountTypeError({ accountType: 'reseller' }, 'partner')).toBe('Account type does not match');
    expect(accountTypeError({ accountType: 'partner' }, 'partner')).toBeNull();
    expect(accountTypeError(null, 'partner')).toBe('Account type does not match');
  });
});

describe('usage timeseries', () => {
  const results = {
    '03-02-2024': { number: 2, voice: 5 },
    '02-28-2024': { number: 1, tokens: 10, voice: 1, advancedVoice: 0, 'outbound-message': 3, 'inbound-message': 4 },
    'not-a-date': { number: 99 },
  };

  it('zero-fills 30 days from the first date, keyed MM-DD-YYYY and ordered', () => {
    const filled = zeroFillUsage(results);
    const keys = Object.keys(filled);
    expect(keys).toHaveLength(30);
    expect(keys.slice(0, 4)).toEqual(['02-28-2024', '02-29-2024', '03-01-2024', '03-02-2024']);
    expect(keys[29]).toBe('03-28-2024');
    expect(filled['02-29-2024']).toEqual({
      number: 0,
      tokens: 0,
      voice: 0,
      advancedVoice: 0,
      'outbound-message': 0,
      'inbound-message': 0,
    });
    expect(filled['03-02-2024']).toMatchObject({ number: 2, voice: 5, tokens: 0 });
    expect(filled['02-28-2024']).toMatchObject({ tokens: 10, 'inbound-message': 4 });
  });

  it('keeps dates past the 30 days, fills only the current billing period', () => {
    const late = { '01-01-2024': { number: 1 }, '03-15-2024': { number: 2 } };
    expect(Object.keys(zeroFillUsage(late))).toHaveLength(31);
    expect(Object.keys(usageTimeseries(late, 'previous'))).toEqual(['01-01-2024', '03-15-2024']);
    expect(Object.keys(usageTimeseries(late, 'current'))).toHaveLength(31);
    expect(zeroFillUsage({})).toEqual({});
  });
});

describe('exchange-rate cache', () => {
  it('caches for 900 s', async () => {
    let clock = 0;
    const fetchRate = vi.fn(async () => 0.0005);
    const cache = createExchangeRateCache({ fetchRate, now: () => clock });
    expect(await cache.getUsdPerSat()).toBe(0.0005);
    clock = 899_999;
    expect(await cache.getUsdPerSat()).toBe(0.0005);
    expect(fetchRate).toHaveBeenCalledTimes(1);
    clock = 900_000;
    expect(cache.peek()).toBeNull();
    await cache.getUsdPerSat();
    expect(fetchRate).toHaveBeenCalledTimes(2);
  });

  it('falls back to 0.00043 USD per sat on failure or a bad answer, without caching it', async () => {
    const log = vi.fn();
    const failing = createExchangeRateCache({
      fetchRate: async () => Promise.reject(new Error('down')),
      now: () => 0,
      log,
    });
    expect(await failing.getUsdPerSat()).toBe(0.00043);
    expect(log).toHaveBeenCalled();
    const bad = createExchangeRateCache({ fetchRate: async () => 'nope', now: () => 0 });
    expect(await bad.getUsdPerSat()).toBe(0.00043);
    expect(bad.peek()).toBeNull();
    const wrapped = createExchangeRateCache({ fetchRate: async () => ({ satToUsd: 0.0006 }), now: () => 0 });
    expect(await wrapped.getUsdPerSat()).toBe(0.0006);
  });

  it('shares one fetch between concurrent callers', async () => {
    const fetchRate = vi.fn(async () => 0.0004);
    const cache = createExchangeRateCache({ fetchRate, now: () => 0 });
    await Promise.all([cache.getUsdPerSat(), cache.getUsdPerSat()]);
    expect(fetchRate).toHaveBeenCalledTimes(1);
  });

  it('converts sats and USD', () => {
    expect(satsToUsd(1000)).toBeCloseTo(0.43);
    expect(usdToSats(0.43)).toBe(1000);
  });
});

describe('campaign checks', () => {
  it.each([
    [{ agentInstructions: 'Be nice' }, null],
    [{ agentInstructions: '' }, 'Please enter a prompt.'],
    [{ agentInstructions: '   ' }, 'Please enter a prompt.'],
    [{}, 'Please enter a prompt.'],
    [null, 'Please enter a prompt.'],
  ])('prompt %j → %s', (campaign, error) => {
    expect(validateCampaignPrompt(campaign)).toBe(error);
  });

  it('an app needs appId and version, else the error is only logged; duplicates by appId are ignored', () => {
    const log = vi.fn();
    const apps = [{ appId: 'crm', version: '1' }];
    expect(addAppToCampaign(apps, { appId: 'cal', version: '2' }, log)).toEqual([
      ...apps,
      { appId: 'cal', version: '2' },
    ]);
    expect(addAppToCampaign(apps, { appId: 'crm', version: '9' }, log)).toEqual(apps);
    expect(log).not.toHaveBeenCalled();
    expect(addAppToCampaign(apps, { appId: 'cal', version: '' }, log)).toEqual(apps);
    expect(addAppToCampaign(apps, { version: '1' } as { appId?: string; version: string }, log)).toEqual(apps);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith('App must have appId and version');
  });

  it('logs through console.warn by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    addAppToCampaign([], { appId: 'x' });
    expect(warn).toHaveBeenCalledWith('App must have appId and version');
  });

  it('enabledFunctions are keyed appId:version', () => {
    expect(enabledFunctionsKey({ appId: 'crm', version: 2 })).toBe('crm:2');
  });
});
