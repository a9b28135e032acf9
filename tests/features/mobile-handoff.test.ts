// @vitest-environment jsdom
import { describe, it, expect } from 'vitest';
import { mobileHandoff } from '@/features/auth';
import { useMockApi } from '../harness/mock-api';

const api = useMockApi();

describe('mobile hand-off', () => {
  it('exchanges the one-time token for a session', async () => {
    await expect(mobileHandoff('ott_1')).resolves.toEqual({
      username: 'sunrisedental',
      token: 'tok_4001_c2f8e61a9b7d4f30a5e1',
      id: 4001,
    });
    expect(api.calls('redeemOneTimeToken').map((url) => url.searchParams.get('oneTimeToken'))).toEqual(['ott_1']);
  });

  it.each([[undefined], [''], ['   ']])("refuses a missing token %j with 'No auth token provided'", async (token) => {
    await expect(mobileHandoff(token)).rejects.toThrow('No auth token provided');
    expect(api.requests).toHaveLength(0);
  });

  it.each([['400'], ['500']])("answers HTTP %s with 'Could not authenticate with token'", async (code) => {
    api.prefer('redeemOneTimeToken', `code=${code}`);
    await expect(mobileHandoff('ott_1')).rejects.toThrow('Could not authenticate with token');
    expect(api.requests.map((r) => r.status)).toEqual([Number(code)]);
  });

  it.each([
    [{ token: 'tok', id: 4001 }],
    [{ username: 'u', id: 4001 }],
    [{ username: 'u', token: 'tok' }],
    [{ username: 'u', token: 'tok', id: '4001' }],
  ])("refuses an answer without token, id or username (%j) with 'Unable to authenticate user'", async (body) => {
    api.override('redeemOneTimeToken', () => ({ body }));
    await expect(mobileHandoff('ott_1')).rejects.toThrow('Unable to authenticate user');
  });
});
