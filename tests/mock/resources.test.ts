import { describe, it, expect } from 'vitest';
import { call, engine } from './helpers';

// Create, list, detail, update and delete round-trips of the resources the mock keeps beyond
// contacts, tasks, webhooks, tokens and knowledge bases. Every answer is checked against the
// contract (the helpers' engine is strict and collects violations).

type Json = Record<string, unknown>;
const get = <T = Json>(e: ReturnType<typeof engine>, url: string) => call(e, 'GET', url).json as T;

describe('apps', () => {
  it('installs an app with its settings, updates them, and removes it', () => {
    const e = engine();
    const t = '?token=apps';
    const installed = () =>
      get<{ apps: { appId: string; installed?: boolean }[] }>(e, `/api/v2/apps${t}`).apps.filter((a) => a.installed);
    expect(installed().map((a) => a.appId)).toEqual(['google-calendar']);

    const zendesk = '/api/v2/apps/zendesk/2.0.0';
    expect(call(e, 'PUT', `${zendesk}${t}`, { appData: { subdomain: 'x' } }).status).toBe(404); // not installed yet
    expect(call(e, 'POST', `${zendesk}${t}`, { appData: { subdomain: 'sunrise' } }).status).toBe(200);
    expect(installed().map((a) => a.appId)).toEqual(['google-calendar', 'zendesk']);
    call(e, 'PUT', `${zendesk}${t}`, { appData: { brand: 'Sunrise' } });
    expect(get<{ app: { appData: Json } }>(e, `${zendesk}${t}`).app.appData).toEqual({
      subdomain: 'sunrise',
      brand: 'Sunrise',
    });
    expect(call(e, 'DELETE', `${zendesk}${t}`).status).toBe(200);
    expect(installed().map((a) => a.appId)).toEqual(['google-calendar']);
    expect(call(e, 'DELETE', `${zendesk}${t}`).status).toBe(404);
    expect(call(e, 'GET', `/api/v2/apps/nothing/1.0.0${t}`).status).toBe(404);
    expect(e.violations).toEqual([]);
  });
});

describe('the account hierarchy', () => {
  it('organizations: create, list, detail, update, disable and enable, delete', () => {
    const e = engine();
    const t = '?token=orgs';
    const created = call(e, 'POST', `/api/v2/createOrganization${t}&targetResellerId=2001`, {
      orgName: 'Harborview Orthodontics',
      email: 'office@harborview.example',
      productPlanId: 'plan_pro_monthly',
    });
    expect(created.status).toBe(201);
    const org = (created.json as { organization: { id: number; username: string } }).organization;
    const list = () =>
      get<{ totalAccounts: number; accounts: { id: number; orgName: string; active: boolean }[] }>(
        e,
        `/api/v2/listOrganizations${t}&targetResellerId=2001`,
      );
    expect(list().accounts.map((o) => o.orgName)).toEqual(['Sunrise Dental Group', 'Harborview Orthodontics']);

    // The account call answers the record of the organization.
    const detail = get<{ id: number; accountType: string; accountName: string }>(
      e,
      `/api/v1/account${t}&targetAccountId=${org.id}`,
    );
    expect(detail).toMatchObject({ id: org.id, accountType: 'organization', accountName: 'Harborview Orthodontics' });

    call(e, 'POST', `/api/v2/updateOrganization${t}`, { targetOrganizationId: org.id, orgName: 'Harborview Ortho' });
    expect(list().accounts.find((o) => o.id === org.id)?.orgName).toBe('Harborview Ortho');

    call(e, 'POST', `/api/v1/disableAccount${t}`, { username: org.username, reason: 'Payment failed' });
    expect(
      get<{ accounts: { id: number }[] }>(e, `/api/v2/listOrganizations${t}&active=false`).accounts.map((o) => o.id),
    ).toEqual([org.id]);
    call(e, 'POST', `/api/v1/enableAccount${t}`, { username: org.username });
    expect(list().accounts.find((o) => o.id === org.id)?.active).toBe(true);

    expect(call(e, 'DELETE', `/api/v2/deleteOrganization${t}`, { targetOrganizationId: org.id }).status).toBe(201);
    expect(list().totalAccounts).toBe(1);
    expect(call(e, 'DELETE', `/api/v2/deleteOrganization${t}`, { targetOrganizationId: org.id }).status).toBe(404);
    expect(e.violations).toEqual([]);
  });

  it('resellers: create and list, filtered by partner', () => {
    const e = engine();
    const t = '?token=resellers';
    call(e, 'POST', `/api/v2/createReseller${t}&targetPartnerId=1001`, { resellerName: 'Gulf Coast Voice' });
    const names = get<{ accounts: { resellerName: string }[] }>(
      e,
      `/api/v2/listResellers${t}&targetPartnerId=1001`,
    ).accounts.map((r) => r.resellerName);
    expect(names).toEqual(['Bluebird Telecom', 'Gulf Coast Voice']);
    expect(get<{ accounts: unknown[] }>(e, `/api/v2/listResellers${t}&targetPartnerId=9`).accounts).toEqual([]);
    expect(e.violations).toEqual([]);
  });

  it('agent accounts: create, list, detail, update, delete; pages of the list', () => {
    const e = engine();
    const t = '?token=agents';
    const created = call(e, 'POST', `/api/v2/createAccount${t}&targetOrganizationId=3001`, {
      email: 'maria@sunrisedental.example',
      accountName: 'Sunrise Billing Line',
    });
    expect(created.status).toBe(201);
    const id = (created.json as { account: { id: number } }).account.id;
    const list = () =>
      get<{ totalAccounts: number; accounts: { id: number; accountName: string }[] }>(
        e,
        `/api/v2/listAccounts${t}&targetOrganizationId=3001`,
      );
    expect(list().totalAccounts).toBe(3);
    expect(list().accounts.at(-1)).toMatchObject({ id, accountName: 'Sunrise Billing Line' });
    const page = get<{ accounts: { id: number }[]; pageNumber: number }>(
      e,
      `/api/v2/listAccounts${t}&targetOrganizationId=3001&page=1&pageSize=2`,
    );
    expect(page.accounts.map((a) => a.id)).toEqual([id]);
    expect(page.pageNumber).toBe(1);

    expect(get(e, `/api/v1/account${t}&targetAccountId=${id}`)).toMatchObject({ id, accountType: 'agent' });
    call(e, 'POST', `/api/v1/account${t}&targetAccountId=${id}`, { agentName: 'Billing' });
    expect(get(e, `/api/v1/account${t}&targetAccountId=${id}`)).toMatchObject({ agentName: 'Billing' });
    // The session's own account is untouched.
    expect(get(e, `/api/v1/account${t}`)).toMatchObject({ id: 4001, agentName: 'Sunrise Front Desk' });

    expect(call(e, 'DELETE', `/api/v2/deleteAccount${t}`, { targetAccountId: String(id) }).status).toBe(201);
    expect(list().totalAccounts).toBe(2);
    expect(call(e, 'DELETE', `/api/v2/deleteAccount${t}`, { targetAccountId: id }).status).toBe(404);
    expect(e.violations).toEqual([]);
  });

  it('admin users: invite, list, remove; each account has its own; the last owner stays', () => {
    const e = engine();
    const t = '?token=admins';
    const users = (account: number) =>
      get<{ users: { id: number; email: string; isOwner: boolean }[] }>(
        e,
        `/api/v2/listAdminUsers${t}&targetAccountId=${account}`,
      ).users;
    call(e, 'POST', `/api/v2/inviteAdminUser${t}&targetAccountId=3001`, { email: 'lee@sunrisedental.example' });
    const lee = users(3001).find((u) => u.email === 'lee@sunrisedental.example')!;
    expect(lee).toBeDefined();
    expect(users(4001).map((u) => u.email)).not.toContain('lee@sunrisedental.example');
    expect(call(e, 'DELETE', `/api/v2/deleteAdminUser${t}&targetAccountId=3001`, { targetUserId: lee.id }).status).toBe(
      201,
    );
    expect(users(3001).map((u) => u.id)).not.toContain(lee.id);
    const owner = users(3001).find((u) => u.isOwner)!;
    const refused = call(e, 'DELETE', `/api/v2/deleteAdminUser${t}&targetAccountId=3001`, { targetUserId: owner.id });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(users(3001).map((u) => u.id)).toContain(owner.id);
    expect(e.violations).toEqual([]);
  });
});

describe('wallet and invoices', () => {
  it('a requested invoice is pending until paid; paying it tops up the balance and lists the deposit', () => {
    const now = Date.UTC(2031, 0, 10, 9);
    const e = engine({ now: () => now });
    const t = '?token=wallet';
    // The seeded invoice is served as just made, so it never shows as already expired.
    const seeded = get<{ pendingInvoice: { expiresAt: number } }>(e, `/api/v1/pendingInvoice${t}`).pendingInvoice;
    expect(seeded.expiresAt * 1000).toBeGreaterThan(now);

    const inv = call(e, 'POST', `/api/v1/requestInvoice${t}`, { amount: 10, unit: 'USD' }).json as {
      lnInvoice: string;
      amountSats: number;
      expiresAt: number;
    };
    expect(inv.amountSats).toBe(10982);
    expect(inv.expiresAt).toBe(now / 1000 + 3600);
    expect(
      get<{ pendingInvoice: { lnInvoice: string } }>(e, `/api/v1/pendingInvoice${t}`).pendingInvoice.lnInvoice,
    ).toBe(inv.lnInvoice);
    expect(get(e, `/api/v1/validateInvoice${t}&invoice=${inv.lnInvoice}`)).toMatchObject({ valid: true });

    const preimage = 'a'.repeat(64);
    expect(call(e, 'POST', `/api/v1/provePendingInvoicePaid${t}`, { preimage, invoice: 'lnbc1other' }).status).toBe(
      400,
    );
    const paid = call(e, 'POST', `/api/v1/provePendingInvoicePaid${t}`, { preimage, invoice: inv.lnInvoice });
    expect(paid.json).toMatchObject({ success: true, balanceUsd: 127.5 });
    expect(get(e, `/api/v1/pendingInvoice${t}`)).toMatchObject({ pendingInvoice: null });
    const tx = get<{ transactions: { type: string; amountUsd: number }[] }>(e, `/api/v1/recentTransactions${t}`);
    expect(tx.transactions[0]).toMatchObject({ type: 'deposit', amountUsd: 10 });
    expect(e.violations).toEqual([]);
  });

  it('rewards are claimed once; payouts take from the balance and never overdraw it', () => {
    const e = engine();
    const t = '?token=payouts';
    expect(get(e, `/api/v1/referralRewards${t}`)).toMatchObject({ claimableUsd: 25, totalUsd: 75 });
    expect(call(e, 'POST', `/api/v1/claimRewards${t}`, { claim: 'all' }).json).toMatchObject({
      claimedUsd: 25,
      balanceUsd: 142.5,
    });
    expect(call(e, 'POST', `/api/v1/claimRewards${t}`, { claim: 'all' }).json).toMatchObject({ claimedUsd: 0 });
    expect(get(e, `/api/v1/referralRewards${t}`)).toMatchObject({ claimableUsd: 0 });

    expect(call(e, 'POST', `/api/v1/payout/paypal/paypal${t}`, { address: 'a@b.example', amountUsd: 500 }).status).toBe(
      400,
    );
    expect(call(e, 'POST', `/api/v1/payout/paypal/paypal${t}`, { address: 'a@b.example', amountUsd: 40 }).status).toBe(
      200,
    );
    const tx = get<{ transactions: { type: string; amountUsd: number }[] }>(e, `/api/v1/recentTransactions${t}`);
    expect(tx.transactions[0]).toMatchObject({ type: 'payout', amountUsd: -40 });
    call(e, 'POST', `/api/v1/requestWithdrawal${t}`, { address: 'maria@wallet.example', type: 'ln' });
    expect(call(e, 'POST', `/api/v1/payout/stripe/transferFunds${t}`, { amountUsd: 1 }).status).toBe(400);
    expect(e.violations).toEqual([]);
  });
});

describe('SIP whitelist and outbound routes', () => {
  it('adds (replacing the same address) and removes entries', () => {
    const e = engine();
    const t = '?token=sip';
    const add = (ip: string, label: string) =>
      (
        call(e, 'POST', `/api/v2/sip/ipWhitelist${t}`, { ip, label }).json as {
          whitelist: { ip: string; label: string }[];
        }
      ).whitelist;
    expect(add('192.0.2.10', 'Lab').map((x) => x.ip)).toEqual(['198.51.100.7', '203.0.113.24', '192.0.2.10']);
    expect(add('192.0.2.10', 'Lab PBX').filter((x) => x.ip === '192.0.2.10')).toEqual([
      expect.objectContaining({ label: 'Lab PBX' }),
    ]);
    expect(call(e, 'DELETE', `/api/v2/sip/ipWhitelist${t}`, { ip: '192.0.2.10' }).status).toBe(200);
    expect(call(e, 'DELETE', `/api/v2/sip/ipWhitelist${t}`, { ip: '192.0.2.10' }).status).toBe(404);
    expect(add('192.0.2.11', 'x').map((x) => x.ip)).not.toContain('192.0.2.10');

    const routes = call(e, 'POST', `/api/v2/sip/outboundRoutes${t}`, { route: 'pbx.example.com:5060' }).json as {
      routes: string[];
    };
    expect(routes.routes[0]).toBe('pbx.example.com:5060');
    expect(call(e, 'DELETE', `/api/v2/sip/outboundRoutes${t}`, { route: 'pbx.example.com:5060' }).status).toBe(200);
    expect(call(e, 'DELETE', `/api/v2/sip/outboundRoutes${t}`, { route: 'pbx.example.com:5060' }).status).toBe(404);
    expect(e.violations).toEqual([]);
  });
});

describe('templates', () => {
  it('create, list, detail, save, make an agent from one, delete', () => {
    const e = engine();
    const t = '?token=templates';
    const created = call(e, 'POST', `/api/v2/templates/createTemplate${t}`, {
      template: {
        id: 'tpl_vet_v1',
        title: 'Vet clinic',
        agentInstructions: 'You answer for {clinicName}.',
        actions: [{ name: 'transfer' }],
      },
    });
    expect(created.status).toBe(201);
    const id = (created.json as { templateId: string }).templateId;
    const titles = () =>
      get<{ templates: { title: string }[] }>(e, `/api/v2/templates${t}`).templates.map((x) => x.title);
    expect(titles()).toContain('Vet clinic');

    call(e, 'POST', `/api/v2/templates/${id}${t}`, { template: { id, title: 'Veterinary clinic' } });
    expect(get<{ template: Json }>(e, `/api/v2/templates/${id}${t}`).template).toMatchObject({
      title: 'Veterinary clinic',
      agentInstructions: 'You answer for {clinicName}.',
    });

    call(e, 'POST', `/api/v2/createAgentFromTemplate${t}`, { templateId: id });
    expect(get(e, `/api/v2/agentEventRules/staging${t}`)).toMatchObject({
      agentInstructions: 'You answer for {clinicName}.',
    });

    expect(call(e, 'DELETE', `/api/v2/templates/${id}${t}`).status).toBe(200);
    expect(call(e, 'GET', `/api/v2/templates/${id}${t}`).status).toBe(404);
    expect(call(e, 'POST', `/api/v2/templates/${id}/migrate${t}`, { dryRun: true }).status).toBe(404);
    expect(titles()).not.toContain('Veterinary clinic');
    expect(e.violations).toEqual([]);
  });
  it('the server assigns a template its id; a save names it in the path only', () => {
    const e = engine();
    const t = '?token=template-ids';
    const created = call(e, 'POST', `/api/v2/templates/createTemplate${t}`, {
      template: { id: 'tpl_dental_v3', title: 'Copy of dental', agentInstructions: 'Hi' },
    });
    expect(created.status).toBe(201);
    const id = (created.json as { templateId: string }).templateId;
    // A client id, even one already taken, is ignored: the seeded dental template is untouched.
    expect(id).not.toBe('tpl_dental_v3');
    expect(get<{ template: Json }>(e, `/api/v2/templates/tpl_dental_v3${t}`).template).not.toMatchObject({
      title: 'Copy of dental',
    });
    const withoutId = call(e, 'POST', `/api/v2/templates/createTemplate${t}`, { template: { title: 'No id' } });
    expect(withoutId.status).toBe(201);
    expect((withoutId.json as { templateId: string }).templateId).toMatch(/^tpl_/);

    expect(call(e, 'POST', `/api/v2/templates/${id}${t}`, { template: { title: 'Renamed' } }).status).toBe(200);
    expect(get<{ template: Json }>(e, `/api/v2/templates/${id}${t}`).template).toMatchObject({ id, title: 'Renamed' });
    const other = call(e, 'POST', `/api/v2/templates/${id}${t}`, { template: { id: 'tpl_dental_v3', title: 'X' } });
    expect(other.status).toBe(400);
    expect(get<{ template: Json }>(e, `/api/v2/templates/${id}${t}`).template).toMatchObject({ title: 'Renamed' });
    expect(e.violations).toEqual([]);
  });
});

describe('account settings', () => {
  it('merge: a value sent as null clears what was saved, the others stay', () => {
    const e = engine();
    const t = '?token=settings';
    const settings = () => get<{ settings?: Json }>(e, `/api/v1/account${t}`).settings ?? {};
    call(e, 'POST', `/api/v1/account${t}`, {
      settings: { supportUrl: 'https://help.sunrise.example', allowedOverlays: ['help'], smsMessaging: true },
    });
    expect(settings()).toMatchObject({ supportUrl: 'https://help.sunrise.example', allowedOverlays: ['help'] });
    const res = call(e, 'POST', `/api/v1/account${t}`, { settings: { supportUrl: null, allowedOverlays: null } });
    expect(res.status).toBe(200);
    expect(settings().supportUrl ?? null).toBeNull();
    expect(settings().allowedOverlays ?? null).toBeNull();
    expect(settings().smsMessaging).toBe(true);
    expect(e.violations).toEqual([]);
  });
});
