// @vitest-environment jsdom
import { describe, it, expect, vi, afterEach } from 'vitest';
import { checkDomainProfile, fetchDomainProfile, helpUrlOf, PRODUCT_HELP_URL } from '@/features/branding';
import { stubApi } from '../render';

afterEach(() => vi.unstubAllGlobals());

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
    const { requests } = stubApi({ 'POST /api/v1/domain/lookup': { body: profile } });
    await expect(fetchDomainProfile('app.bluebirdtelecom.example')).resolves.toEqual(profile);
    expect(await requests[0]!.json()).toEqual({ domain: 'app.bluebirdtelecom.example' });
  });

  it('answers null when the host has no profile (the lookup fails)', async () => {
    stubApi({ 'POST /api/v1/domain/lookup': { status: 404, body: { success: false, message: 'Not found' } } });
    await expect(fetchDomainProfile('localhost')).resolves.toBeNull();
  });

  it("reports a profile without its data as 'Invalid domain data'", async () => {
    stubApi({ 'POST /api/v1/domain/lookup': { body: { success: true } } });
    await expect(fetchDomainProfile('x.example')).rejects.toThrow('Invalid domain data');
  });
});
