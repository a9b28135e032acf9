import { test, expect } from '@playwright/test';
import { fetchGet } from './support/account';

test.describe('/app routes', () => {
  test('an account path acts on its deepest account', async ({ page }) => {
    const accountCalls: URL[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/v1/account') accountCalls.push(url);
    });
    await page.goto('/app/reseller/2001/org/3001');
    await expect(page.getByRole('heading', { level: 1, name: 'Sunrise Dental Group' })).toBeVisible();
    // The acting account is fetched with the deepest id; the session's own account (who the user
    // is, for permissions) is fetched without one. No account call names another id.
    const targets = accountCalls.map((u) => u.searchParams.get('targetAccountId'));
    expect(targets).toContain('3001');
    // Besides, the sidebar reads the agents pinned in the own account's favorites (4001, 4002 in the mock).
    const pinned = ['4001', '4002'];
    expect(targets.filter((t) => t !== null && t !== '3001' && !pinned.includes(t))).toEqual([]);
    // The address bar keeps the spec's path (the router's internal form never shows).
    await expect(page).toHaveURL(/\/app\/reseller\/2001\/org\/3001$/);
  });

  test('an invalid account path falls back to /app with a toast', async ({ page }) => {
    await page.goto('/app/team/abc');
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByText('That address does not point to an account.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Sunrise Dental Group' })).toBeVisible();
  });

  for (const [path, title] of [
    ['/app/paymentSuccess', 'Payment received'],
    ['/app/paymentCancel', 'Payment cancelled'],
    ['/app/stripePayoutConnectSuccess', 'Payout account connected'],
    ['/app/stripePayoutConnectFailure', 'Payout account not connected'],
  ] as const) {
    test(`${path} shows its page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.getByRole('link', { name: 'Back to the app' }).click();
      await expect(page).toHaveURL(/\/app$/);
    });
  }
});

test('contacts on an account path are that organization’s, not the session’s', async ({ page }) => {
  const contactCalls: URL[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/v2/contact') contactCalls.push(url);
  });
  // The mock's hierarchy has one organization (3001, the session's own); organization 3777 is
  // that account's answer under another id, so the path names an organization that exists.
  await page.route(
    (url) => url.pathname === '/api/v1/account' && url.searchParams.get('targetAccountId') === '3777',
    async (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('targetAccountId', '3001');
      const answer = await fetchGet(route, { url: url.toString() });
      const body = (await answer.json()) as Record<string, unknown>;
      await route.fulfill({ response: answer, json: { ...body, id: 3777 } });
    },
  );
  await page.goto('/app/org/3777?contacts=true');
  await expect(page.getByRole('dialog', { name: 'Contacts' })).toBeVisible();
  await expect.poll(() => contactCalls.length).toBeGreaterThan(0);
  expect(contactCalls.every((u) => u.searchParams.get('targetAccountId') === '3777')).toBe(true);
});

test('an unknown section falls back to the account’s page with a toast', async ({ page }) => {
  await page.goto('/app/org/3001/nonsense');
  await expect(page).toHaveURL(/\/app\/org\/3001$/);
  await expect(page.getByText(/That page does not exist/)).toBeVisible();
});
