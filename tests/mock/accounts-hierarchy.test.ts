import { describe, expect, it } from 'vitest';
import { call, engine } from './helpers';

type Json = Record<string, unknown> & { accounts?: { id: number }[] };
const j = (r: { json: unknown }) => r.json as Json;

describe('the hierarchy in the mock', () => {
  it('an account it does not know cannot be read (never the session’s own instead)', () => {
    const e = engine();
    const r = call(e, 'GET', '/api/v1/account?token=t1&targetAccountId=99999');
    expect(r.status).toBe(403);
    expect(j(r).success).toBe(false);
    expect(e.violations).toEqual([]);
  });

  it('knows partner 1001 as a partner, and a tok_<id>_ token signs in as that account', () => {
    const e = engine();
    expect(j(call(e, 'GET', '/api/v1/account?token=t1&targetAccountId=1001')).accountType).toBe('partner');
    const own = j(call(e, 'GET', '/api/v1/account?token=tok_1001_abc'));
    expect(own).toMatchObject({ id: 1001, accountType: 'partner' });
    expect(
      j(call(e, 'GET', '/api/v2/listResellers?token=tok_1001_abc&targetPartnerId=1001')).accounts?.map((a) => a.id),
    ).toEqual([2001]);
    expect(e.violations).toEqual([]);
  });

  it('created accounts appear in their parent’s list and in search; deleted ones go; disabled ones say so', () => {
    const e = engine();
    const t = 'token=t2';
    const created = j(
      call(e, 'POST', `/api/v2/createOrganization?${t}&targetResellerId=2001`, { orgName: 'Harbor Vets' }),
    );
    const id = (created.organization as { id: number }).id;
    const list = j(call(e, 'GET', `/api/v2/listOrganizations?${t}&targetResellerId=2001&pagination=true&pageSize=20`));
    expect(list.accounts?.map((a) => a.id)).toContain(id);
    const found = j(call(e, 'POST', `/api/v2/searchAccount?${t}`, { phrase: 'harbor' }));
    expect(found.accounts?.map((a) => a.id)).toEqual([id]);

    call(e, 'POST', `/api/v1/disableAccount?${t}`, { username: `harborvets${id}`, reason: 'Chargeback' });
    const active = j(call(e, 'GET', `/api/v2/listOrganizations?${t}&targetResellerId=2001&active=true`));
    expect(active.accounts?.map((a) => a.id)).not.toContain(id);
    const disabled = j(call(e, 'GET', `/api/v2/listOrganizations?${t}&targetResellerId=2001&active=false`));
    expect(disabled.accounts?.map((a) => a.id)).toEqual([id]);

    call(e, 'DELETE', `/api/v2/deleteOrganization?${t}`, { targetOrganizationId: id });
    expect(j(call(e, 'POST', `/api/v2/searchAccount?${t}`, { phrase: 'harbor' })).accounts).toEqual([]);
    expect(e.violations).toEqual([]);
  });

  it('searchOrganizations filters by plan and minutes, within the reseller', () => {
    const e = engine();
    const t = 'token=t3';
    call(e, 'POST', `/api/v2/createOrganization?${t}&targetResellerId=2001`, {
      orgName: 'New Org',
      productPlanId: 'plan_basic',
    });
    const ids = (q: string) =>
      j(call(e, 'GET', `/api/v2/searchOrganizations?${t}&targetAccountId=2001&${q}`)).accounts?.map((a) => a.id);
    expect(ids('productPlanId=plan_pro_monthly')).toEqual([3001]);
    expect(ids('productPlanId=plan_basic')).toHaveLength(1);
    // Org 3001 has used (3001 × 37) mod 900 = 337 minutes this period; the new one none.
    expect(ids('currentBillingPeriodVoiceMinutesMin=300')).toEqual([3001]);
    expect(ids('currentBillingPeriodVoiceMinutesMin=400')).toEqual([]);
    expect(ids('currentBillingPeriodVoiceMinutesMax=0')).toHaveLength(1);
    expect(
      j(call(e, 'GET', `/api/v2/searchOrganizations?${t}&targetAccountId=9&productPlanId=plan_pro_monthly`)).accounts,
    ).toEqual([]);
    expect(e.violations).toEqual([]);
  });

  it('a takeover answers with the target’s account and a token that acts as it', () => {
    const e = engine();
    const admin = 'token=tok_1000_admin';
    expect(j(call(e, 'GET', `/api/v1/account?${admin}`))).toMatchObject({ id: 1000, superAdmin: true });
    const org = j(call(e, 'GET', `/api/v1/account?${admin}&targetAccountId=3001`));
    expect(org.accountType).toBe('organization');
    expect(typeof org.token).toBe('string');
    const acting = j(call(e, 'GET', `/api/v1/account?token=${String(org.token)}&adminToken=tok_1000_admin`));
    expect(acting).toMatchObject({ id: 3001, accountType: 'organization' });
    // Anyone else gets no token.
    expect(j(call(e, 'GET', '/api/v1/account?token=t4&targetAccountId=3001')).token).toBeUndefined();
    expect(e.violations).toEqual([]);
  });

  it('search/{target} finds people by name or number', () => {
    const e = engine();
    const r = j(call(e, 'GET', '/api/v1/search/after%20hours?token=t5'));
    expect((r.results as { id: number }[]).map((u) => u.id)).toEqual([4002]);
    expect(e.violations).toEqual([]);
  });
});
