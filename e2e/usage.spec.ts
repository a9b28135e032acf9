import { test, expect } from '@playwright/test';

test.describe('usage', () => {
  test.describe.configure({ timeout: 60_000 });
  test('reads usage charts, totals and the table of the current billing period', async ({ page }) => {
    const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v2/stats/usage');
    await page.goto('/app/org/3001/usage');
    const sent = new URL((await request).url()).searchParams;
    expect(sent.get('billingPeriod')).toBe('current');
    expect(sent.get('frequency')).toBe('day');
    expect(sent.get('timeseries')).toBe('true');

    const totals = page.getByRole('list', { name: 'Totals' });
    await expect(totals.getByRole('listitem').filter({ hasText: 'Minutes' })).toContainText('122');
    await expect(totals.getByRole('listitem').filter({ hasText: 'Messages' })).toContainText('109');

    const charts = page.getByTestId('usage-charts');
    await expect(charts).toBeVisible({ timeout: 30_000 });
    for (const name of ['Minutes', 'Messages', 'Tokens', 'Voice'])
      await expect(charts.getByRole('figure', { name })).toBeVisible();
    await expect(charts.locator('svg.recharts-surface')).toHaveCount(4);
    await expect(charts.locator('.recharts-bar-rectangle').first()).toBeVisible();

    // Zero-filled for 30 days from the first date.
    await expect(page.getByRole('table', { name: 'Usage by day' }).locator('tbody tr')).toHaveCount(30);
    await expect(page.getByRole('table', { name: 'Agents, last 30 days' })).toContainText('Sunrise Front Desk');
    await expect(page.getByRole('list', { name: 'Link clicks' }).getByRole('listitem')).toHaveCount(2);
  });

  test('a custom range asks for those dates', async ({ page }) => {
    await page.goto('/app/org/3001/usage');
    await page.getByLabel('Period').selectOption('custom');
    // The console's date control (typed month/day/year, read when the field loses focus).
    await page.getByRole('textbox', { name: 'From', exact: true }).fill('11/01/2025');
    await page.getByRole('textbox', { name: 'To', exact: true }).fill('11/21/2025');
    const request = page.waitForRequest(
      (r) => new URL(r.url()).pathname === '/api/v2/stats/usage' && new URL(r.url()).searchParams.has('startDate'),
    );
    await page.getByRole('button', { name: 'Show range' }).click();
    const sent = new URL((await request).url()).searchParams;
    expect(sent.get('startDate')).toBe('2025-11-01T00:00:00Z');
    expect(sent.get('endDate')).toBe('2025-11-21T23:59:59Z');
    await expect(page).toHaveURL(/startDate=2025-11-01/);
  });

  test('a failed usage fetch shows an error with Retry', async ({ page }) => {
    let fail = true;
    await page.route('**/api/v2/stats/usage?**', (route) =>
      fail ? route.fallback({ headers: { ...route.request().headers(), prefer: 'code=500' } }) : route.fallback(),
    );
    await page.goto('/app/org/3001/usage');
    const alert = page.getByRole('alert').filter({ hasText: 'Usage could not be loaded.' });
    await expect(alert).toBeVisible();
    fail = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    // The charts are a lazy chunk of their own (recharts), as in the phone test below.
    await expect(page.getByTestId('usage-charts')).toBeVisible({ timeout: 30_000 });
  });
});

test('usage on a phone: no sideways scrolling', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/app/org/3001/usage');
  await expect(page.getByTestId('usage-charts')).toBeVisible({ timeout: 30_000 });
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
});

test('usage screenshots at 1280 and 390 px, light and dark', async ({ page }) => {
  test.skip(!process.env.SCREENSHOTS, 'screenshots are taken on purpose (SCREENSHOTS=1)');
  test.setTimeout(180_000);
  for (const width of [1280, 390]) {
    for (const theme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.addInitScript((t) => localStorage.setItem('theme', JSON.stringify(t)), theme);
      await page.goto('/app/org/3001/usage');
      await expect(page.getByTestId('usage-charts').locator('svg.recharts-surface')).toHaveCount(4, {
        timeout: 30_000,
      });
      await page.waitForTimeout(500);
      await page.screenshot({ path: `docs/screenshots/usage-${width}-${theme}.png`, fullPage: true });
    }
  }
});
