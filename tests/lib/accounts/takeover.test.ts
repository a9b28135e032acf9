import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isTakingOver, returnCredentials, takeoverCredentials, TAKEOVER_NO_TOKEN } from '@/lib/accounts';

const tokenArb = fc.stringMatching(/^[a-z0-9_]{4,24}$/);

describe('takeover token handling (spec 001 §2)', () => {
  it('acts with the target token and keeps the own one as adminToken', () => {
    expect(takeoverCredentials({ token: 'admin', adminToken: null }, 'org-token')).toEqual({
      ok: true,
      credentials: { token: 'org-token', adminToken: 'admin' },
    });
  });

  it('a second takeover keeps the super admin’s own token, never the intermediate one', () => {
    const first = takeoverCredentials({ token: 'admin', adminToken: null }, 'org-token');
    if (!first.ok) throw new Error('first takeover failed');
    const second = takeoverCredentials(first.credentials, 'agent-token');
    expect(second).toEqual({ ok: true, credentials: { token: 'agent-token', adminToken: 'admin' } });
  });

  it('refuses an answer without a token, and a takeover without a session', () => {
    expect(takeoverCredentials({ token: 'admin', adminToken: null }, undefined)).toEqual({
      ok: false,
      reason: TAKEOVER_NO_TOKEN,
    });
    expect(takeoverCredentials({ token: 'admin', adminToken: null }, '  ')).toMatchObject({ ok: false });
    expect(takeoverCredentials({ token: null, adminToken: null }, 'x')).toMatchObject({ ok: false });
  });

  it('return restores exactly the token held before any number of takeovers', () => {
    fc.assert(
      fc.property(tokenArb, fc.array(tokenArb, { minLength: 1, maxLength: 5 }), (own, targets) => {
        let held = { token: own as string | null, adminToken: null as string | null };
        for (const t of targets) {
          const r = takeoverCredentials(held, t);
          if (!r.ok) throw new Error(r.reason);
          held = r.credentials;
          expect(isTakingOver(held)).toBe(t !== own);
        }
        expect(returnCredentials(held)).toEqual({ token: own, adminToken: null });
      }),
    );
    expect(returnCredentials({ token: 'a', adminToken: null })).toBeNull();
  });
});
