import { test, expect, type Page } from '@playwright/test';

// The home and the dashboard at 1280 and 390 px, light and dark (docs/screenshots/).
// Run on purpose: SCREENSHOTS=1 npx playwright test e2e/home-screenshots.spec.ts
test.skip(!process.env.SCREENSHOTS, 'screenshots are taken on purpose (SCREENSHOTS=1)');

const NOW = new Date('2025-11-22T12:00:00Z');

async function settled(page: Page) {
  await page.getByRole('button', { name: /^Account menu for / }).waitFor();
  await page.getByRole('progressbar', { name: 'Loading' }).waitFor({ state: 'detached' });
}

for (const width of [1280, 390]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`home and dashboard ${width} ${scheme}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.clock.setFixedTime(NOW);
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/app/org/3001');
      await expect(page.getByRole('region', { name: 'This period’s usage' })).toContainText('Voice minutes', {
        timeout: 30_000,
      });
      await expect(page.getByRole('region', { name: 'Agents' })).toContainText(/in 30 days/, { timeout: 30_000 });
      await expect(page.getByRole('region', { name: 'Conversations' }).getByTestId('home-unread')).toContainText(/\d/);
      await settled(page);
      await page.screenshot({ path: `docs/screenshots/home-${width}-${scheme}.png`, fullPage: true });

      // `/app`, the session's own agent account: its card, then the same overview.
      await page.goto('/app');
      await expect(page.getByRole('region', { name: 'Get your agent live' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('region', { name: 'This period’s usage' })).toContainText('Voice minutes', {
        timeout: 30_000,
      });
      await settled(page);
      await page.screenshot({ path: `docs/screenshots/home-own-${width}-${scheme}.png`, fullPage: true });

      await page.goto('/app/org/3001/dashboard?range=30d');
      const region = page.getByRole('region', { name: 'Metrics' });
      await expect(region.getByRole('button', { name: /^Calls Answered: 2/ })).toBeVisible({ timeout: 30_000 });
      await expect(region.getByRole('img').first()).toBeVisible();
      await settled(page);
      await page.screenshot({ path: `docs/screenshots/dashboard-${width}-${scheme}.png`, fullPage: true });
    });
  }
}
