import { test, expect as baseExpect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

// The developer and integrations sections against the stateful mock (each test its own session):
// tokens shown once, webhooks through createWebhook, SIP registration, whitelist and routes,
// white-label domains with their branding, docsPage, apps installed through their auth form and
// JobNimbus. Each write fails once with `Prefer: code=500` and the form keeps what was typed.

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 45_000 });

/** Every `method` call to `path` answers 500 (the mock honours `Prefer: code=…`). */
const failing = (page: Page, path: string, method = 'POST') =>
  page.route(`**${path}?**`, (route) =>
    route.continue({
      headers: { ...route.request().headers(), ...(route.request().method() === method ? { prefer: 'code=500' } : {}) },
    }),
  );

const openDeveloper = async (page: Page, tab?: string) => {
  await page.goto(`/app/org/3001/developer${tab ? `?tab=${tab}` : ''}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Developer' })).toBeVisible();
};

test('creates a token, sees it once, deletes it; axe finds nothing serious', async ({ page }) => {
  await openDeveloper(page);
  const table = page.getByRole('table', { name: 'API tokens' });
  await expect(table.getByText('vida_4001_…e6a3')).toBeVisible();
  const serious = (await new AxeBuilder({ page }).analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await page.getByLabel('Description').fill('CI pipeline');
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/api/v2/tokens') && r.method() === 'POST'),
    page.getByRole('button', { name: 'Create token' }).click(),
  ]);
  const shown = page.getByRole('status', { name: 'New API token' });
  await expect(shown).toContainText('It will not be shown again.');
  const value = (await shown.getByTestId('new-token').textContent()) ?? '';
  expect(value).toMatch(/^vida_\d+_[0-9a-f]{32}$/);
  expect(request.url()).not.toContain(value);
  await expect(table.getByText('CI pipeline')).toBeVisible();
  await expect(table.getByText(value)).toHaveCount(0);
  await shown.getByRole('button', { name: 'I have copied it' }).click();
  await expect(page.getByTestId('new-token')).toHaveCount(0);

  // Seen once: after a reload the list shows it masked only.
  await page.reload();
  await expect(table.getByText('CI pipeline')).toBeVisible();
  await expect(page.getByText(value)).toHaveCount(0);
  await table.getByRole('button', { name: 'Delete token CI pipeline' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete token' }).click();
  await expect(table.getByText('CI pipeline')).toHaveCount(0);
  await page.reload();
  await expect(table.getByText('vida_4001_…e6a3')).toBeVisible();
  await expect(table.getByText('CI pipeline')).toHaveCount(0);
});

test('a failed token creation (Prefer: code=500) keeps the description', async ({ page }) => {
  await failing(page, '/api/v2/tokens');
  await openDeveloper(page);
  await page.getByLabel('Description').fill('Zap');
  await page.getByRole('button', { name: 'Create token' }).click();
  await expect(page.getByText(/Could not create the token/)).toBeVisible();
  await expect(page.getByLabel('Description')).toHaveValue('Zap');
});

test('adds a webhook through createWebhook (https only) and deletes it; it survives a reload', async ({ page }) => {
  await openDeveloper(page, 'webhooks');
  const table = page.getByRole('table', { name: 'Webhooks' });
  await page.getByRole('button', { name: 'Add webhook' }).click();
  await expect(page).toHaveURL(/createWebhook/);
  const form = page.getByRole('form', { name: 'Add webhook' });
  await form.getByLabel(/Address/).fill('http://crm.example.com/hook');
  await form.getByLabel(/Label/).fill('CRM');
  await form.getByLabel(/Events/).selectOption('contact');
  await form.getByRole('button', { name: 'Add webhook' }).click();
  await expect(form.getByText('https', { exact: false }).first()).toBeVisible();
  await form.getByLabel(/Address/).fill('https://crm.example.com/hook');
  await form.getByRole('button', { name: 'Add webhook' }).click();
  await expect(table.getByText('https://crm.example.com/hook')).toBeVisible();
  await page.reload();
  await expect(table.getByText('https://crm.example.com/hook')).toBeVisible();
  await table.getByRole('button', { name: 'Delete webhook CRM' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete webhook' }).click();
  await expect(table.getByText('https://crm.example.com/hook')).toHaveCount(0);
});

test('a failed createWebhook (Prefer: code=500) keeps the address and label', async ({ page }) => {
  await failing(page, '/api/v2/webhooks');
  await page.goto('/app/org/3001/developer?tab=webhooks&createWebhook=true');
  const form = page.getByRole('form', { name: 'Add webhook' });
  await form.getByLabel(/Address/).fill('https://crm.example.com/hook');
  await form.getByLabel(/Label/).fill('CRM');
  await form.getByLabel(/Events/).selectOption('contact');
  await form.getByRole('button', { name: 'Add webhook' }).click();
  await expect(form.getByText(/Could not add the webhook/)).toBeVisible();
  await expect(form.getByLabel(/Address/)).toHaveValue('https://crm.example.com/hook');
  await expect(form.getByLabel(/Label/)).toHaveValue('CRM');
  await expect(form.getByLabel(/Events/)).toHaveValue('contact');
});

test('SIP: sets the registration, adds and removes a whitelist entry and a route', async ({ page }) => {
  await openDeveloper(page, 'sip');
  const reg = page.getByRole('form', { name: 'SIP registration' });
  await expect(reg.getByLabel('Address of record')).toHaveValue('1001@sip.bluebird-telecom.example');
  await reg.getByLabel('New password').fill('n3w-Secret!');
  await reg.getByRole('textbox', { name: 'Port' }).fill('5062');
  const [saved] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/api/v2/sip/registration') && r.method() === 'POST'),
    reg.getByRole('button', { name: 'Save registration' }).click(),
  ]);
  expect(saved.postDataJSON()).toMatchObject({ password: 'n3w-Secret!', port: 5062 });
  // The password is write-only: the form clears it, and the next read does not bring it back.
  await expect(reg.getByLabel('New password')).toHaveValue('');
  // The next read (the registration answers aor, username, proxy and transport) has no password.
  await page.reload();
  await expect(reg.getByLabel('Address of record')).toHaveValue('1001@sip.bluebird-telecom.example');
  await expect(reg.getByLabel('New password')).toHaveValue('');

  const allow = page.getByRole('form', { name: 'Allow an IP address' });
  await allow.getByLabel('IP address or block').fill('198.51.100.0/33');
  await allow.getByLabel('Label').fill('Carrier');
  await allow.getByRole('button', { name: 'Allow address' }).click();
  await expect(allow.getByText(/IP/).last()).toBeVisible();
  await allow.getByLabel('IP address or block').fill('198.51.100.0/24');
  await allow.getByRole('button', { name: 'Allow address' }).click();
  const list = page.getByRole('list', { name: 'Allowed addresses' });
  await expect(list.getByText('198.51.100.0/24')).toBeVisible();
  await list.getByRole('button', { name: 'Remove 198.51.100.0/24' }).click();
  await expect(list.getByText('198.51.100.0/24')).toHaveCount(0);

  const route = page.getByRole('form', { name: 'Add an outbound route' });
  await route.getByLabel('Route').fill('sip.example.com:5061;transport=tls');
  await route.getByRole('button', { name: 'Add route' }).click();
  const routes = page.getByRole('list', { name: 'Outbound routes' });
  await expect(routes.getByText('sip.example.com:5061;transport=tls')).toBeVisible();
  await routes.getByRole('button', { name: 'Remove route sip.example.com:5061;transport=tls' }).click();
  await expect(routes.getByText('sip.example.com:5061;transport=tls')).toHaveCount(0);
});

test('a failed whitelist entry or route (Prefer: code=500) keeps what was typed', async ({ page }) => {
  await failing(page, '/api/v2/sip/ipWhitelist');
  await failing(page, '/api/v2/sip/outboundRoutes');
  await openDeveloper(page, 'sip');
  const allow = page.getByRole('form', { name: 'Allow an IP address' });
  await allow.getByLabel('IP address or block').fill('2001:db8::/32');
  await allow.getByLabel('Label').fill('Office');
  await allow.getByRole('button', { name: 'Allow address' }).click();
  await expect(page.getByText(/Could not allow the address/)).toBeVisible();
  await expect(allow.getByLabel('IP address or block')).toHaveValue('2001:db8::/32');
  await expect(allow.getByLabel('Label')).toHaveValue('Office');
  const route = page.getByRole('form', { name: 'Add an outbound route' });
  await route.getByLabel('Route').fill('203.0.113.7');
  await route.getByRole('button', { name: 'Add route' }).click();
  await expect(page.getByText(/Could not add the route/)).toBeVisible();
  await expect(route.getByLabel('Route')).toHaveValue('203.0.113.7');
});

test('adds a domain, previews its branding, makes it default (then it cannot be deleted)', async ({ page }) => {
  await openDeveloper(page, 'domains');
  const form = page.getByRole('form', { name: 'Add a domain' });
  await form.getByLabel('Domain').fill('Help.Sunrise.example');
  await form.getByRole('button', { name: 'Add domain' }).click();
  const preview = page.getByRole('region', { name: 'Branding on help.sunrise.example' });
  await expect(preview.getByText('Bluebird Telecom')).toBeVisible();
  await page.getByRole('button', { name: 'Make help.sunrise.example the default' }).click();
  await expect(page.getByRole('button', { name: 'Delete help.sunrise.example' })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Delete help.sunrise.example' })).toBeDisabled();
});

test('a failed domain (Prefer: code=500) keeps the name typed', async ({ page }) => {
  await failing(page, '/api/v2/domain');
  await openDeveloper(page, 'domains');
  const form = page.getByRole('form', { name: 'Add a domain' });
  await form.getByLabel('Domain').fill('help.sunrise.example');
  await form.getByRole('button', { name: 'Add domain' }).click();
  await expect(page.getByText(/Could not add the domain/)).toBeVisible();
  await expect(form.getByLabel('Domain')).toHaveValue('help.sunrise.example');
});

test('docsPage: how to authenticate and example requests without a token', async ({ page }) => {
  await openDeveloper(page);
  await page.getByRole('button', { name: 'API docs' }).click();
  const dialog = page.getByRole('dialog', { name: 'Developer documentation' });
  await expect(dialog.getByRole('heading', { name: 'Authenticating' })).toBeVisible();
  await expect(dialog).toContainText('targetAccountId');
  await expect(dialog).toContainText('(this account: 3001)');
  const examples = dialog.locator('pre');
  expect(await examples.count()).toBeGreaterThan(0);
  for (const text of await examples.allTextContents()) expect(text).not.toMatch(/vida_\d+_[0-9a-f]{8,}/);
});

test('integrations: installs an app through its auth form; axe finds nothing serious', async ({ page }) => {
  await page.goto('/app/org/3001/integrations');
  const apps = page.getByRole('list', { name: 'Apps' });
  await expect(apps.getByRole('heading', { name: 'Google Calendar' })).toBeVisible();
  const serious = (await new AxeBuilder({ page }).analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await apps.getByRole('button', { name: 'Install Zendesk' }).click();
  const form = page.getByRole('form', { name: 'App settings' });
  await expect(form.getByLabel(/API token/)).toHaveAttribute('type', 'password');
  await form.getByRole('button', { name: 'Install app' }).click();
  await expect(form.getByText('This field is required')).toHaveCount(3);
  await form.getByLabel(/Zendesk subdomain/).fill('sunrise');
  await form.getByLabel(/Agent email/).fill('desk@sunrise.example');
  await form.getByLabel(/API token/).fill('zd_secret_123');
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/api/v2/apps/zendesk/') && r.method() === 'POST'),
    form.getByRole('button', { name: 'Install app' }).click(),
  ]);
  expect(request.postDataJSON()).toMatchObject({ appData: { subdomain: 'sunrise', apiToken: 'zd_secret_123' } });
  await expect(page.getByRole('button', { name: 'Save and reload' })).toBeVisible();
  // Installed is what the next read says.
  await page.goto('/app/org/3001/integrations');
  await expect(
    apps.getByRole('listitem').filter({ hasText: 'Zendesk' }).getByText('Installed', { exact: true }),
  ).toBeVisible();
});

test('a failed install (Prefer: code=500) keeps the auth form filled', async ({ page }) => {
  await failing(page, '/api/v2/apps/zendesk/2.0.0');
  await page.goto('/app/org/3001/integrations?integrations=zendesk@2.0.0');
  const form = page.getByRole('form', { name: 'App settings' });
  await form.getByLabel(/Zendesk subdomain/).fill('sunrise');
  await form.getByLabel(/Agent email/).fill('desk@sunrise.example');
  await form.getByLabel(/API token/).fill('zd_secret_123');
  await form.getByRole('button', { name: 'Install app' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /server|could not/i })
      .first(),
  ).toBeVisible();
  await expect(form.getByLabel(/Zendesk subdomain/)).toHaveValue('sunrise');
  await expect(form.getByLabel(/API token/)).toHaveValue('zd_secret_123');
});

test('JobNimbus: a bad key shows the status it answered, a good one connects and shows the team', async ({ page }) => {
  await page.goto('/app/org/3001/integrations');
  const form = page.getByRole('form', { name: 'Connect JobNimbus' });
  await form.getByLabel(/API key/).fill('wrong-key');
  await form.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('JobNimbus did not accept this API key (status 401, unauthorized).')).toBeVisible();
  await form.getByLabel(/API key/).fill('jn_live_9f3b2c7d1e');
  await form.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('list', { name: 'JobNimbus team' }).getByText(/Maria Alvarez/)).toBeVisible();
});

test('a failed JobNimbus save (Prefer: code=500) keeps the key', async ({ page }) => {
  await failing(page, '/api/v2/integration/jobnimbus');
  await page.goto('/app/org/3001/integrations');
  const form = page.getByRole('form', { name: 'Connect JobNimbus' });
  await form.getByLabel(/API key/).fill('jn_live_9f3b2c7d1e');
  await form.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText(/could not|server/i).first()).toBeVisible();
  await expect(form.getByLabel(/API key/)).toHaveValue('jn_live_9f3b2c7d1e');
});

test('an app installed in Integrations is offered in the agent editor, which links to the catalogue', async ({
  page,
}) => {
  await page.goto('/app/org/3001/integrations?integrations=zendesk@2.0.0');
  const form = page.getByRole('form', { name: 'App settings' });
  await form.getByLabel(/Zendesk subdomain/).fill('sunrise');
  await form.getByLabel(/Agent email/).fill('desk@sunrise.example');
  await form.getByLabel(/API token/).fill('zd_secret_123');
  await form.getByRole('button', { name: 'Install app' }).click();
  await expect(page.getByRole('button', { name: 'Save and reload' })).toBeVisible();

  await page.goto('/app/agent/4001/agent');
  const offer = page.getByRole('region', { name: 'Installed apps' });
  await offer.getByRole('button', { name: 'Add Zendesk v2.0.0' }).click();
  // An app shows by its name (its id only in the tooltip).
  await expect(
    page.getByRole('list', { name: 'Apps' }).getByRole('button', { name: 'Remove app Zendesk' }),
  ).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Add Zendesk v2.0.0' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Browse apps' }).click();
  await expect(page).toHaveURL(/integrations=/);
  await expect(
    page.getByRole('dialog', { name: 'Integrations' }).getByRole('heading', { name: 'Zendesk' }),
  ).toBeVisible();
});
