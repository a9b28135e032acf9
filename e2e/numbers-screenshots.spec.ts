import { test } from '@playwright/test';

// The numbers and calendar pages at 1280 and 390 px, light and dark (docs/screenshots/).
// Run on purpose: SCREENSHOTS=1 npx playwright test e2e/numbers-screenshots.spec.ts
test.skip(!process.env.SCREENSHOTS, 'screenshots are taken on purpose (SCREENSHOTS=1)');
test.describe.configure({ timeout: 240_000 });

for (const width of [1280, 390]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`numbers and calendar ${width} ${scheme}`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.emulateMedia({ colorScheme: scheme });
      const settled = async () => {
        await page.getByRole('button', { name: /^Account menu for / }).waitFor({ timeout: 60_000 });
        await page.getByRole('progressbar', { name: 'Loading' }).waitFor({ state: 'detached', timeout: 60_000 });
      };
      await page.goto('/app/agent/4001/numbers');
      await page.getByRole('table', { name: 'Your numbers' }).waitFor({ timeout: 60_000 });
      await settled();
      await page.screenshot({ path: `docs/screenshots/numbers-${width}-${scheme}.png`, fullPage: true });

      await page.goto('/app/agent/4001/calendar');
      await page.getByText('Front desk (primary)').waitFor({ timeout: 60_000 });
      await settled();
      await page.screenshot({ path: `docs/screenshots/calendar-${width}-${scheme}.png`, fullPage: true });

      await page.goto('/app/agent/4001/calendar?schedule');
      await page.getByRole('button', { name: 'Save hours' }).waitFor({ timeout: 60_000 });
      // Under a dialog the frame is hidden from the accessibility tree: wait for loading only.
      await page.getByRole('progressbar', { name: 'Loading' }).waitFor({ state: 'detached', timeout: 60_000 });
      await page.screenshot({ path: `docs/screenshots/calendar-${width}-${scheme}-schedule.png` });

      await page.goto('/app/agent/4001/numbers?selectNumber');
      await page.getByRole('textbox', { name: 'Area code' }).fill('415');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('list', { name: 'Available numbers' }).waitFor({ timeout: 60_000 });
      await page.getByRole('progressbar', { name: 'Loading' }).waitFor({ state: 'detached', timeout: 60_000 });
      await page.screenshot({ path: `docs/screenshots/numbers-${width}-${scheme}-select.png` });
    });
  }
}
