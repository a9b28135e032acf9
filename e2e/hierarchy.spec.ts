import { test, expect, type Page, type Request } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

// The account hierarchy against the stateful mock: a partner, a reseller, an organization and the
// super administrator each signed in by their own session. The mock treats a `tok_<id>_…` token as
// a session of account <id> (mocks/engine/handlers-accounts.js), with its own state per token.

/** Signs the page in as account `id` (stored once: a takeover's token is not put back on reload). */
async function signInAs(page: Page, id: number): Promise<string> {
  const token = `tok_${id}_${Math.random().toString(16).slice(2, 10)}`;
  await page.addInitScript(
    ([t, i]) => {
      if (localStorage.getItem('token')) return;
      localStorage.setItem('token', JSON.stringify(t));
      localStorage.setItem('id', JSON.stringify(i));
    },
    [token, id] as const,
  );
  return token;
}

/** Makes every call to `path` with `method` answer 500 (the mock honours `Prefer: code=500`). */
const failing = (page: Page, path: string, method = 'POST') =>
  page.route(`**${path}?**`, (route) =>
    route.continue({
      headers: { ...route.request().headers(), ...(route.request().method() === method ? { prefer: 'code=500' } : {}) },
    }),
  );

const nav = (page: Page) =>
  page.getByRole('complementary', { name: 'Sidebar' }).getByRole('navigation', { name: 'Main' });

test('a partner walks down partner → reseller → organization → agent through the lists', async ({ page }) => {
  test.slow();
  await signInAs(page, 1001);
  await page.goto('/app');
  await nav(page).getByRole('link', { name: 'Resellers' }).click();
  await expect(page).toHaveURL(/\/app\/partner\/1001\/resellers$/);
  const resellers = page.getByRole('table', { name: 'Resellers' });
  await resellers.getByRole('link', { name: 'Bluebird Telecom' }).click();
  await expect(page).toHaveURL(/\/app\/partner\/1001\/reseller\/2001$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bluebird Telecom' })).toBeVisible();

  await nav(page).getByRole('link', { name: 'Organizations' }).click();
  await expect(page).toHaveURL(/\/app\/partner\/1001\/reseller\/2001\/organizations$/);
  await page.getByRole('table', { name: 'Organizations' }).getByRole('link', { name: 'Sunrise Dental Group' }).click();
  await expect(page).toHaveURL(/\/app\/partner\/1001\/reseller\/2001\/org\/3001$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sunrise Dental Group' })).toBeVisible();

  await nav(page).getByRole('link', { name: 'Agents' }).click();
  await page.getByRole('table', { name: 'Agents' }).getByRole('link', { name: 'Sunrise After Hours' }).click();
  // An agent's console opens on its agent page.
  await expect(page).toHaveURL(/\/app\/partner\/1001\/reseller\/2001\/org\/3001\/agent\/4002(\/agent)?$/);
  // The path's deepest account is the one acted on: the breadcrumb ends at the agent, and the
  // agent's own sections are offered (not its page's content: that is the agent area's).
  await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link').last()).toHaveAttribute(
    'href',
    '/app/partner/1001/reseller/2001/org/3001/agent/4002',
  );
  await expect(nav(page).getByRole('link', { name: 'Agent', exact: true })).toBeVisible();

  // Back climbs the same way, and the shared link of a list opens the same view.
  await page.goBack();
  await expect(page.getByRole('table', { name: 'Agents' })).toBeVisible();
  await page.goto('/app/partner/1001/resellers?q=blue');
  await expect(page.getByRole('searchbox', { name: 'Search resellers' })).toHaveValue('blue');
  await expect(page.getByRole('table', { name: 'Resellers' }).getByRole('link')).toHaveText(['Bluebird Telecom']);
});

test('a reseller filters organizations by plan and minutes, creates one (a failed try keeps the form) and finds it highlighted', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, 2001);
  await page.goto('/app');
  await nav(page).getByRole('link', { name: 'Organizations' }).click();
  const table = page.getByRole('table', { name: 'Organizations' });
  await expect(table.getByRole('link', { name: 'Sunrise Dental Group' })).toBeVisible();

  const searched: URL[] = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/v2/searchOrganizations') searched.push(url);
  });
  await page.getByRole('button', { name: 'Filters' }).click();
  const panel = page.getByRole('form', { name: 'Organization filters' });
  await panel.getByLabel('Plan id').fill('plan_pro_monthly');
  await panel.getByRole('group', { name: 'Voice minutes, this billing period' }).getByLabel('Min').fill('100');
  await panel.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/productPlanId=plan_pro_monthly/);
  await expect(page).toHaveURL(/currentBillingPeriodVoiceMinutesMin=100/);
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  await expect(table.getByRole('link')).toHaveText(['Sunrise Dental Group']);
  await expect(page.getByText('1 organization matches the filters')).toBeVisible();
  const sent = searched.at(-1);
  expect(sent?.searchParams.get('targetAccountId')).toBe('2001');
  expect(sent?.searchParams.get('productPlanId')).toBe('plan_pro_monthly');
  expect(sent?.searchParams.get('currentBillingPeriodVoiceMinutesMin')).toBe('100');

  // More minutes than it used: nothing matches, and the page says so.
  await page.getByRole('button', { name: 'Filters (2)' }).click();
  await panel.getByRole('group', { name: 'Voice minutes, this billing period' }).getByLabel('Min').fill('800');
  await panel.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('No organizations match.')).toBeVisible();
  // A reload of the shared link shows the same view.
  await page.reload();
  await expect(page.getByText('No organizations match.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();

  // Create: the first try fails (the server's 500), the form keeps every value and says so.
  await failing(page, '/api/v2/createOrganization');
  await page.getByRole('button', { name: 'New organization' }).click();
  const dialog = page.getByRole('dialog', { name: 'New organization' });
  await dialog.getByRole('button', { name: 'Create organization' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await dialog.getByLabel('Organization name').fill('Harbor Vets');
  await dialog.getByLabel('Owner email').fill('owner@harborvets.example');
  await dialog.getByLabel('Plan id').fill('plan_pro_monthly');
  await dialog.getByRole('button', { name: 'Create organization' }).click();
  await expect(dialog.getByText('The server ran into a problem. Try again in a moment.')).toBeVisible();
  await expect(dialog.getByLabel('Organization name')).toHaveValue('Harbor Vets');
  await expect(dialog.getByLabel('Owner email')).toHaveValue('owner@harborvets.example');
  await expect(dialog.getByLabel('Plan id')).toHaveValue('plan_pro_monthly');

  await page.unroute('**/api/v2/createOrganization?**');
  await dialog.getByRole('button', { name: 'Create organization' }).click();
  await expect(dialog).toBeHidden();
  // The list without the filters that would hide it, the new row marked.
  await expect(page).toHaveURL(/highlightId=\d+/);
  await expect(page).not.toHaveURL(/currentBillingPeriodVoiceMinutesMin/);
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: 'Harbor Vets' }) });
  await expect(row).toHaveAttribute('data-highlighted', '');
  await expect(row.getByText('New')).toBeVisible();
  // The mock keeps it: a reload still lists it.
  await page.reload();
  await expect(table.getByRole('link', { name: 'Harbor Vets' })).toBeVisible();
});

test('a list keeps its view: a search keeps the filters and the status, and a shared link reopens it', async ({
  page,
  context,
}) => {
  test.slow();
  await signInAs(page, 2001);
  await page.goto('/app/reseller/2001/organizations?productPlanId=plan_pro_monthly');
  const table = page.getByRole('table', { name: 'Organizations' });
  await expect(table.getByRole('link', { name: 'Sunrise Dental Group' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();

  // A search (debounced) keeps the filter, and only the page goes back to the first.
  await page.goto('/app/reseller/2001/organizations?productPlanId=plan_pro_monthly&page=2');
  await page.getByRole('searchbox', { name: 'Search organizations' }).fill('sunrise');
  await expect(page).toHaveURL(/q=sunrise/);
  await expect(page).toHaveURL(/productPlanId=plan_pro_monthly/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(table.getByRole('link')).toHaveText(['Sunrise Dental Group']);

  // Disabled ones only: the status joins the search and the filter, and none of them is lost.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('disabled');
  await expect(page).toHaveURL(/status=disabled/);
  await expect(page.getByText('No organizations match.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search organizations' }).fill('sun');
  await expect(page).toHaveURL(/q=sun(&|$)/);
  await expect(page).toHaveURL(/status=disabled/);
  await expect(page).toHaveURL(/productPlanId=plan_pro_monthly/);

  // The shared link, opened in another tab, shows the same view.
  const shared = page.url();
  const other = await context.newPage();
  await other.goto(shared);
  await expect(other.getByRole('searchbox', { name: 'Search organizations' })).toHaveValue('sun');
  await expect(other.getByRole('combobox', { name: 'Status' })).toHaveValue('disabled');
  await expect(other.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect(other.getByText('No organizations match.')).toBeVisible();
  await other.getByRole('combobox', { name: 'Status' }).selectOption('active');
  await expect(other.getByRole('table', { name: 'Organizations' }).getByRole('link')).toHaveText([
    'Sunrise Dental Group',
  ]);
  await expect(other).not.toHaveURL(/status=/);
  await expect(other).toHaveURL(/q=sun/);
  await other.close();
});

test('a partner’s link naming a reseller opens that reseller’s organizations, sorted across the whole list', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, 1001);
  await page.goto('/app/partner/1001/organizations?reseller=2001&sort=-name');
  await expect(page).toHaveURL(/\/app\/partner\/1001\/reseller\/2001\/organizations\?sort=-name$/);
  const table = page.getByRole('table', { name: 'Organizations' });
  await expect(table.getByRole('link', { name: 'Sunrise Dental Group' })).toHaveAttribute(
    'href',
    '/app/partner/1001/reseller/2001/org/3001',
  );
  await expect(table.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
});

test('an organization adds an agent and pins it to the sidebar (a failed pin changes nothing)', async ({ page }) => {
  test.slow();
  await signInAs(page, 3001);
  await page.goto('/app');
  await nav(page).getByRole('link', { name: 'Agents' }).click();
  await expect(page.getByRole('table', { name: 'Agents' })).toBeVisible();

  await page.getByRole('button', { name: 'Add agent', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add agent' });
  await dialog.getByLabel('Agent name').fill('Night Line');
  await dialog.getByRole('button', { name: 'Add agent', exact: true }).click();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: 'Agents' });
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: 'Night Line' }) });
  await expect(row).toHaveAttribute('data-highlighted', '');
  const agentId = new URL(page.url()).searchParams.get('highlightId');
  expect(agentId).toMatch(/^\d+$/);

  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByRole('navigation', { name: 'Favorites' })).toHaveCount(0);

  // A pin the server refuses: said, and the sidebar stays as it was.
  await failing(page, '/api/v1/accountSetting');
  await row.getByRole('button', { name: 'Actions for Night Line' }).click();
  await page.getByRole('menuitem', { name: 'Pin to sidebar' }).click();
  await expect(page.getByText('The server ran into a problem. Try again in a moment.')).toBeVisible();
  await expect(sidebar.getByRole('navigation', { name: 'Favorites' })).toHaveCount(0);
  await page.unroute('**/api/v1/accountSetting?**');

  await row.getByRole('button', { name: 'Actions for Night Line' }).click();
  await page.getByRole('menuitem', { name: 'Pin to sidebar' }).click();
  const favorites = sidebar.getByRole('navigation', { name: 'Favorites' });
  await expect(favorites.getByRole('link', { name: 'Night Line' })).toBeVisible();
  await expect(row.getByLabel('Pinned')).toBeVisible();

  // Kept by the server: after a reload the sidebar still has it, and it opens the agent's console.
  await page.reload();
  await favorites.getByRole('link', { name: 'Night Line' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/org/3001/agent/${agentId}(/agent)?$`));
  await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link').last()).toHaveAttribute(
    'href',
    `/app/org/3001/agent/${agentId}`,
  );

  // Unpinned from the list: gone from the sidebar.
  await page.goto('/app/org/3001/agents');
  await table
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'Night Line' }) })
    .getByRole('button', { name: 'Actions for Night Line' })
    .click();
  await page.getByRole('menuitem', { name: 'Unpin from sidebar' }).click();
  await expect(sidebar.getByRole('navigation', { name: 'Favorites' })).toHaveCount(0);
});

test('a super admin takes over an organization, sees the banner, acts as it, and returns', async ({ page }) => {
  test.slow();
  const adminToken = await signInAs(page, 1000);
  const calls: URL[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) calls.push(url);
  });
  await page.goto('/app/reseller/2001/organizations');
  const table = page.getByRole('table', { name: 'Organizations' });
  await table.getByRole('button', { name: 'Actions for Sunrise Dental Group' }).click();
  await page.getByRole('menuitem', { name: 'Take over' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take over organization' });
  await dialog.getByRole('button', { name: 'Take over Sunrise Dental Group' }).click();

  const banner = page.getByRole('region', { name: 'Takeover' });
  await expect(banner).toContainText('You are acting as Sunrise Dental Group');
  await expect(page).toHaveURL(/\/app$/);
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBe(JSON.stringify(adminToken));
  const actingToken = JSON.parse((await page.evaluate(() => localStorage.getItem('token'))) ?? 'null') as string;
  expect(actingToken).toMatch(/^tok_3001_/);

  // Acting: add an agent as the organization; every call carries both tokens.
  const from = calls.length;
  await nav(page).getByRole('link', { name: 'Agents' }).click();
  await page.getByRole('button', { name: 'Add agent', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Add agent' });
  await add.getByLabel('Agent name').fill('Takeover Line');
  await add.getByRole('button', { name: 'Add agent', exact: true }).click();
  await expect(
    page.getByRole('table', { name: 'Agents' }).getByRole('row').filter({ hasText: 'Takeover Line' }),
  ).toHaveAttribute('data-highlighted', '');
  const acting = calls.slice(from);
  expect(acting.some((u) => u.pathname === '/api/v2/createAccount')).toBe(true);
  for (const u of acting) {
    expect(u.searchParams.get('token')).toBe(actingToken);
    expect(u.searchParams.get('adminToken')).toBe(adminToken);
  }
  // The banner stays across pages, and a reload keeps the takeover.
  await page.reload();
  await expect(banner).toContainText('You are acting as Sunrise Dental Group');

  await banner.getByRole('button', { name: 'Return to my account' }).click();
  await expect(page.getByText('Back in your own account')).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(page).toHaveURL(/\/app\/org\/3001$/);
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(JSON.stringify(adminToken));
  expect(await page.evaluate(() => localStorage.getItem('id'))).toBe('1000');
  const back = calls.length;
  await page.goto('/app/reseller/2001/organizations');
  await expect(table.getByRole('link', { name: 'Sunrise Dental Group' })).toBeVisible();
  for (const u of calls.slice(back)) {
    expect(u.searchParams.has('adminToken')).toBe(false);
    if (u.searchParams.has('token')) expect(u.searchParams.get('token')).toBe(adminToken);
  }
});

test('a failed takeover says so and leaves the session as it was', async ({ page }) => {
  const adminToken = await signInAs(page, 1000);
  await page.goto('/app/reseller/2001/organizations?orgTakeover=3001');
  const dialog = page.getByRole('dialog', { name: 'Take over organization' });
  const start = dialog.getByRole('button', { name: 'Take over Sunrise Dental Group' });
  await expect(start).toBeVisible();
  await failing(page, '/api/v1/account', 'GET');
  await start.click();
  await expect(dialog.getByText('The server ran into a problem. Try again in a moment.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Takeover' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(JSON.stringify(adminToken));
});

test.describe('the command palette', () => {
  const palette = (page: Page) => page.getByRole('dialog', { name: 'Search' });
  const box = (page: Page) => palette(page).getByRole('combobox');

  async function openPalette(page: Page) {
    await page.goto('/app');
    await expect(nav(page)).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(box(page)).toBeFocused();
  }

  test('Ctrl+K finds an account and Enter opens its console', async ({ page }) => {
    await openPalette(page);
    await box(page).fill('after hours');
    const accounts = palette(page).getByRole('group', { name: 'Accounts' });
    await expect(accounts.getByRole('option', { name: /Sunrise After Hours/ })).toBeVisible();
    // Keyboard only: walk to it and press Enter.
    const options = palette(page).getByRole('option');
    const labels = await options.allTextContents();
    const at = labels.findIndex((l) => l.includes('Sunrise After Hours'));
    for (let i = 0; i < at; i += 1) await box(page).press('ArrowDown');
    await expect(options.nth(at)).toHaveAttribute('aria-selected', 'true');
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/app\/agent\/4002(\/agent)?$/);
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link').last()).toHaveAttribute(
      'href',
      '/app/agent/4002',
    );

    // Opened again, it is first among the recent items.
    await page.keyboard.press('Control+k');
    await expect(palette(page).getByRole('group', { name: 'Recent' }).getByRole('option').first()).toContainText(
      'Sunrise After Hours',
    );
    await box(page).press('Escape');
    await expect(palette(page)).toHaveCount(0);
  });

  test('finds a contact and opens it', async ({ page }) => {
    await openPalette(page);
    await box(page).fill('whitfield');
    const contact = palette(page)
      .getByRole('group', { name: 'Contacts' })
      .getByRole('option', { name: /James Whitfield/ });
    await expect(contact).toBeVisible();
    await contact.click();
    await expect(page).toHaveURL(/previewContact=/);
    await expect(page.getByRole('heading', { name: 'James Whitfield' })).toBeVisible();
  });

  test('finds an overlay at once and opens it with Enter', async ({ page }) => {
    await openPalette(page);
    await box(page).fill('add funds');
    await expect(palette(page).getByRole('option').first()).toContainText('Add funds');
    await box(page).press('Enter');
    await expect(page).toHaveURL(/addFunds=/);
    await expect(page.getByRole('dialog', { name: 'Add funds' })).toBeVisible();
    await expect(palette(page)).toHaveCount(0);
  });

  test('the top bar’s button opens it; a failed server search still lists pages and actions', async ({ page }) => {
    await failing(page, '/api/v2/searchAccount');
    await page.goto('/app');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await box(page).fill('usage');
    await expect(palette(page).getByRole('alert')).toHaveText(
      'Some results could not be loaded. Pages and actions are still listed.',
    );
    await expect(palette(page).getByRole('option', { name: /Usage/ }).first()).toBeVisible();
  });
});

test('axe finds nothing serious on a list with its filter panel, the favorites and the palette', async ({ page }) => {
  test.slow();
  const serious = async () =>
    (await new AxeBuilder({ page }).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/app/reseller/2001/organizations');
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('form', { name: 'Organization filters' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Favorites' }).getByRole('link').first()).toBeVisible();
    expect(await serious()).toEqual([]);
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: 'Search' }).getByRole('combobox').fill('sun');
    await expect(page.getByRole('dialog', { name: 'Search' }).getByRole('group', { name: 'Accounts' })).toBeVisible();
    expect(await serious()).toEqual([]);
  }
});
