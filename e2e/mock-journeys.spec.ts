import { test, expect, type Page } from '@playwright/test';

// The stateful mock remembers what a visitor does: changes survive a reload (same session
// token), and every test has a session of its own.

test.describe.configure({ timeout: 90_000 });

const contactsDialog = (page: Page) => page.getByRole('dialog', { name: 'Contacts' });
const rows = (page: Page) => contactsDialog(page).getByRole('list', { name: 'Contacts' }).getByRole('listitem');

test('a contact is created, edited and deleted, and each change survives a reload', async ({ page }) => {
  await page.goto('/app?contacts=true');
  await expect(rows(page)).toHaveCount(2);

  await contactsDialog(page).getByRole('button', { name: 'New contact' }).click();
  const create = page.getByRole('dialog', { name: 'Create contact' });
  await create.getByLabel('First name').fill('Oakridge');
  await create.getByLabel('Last name').fill('Insurance');
  await create.getByLabel('Company').fill('Oakridge Insurance');
  await create.getByRole('button', { name: 'Create contact', exact: true }).click();
  await expect(create).toHaveCount(0);

  await page.reload();
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).filter({ hasText: 'Oakridge Insurance' })).toHaveCount(1);

  await contactsDialog(page).getByRole('button', { name: 'Edit Oakridge Insurance' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit contact' });
  await edit.getByLabel('Company').fill('Oakridge Mutual');
  await edit.getByRole('button', { name: 'Save contact', exact: true }).click();
  await expect(edit).toHaveCount(0);

  await page.goto('/app?contacts=true');
  await expect(rows(page).filter({ hasText: 'Oakridge Mutual' })).toHaveCount(1);

  await contactsDialog(page).getByRole('button', { name: 'Delete Oakridge Insurance' }).click();
  const del = page.getByRole('dialog', { name: 'Delete contact' });
  await del.getByRole('button', { name: 'Delete Oakridge Insurance' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete contact' }).click();
  await expect(del).toHaveCount(0);

  await page.reload();
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).filter({ hasText: 'Oakridge' })).toHaveCount(0);
});

test('each visitor has a state of its own', async ({ browser }) => {
  // Two browser contexts: two visitors, two sessions.
  const first = await browser.newContext();
  const second = await browser.newContext();
  const p1 = await first.newPage();
  const p2 = await second.newPage();
  await p1.goto('/app?contacts=true');
  await expect(rows(p1)).toHaveCount(2);
  await contactsDialog(p1).getByRole('button', { name: 'Delete James Whitfield' }).click();
  await p1
    .getByRole('dialog', { name: 'Delete contact' })
    .getByRole('button', { name: 'Delete James Whitfield' })
    .click();
  await p1.getByRole('alertdialog').getByRole('button', { name: 'Delete contact' }).click();
  await expect(p1.getByRole('dialog', { name: 'Delete contact' })).toHaveCount(0);
  await p1.reload();
  await expect(rows(p1)).toHaveCount(1);

  await p2.goto('/app?contacts=true');
  await expect(rows(p2)).toHaveCount(2);
  await first.close();
  await second.close();
});

test('a template created from the agent editor is offered when setting up an agent, after a reload too', async ({
  page,
}) => {
  await page.goto('/app/agent/4001/agent?createTemplate=true');
  const create = page.getByRole('dialog', { name: 'Create template' });
  await create.getByLabel('Title').fill('Vet clinic front desk');
  await create.getByRole('button', { name: 'Create template', exact: true }).click();
  await expect(create).toHaveCount(0);

  await page.goto('/app/agent/4001/agent?setupAgent=true');
  const templates = page.getByRole('dialog', { name: 'Set up agent' }).getByRole('list', { name: 'Templates' });
  // The overlay's code and the templates call after a full page load: slow on a busy machine.
  await expect(templates.getByRole('listitem')).toHaveCount(3, { timeout: 45_000 });
  await expect(templates.getByText('Vet clinic front desk')).toBeVisible();
  await page.reload();
  await expect(templates.getByText('Vet clinic front desk')).toBeVisible({ timeout: 45_000 });
});

// Resources without a screen yet: the same round-trips through the API (proxied by the app's
// server to the mock, as the app calls it), each on a session of its own.
test.describe('API round-trips against the stateful mock', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers, read ad hoc by the assertions
  type Api = (method: string, path: string, body?: unknown) => Promise<{ status: number; json: any }>;

  async function session(page: Page): Promise<Api> {
    const res = await page.request.get('/api/v1/allocateTempUserSession');
    const { token } = (await res.json()) as { token: string };
    return async (method, path, body) => {
      const url = `${path}${path.includes('?') ? '&' : '?'}token=${token}`;
      const r = await page.request.fetch(url, { method, ...(body === undefined ? {} : { data: body }) });
      return { status: r.status(), json: await r.json().catch(() => undefined) };
    };
  }

  test('organizations and their agent accounts: create, list, detail, update, delete', async ({ page }) => {
    const api = await session(page);
    const org = (
      await api('POST', '/api/v2/createOrganization?targetResellerId=2001', {
        orgName: 'Harborview Orthodontics',
        email: 'office@harborview.example',
      })
    ).json.organization;
    expect((await api('GET', '/api/v2/listOrganizations?targetResellerId=2001')).json.totalAccounts).toBe(2);
    expect((await api('GET', `/api/v1/account?targetAccountId=${org.id}`)).json).toMatchObject({
      accountType: 'organization',
      accountName: 'Harborview Orthodontics',
    });
    await api('POST', '/api/v2/updateOrganization', { targetOrganizationId: org.id, orgName: 'Harborview Ortho' });
    const agent = (
      await api('POST', `/api/v2/createAccount?targetOrganizationId=${org.id}`, { accountName: 'Harborview Desk' })
    ).json.account;
    const agents = (await api('GET', `/api/v2/listAccounts?targetOrganizationId=${org.id}`)).json.accounts;
    expect(agents.map((a: { id: number }) => a.id)).toEqual([agent.id]);
    expect((await api('DELETE', '/api/v2/deleteAccount', { targetAccountId: agent.id })).status).toBe(201);
    expect((await api('GET', `/api/v2/listAccounts?targetOrganizationId=${org.id}`)).json.accounts).toEqual([]);
    const orgs = (await api('GET', '/api/v2/listOrganizations?targetResellerId=2001')).json.accounts;
    expect(orgs.map((o: { orgName: string }) => o.orgName)).toContain('Harborview Ortho');
    expect((await api('DELETE', '/api/v2/deleteOrganization', { targetOrganizationId: org.id })).status).toBe(201);
    expect((await api('GET', '/api/v2/listOrganizations?targetResellerId=2001')).json.totalAccounts).toBe(1);
  });

  test('admin users, apps, the SIP whitelist and the wallet remember their changes', async ({ page }) => {
    const api = await session(page);
    await api('POST', '/api/v2/inviteAdminUser', { email: 'lee@sunrisedental.example' });
    const users = (await api('GET', '/api/v2/listAdminUsers')).json.users as { id: number; email: string }[];
    const lee = users.find((u) => u.email === 'lee@sunrisedental.example')!;
    expect((await api('DELETE', '/api/v2/deleteAdminUser', { targetUserId: lee.id })).status).toBe(201);
    expect((await api('GET', '/api/v2/listAdminUsers')).json.users).toHaveLength(2);

    expect((await api('POST', '/api/v2/apps/zendesk/2.0.0', { appData: { subdomain: 'sunrise' } })).status).toBe(200);
    expect((await api('GET', '/api/v2/apps/zendesk/2.0.0')).json.app).toMatchObject({
      installed: true,
      appData: { subdomain: 'sunrise' },
    });

    await api('POST', '/api/v2/sip/ipWhitelist', { ip: '192.0.2.10', label: 'Lab' });
    expect((await api('DELETE', '/api/v2/sip/ipWhitelist', { ip: '192.0.2.10' })).status).toBe(200);
    expect((await api('DELETE', '/api/v2/sip/ipWhitelist', { ip: '192.0.2.10' })).status).toBe(404);

    const invoice = (await api('POST', '/api/v1/requestInvoice', { amount: 10, unit: 'USD' })).json;
    expect((await api('GET', '/api/v1/pendingInvoice')).json.pendingInvoice.lnInvoice).toBe(invoice.lnInvoice);
    const paid = await api('POST', '/api/v1/provePendingInvoicePaid', {
      preimage: 'a'.repeat(64),
      invoice: invoice.lnInvoice,
    });
    expect(paid.json).toMatchObject({ success: true, balanceUsd: 127.5 });
    expect((await api('GET', '/api/v1/recentTransactions')).json.transactions[0]).toMatchObject({
      type: 'deposit',
      amountUsd: 10,
    });
  });
});
