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

  test('in a browser: clears storage and lands signed out on the sign-in page; a fresh session only when the visitor asks', async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.enable');
    const requested: string[] = [];
    cdp.on('Page.frameRequestedNavigation', (e: { url: string }) => requested.push(e.url));
    let sessions = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/v1/allocateTempUserSession') sessions += 1;
    });

    await page.goto('/app');
    await expect(page.getByRole('heading', { level: 1, name: 'Sunrise Dental Group' })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('theme', '"dark"'));
    const before = sessions;
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    // Signed out: the sign-in page on its own (no console navigation), and no new session.
    await expect(page).toHaveURL(/\/app\/signin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored.theme).toBeUndefined();
    expect(stored.token).toBeUndefined();
    expect(requested.filter((u) => u.startsWith('vida:'))).toEqual([]);
    // A console page opened in the tab stays signed out, and is where the visitor returns.
    await page.goto('/app/org/3001/usage');
    await expect(page).toHaveURL(/\/app\/signin\?next=%2Fapp%2Forg%2F3001%2Fusage$/);
    await page.waitForLoadState('networkidle');
    expect(sessions).toBe(before);

    // The visitor acts: a fresh anonymous session, and the page they asked for.
    await page.getByRole('button', { name: 'Continue without an account' }).click();
    await expect(page).toHaveURL(/\/app\/org\/3001\/usage$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(sessions).toBe(before + 1);
  });
});
