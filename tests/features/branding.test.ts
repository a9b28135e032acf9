// @vitest-environment jsdom
import { describe, it, expect } from 'vitest';
import { checkDomainProfile, fetchDomainProfile, helpUrlOf, PRODUCT_HELP_URL } from '@/features/branding';
import { isProductDomain } from '@/features/branding/domain-profile';
import { configuredList } from '@/api/config';
import { useMockApi } from '../harness/mock-api';

const api = useMockApi();

const profile = {
  domain: 'app.bluebirdtelecom.example',
  name: 'Bluebird Telecom',
  supportUrl: 'https://support.bluebirdtelecom.example',
};

describe('white-label domain profile', () => {
  it.each([
    // Normalised by the URL sanitiser.
    [profile, 'https://support.bluebirdtelecom.example/'],
    [{ ...profile, supportUrl: undefined }, PRODUCT_HELP_URL],
    [{ ...profile, supportUrl: 'javascript:alert(1)' }, PRODUCT_HELP_URL],
    [{ ...profile, supportUrl: '  ' }, PRODUCT_HELP_URL],
    [null, PRODUCT_HELP_URL],
  ])('help for %j goes to %s', (p, url) => {
    expect(helpUrlOf(p)).toBe(url);
  });

  it.each([[null], [{}], [{ domain: 'x' }], [{ domain: 'x', name: ' ' }], ['text'], [{ name: 'N' }]])(
    "refuses %j as 'Invalid domain data'",
    (data) => {
      expect(() => checkDomainProfile(data)).toThrow('Invalid domain data');
    },
  );

  it('looks up the visiting host and answers its profile', async () => {
    await expect(fetchDomainProfile('app.bluebirdtelecom.example')).resolves.toEqual(
      expect.objectContaining({ ...profile, accountId: 2001, colors: expect.objectContaining({ primary: '#1d4ed8' }) }),
    );
    expect(api.bodies('lookupDomain')).toEqual([{ domain: 'app.bluebirdtelecom.example' }]);
  });

  it('answers null when the host has no profile (the lookup fails)', async () => {
    await expect(fetchDomainProfile('nobody.example')).resolves.toBeNull();
    expect(api.requests.map((r) => r.operationId)).toEqual(['lookupDomain']);
  });

  it('answers null when the lookup fails on the server', async () => {
    api.prefer('lookupDomain', 'code=500');
    await expect(fetchDomainProfile('app.bluebirdtelecom.example')).resolves.toBeNull();
  });

  it("reports a profile without its data as 'Invalid domain data'", async () => {
    api.override('lookupDomain', () => ({ body: { success: true } }));
    await expect(fetchDomainProfile('x.example')).rejects.toThrow('Invalid domain data');
  });
});

describe("the product's own domain (spec 000 §9)", () => {
  it.each([
    [{ accountId: 1001 }, ['1001', '1002'], true],
    [{ accountId: 1002 }, ['1001', '1002'], true],
    [{ accountId: 1003 }, ['1001', '1002'], false],
    [{}, ['1001', '1002'], false],
    [null, ['1001'], false],
    [{ accountId: 1001 }, [], false],
  ] as const)('%j owned by one of %j: %s', (profile, ids, expected) => {
    expect(isProductDomain(profile, ids)).toBe(expected);
  });

  it('reads the configured ids as a comma-separated list', () => {
    expect(configuredList(' 1001, 1002 ,,')).toEqual(['1001', '1002']);
    expect(configuredList('')).toEqual([]);
    expect(configuredList(undefined)).toEqual([]);
  });
});
