import { test, expect } from '@playwright/test';

test.describe('/app routes', () => {
  test('an account path acts on its deepest account', async ({ page }) => {
    const accountCalls: URL[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/v1/account') accountCalls.push(url);
    });
    await page.goto('/app/reseller/2001/org/3001');
    await expect(page.getByRole('heading', { level: 1, name: 'Sunrise Dental Group' })).toBeVisible();
    expect(accountCalls.at(-1)?.searchParams.get('targetAccountId')).toBe('3001');
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
