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
