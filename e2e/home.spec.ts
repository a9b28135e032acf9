import { test, expect, type Page } from '@playwright/test';

// The account's home (issue 28 §3): each card from its own call, links into the sections, and a
// failing card that says so while the others stay.
const NOW = new Date('2025-11-22T12:00:00Z');
const HOME = '/app/org/3001';

async function openHome(page: Page, path = HOME) {
  await page.clock.setFixedTime(NOW);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Sunrise Dental Group' })).toBeVisible();
}

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('an organization’s home: conversations, agent, usage against the plan, checklist and agents below', async ({
  page,
}) => {
  const logsCall = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v2/logs');
  await openHome(page);
  const logs = new URL((await logsCall).url());
  expect(logs.searchParams.get('targetAccountId')).toBe('3001');

  const conversations = card(page, 'Conversations');
  await expect(conversations.getByTestId('home-today')).toContainText(/Today\s*\d+/);
  await expect(conversations.getByTestId('home-unread')).toContainText(/Unread\s*\d+/);
  await expect(card(page, 'Your agent')).toContainText('Sunrise Front Desk');
  await expect(card(page, 'Your agent').getByTestId('agent-state')).toHaveText(/Published|Unpublished changes/);
  await expect(card(page, 'This period’s usage')).toContainText('Voice minutes');
  await expect(card(page, 'This period’s usage')).toContainText(/of 500/);
  await expect(card(page, 'Get your agent live').getByRole('list', { name: 'Setup checklist' })).toBeVisible();
  const agents = card(page, 'Agents');
  await expect(agents.getByRole('link', { name: 'Sunrise Front Desk' })).toBeVisible();
  await expect(agents).toContainText(/\d+ calls? · \d+ messages? in 30 days/);

  // Into the inbox from an unread conversation.
  const unread = conversations.getByRole('list', { name: 'Unread conversations' }).getByRole('link').first();
  await unread.click();
  await expect(page).toHaveURL(/\/inbox\?active=room_/);
});

test('a link from the home opens the section it names', async ({ page }) => {
  await openHome(page);
  await card(page, 'This period’s usage').getByRole('link', { name: 'See usage' }).click();
  await expect(page).toHaveURL(/\/app\/org\/3001\/usage/);
  await expect(page.getByRole('heading', { name: 'Usage', level: 1 })).toBeVisible();
});

test('a failing card says so while the others stay (Prefer: code=500 on the usage call)', async ({ page }) => {
  await page.route('**/api/v2/stats/usage?**', (route) =>
    route.continue({ headers: { ...route.request().headers(), Prefer: 'code=500' } }),
  );
  await openHome(page);
  const usage = card(page, 'This period’s usage');
  await expect(usage.getByRole('alert')).toContainText('Usage could not be loaded.');
  await expect(card(page, 'Conversations').getByTestId('home-unread')).toContainText(/Unread\s*\d+/);
  await expect(card(page, 'Your agent')).toContainText('Sunrise Front Desk');
  await expect(card(page, 'Agents').getByRole('link', { name: 'Sunrise Front Desk' })).toBeVisible();

  // Retry after the server recovers.
  await page.unroute('**/api/v2/stats/usage?**');
  await usage.getByRole('button', { name: 'Retry' }).click();
  await expect(usage).toContainText('Voice minutes');
});

test('a partner’s home lists its resellers and has no agent card', async ({ page }) => {
  await page.clock.setFixedTime(NOW);
  await page.goto('/app/partner/1001');
  const resellers = card(page, 'Resellers');
  await expect(resellers.getByRole('link', { name: 'Bluebird Telecom' })).toBeVisible();
  await expect(card(page, 'Your agent')).toHaveCount(0);
});

test('an account the address names but the session cannot read: “Account not found” is the one h1', async ({
  page,
}) => {
  await page.goto('/app/org/9999');
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText('Account not found');
  await expect(h1).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Back to my account' })).toBeVisible();
});
