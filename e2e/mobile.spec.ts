import { test, expect } from '@playwright/test';

test.describe('/mobile/start hand-off', () => {
  test('exchanges the one-time token, marks the mobile shell and opens /app', async ({ page }) => {
    await page.goto('/mobile/start?token=ott_5d8e1f2a9c3b47e6');
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sunrise Dental Group' })).toBeVisible();
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(JSON.parse(stored.token ?? 'null')).toBe('tok_4001_c2f8e61a9b7d4f30a5e1');
    expect(stored.isMobileApp).toBe('true');
  });

  test("without a token it says 'No auth token provided'", async ({ page }) => {
    await page.goto('/mobile/start');
    await expect(page.getByRole('alert')).toHaveText('No auth token provided');
  });

  test("a refused token says 'Could not authenticate with token'", async ({ page }) => {
    await page.route('**/api/v1/oneTimeAuth**', (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'code=400' } }),
    );
    await page.goto('/mobile/start?token=ott_bad');
    await expect(page.getByRole('alert')).toHaveText('Could not authenticate with token');
  });
});

test.describe('sign-out', () => {
  test('in the mobile shell: sends vida://logout, keeps the mobile flag and lands on /mobile/start', async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.enable');
    const requested: string[] = [];
    cdp.on('Page.frameRequestedNavigation', (e: { url: string }) => requested.push(e.url));

    await page.goto('/mobile/start?token=ott_5d8e1f2a9c3b47e6');
    await expect(page.getByRole('heading', { level: 1, name: 'Sunrise Dental Group' })).toBeVisible();
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/mobile\/start$/);
    await expect.poll(() => requested).toContain('vida://logout');
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored).toEqual({ isMobileApp: 'true' });
  });

  test('in a browser: clears storage and goes to /app with a fresh session, no native command', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.enable');
    const requested: string[] = [];
    cdp.on('Page.frameRequestedNavigation', (e: { url: string }) => requested.push(e.url));

    await page.goto('/app');
    await expect(page.getByRole('heading', { level: 1, name: 'Sunrise Dental Group' })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('theme', '"dark"'));
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sunrise Dental Group' })).toBeVisible();
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored.theme).toBeUndefined();
    expect(requested.filter((u) => u.startsWith('vida:'))).toEqual([]);
  });
});
