// @vitest-environment jsdom
import { describe, it, expect, vi, afterEach } from 'vitest';
import { mobileHandoff } from '@/features/auth';
import { stubApi } from '../render';

afterEach(() => vi.unstubAllGlobals());

describe('mobile hand-off', () => {
  it('exchanges the one-time token for a session', async () => {
    const { requests } = stubApi({
      'GET /api/v1/oneTimeAuth': { body: { username: 'sunrisedental', token: 'tok', id: 4001 } },
    });
    await expect(mobileHandoff('ott_1')).resolves.toEqual({ username: 'sunrisedental', token: 'tok', id: 4001 });
    expect(new URL(requests[0]!.url).searchParams.get('oneTimeToken')).toBe('ott_1');
  });

  it.each([[undefined], [''], ['   ']])("refuses a missing token %j with 'No auth token provided'", async (token) => {
    const { requests } = stubApi({});
    await expect(mobileHandoff(token)).rejects.toThrow('No auth token provided');
    expect(requests).toHaveLength(0);
  });

  it.each([[401], [500]])("answers HTTP %i with 'Could not authenticate with token'", async (status) => {
    stubApi({ 'GET /api/v1/oneTimeAuth': { status, body: { success: false, message: 'x' } } });
    await expect(mobileHandoff('ott_1')).rejects.toThrow('Could not authenticate with token');
  });

  it.each([
    [{ token: 'tok', id: 4001 }],
    [{ username: 'u', id: 4001 }],
    [{ username: 'u', token: 'tok' }],
    [{ username: 'u', token: 'tok', id: '4001' }],
  ])("refuses an answer without token, id or username (%j) with 'Unable to authenticate user'", async (body) => {
    stubApi({ 'GET /api/v1/oneTimeAuth': { body } });
    await expect(mobileHandoff('ott_1')).rejects.toThrow('Unable to authenticate user');
  });
});
