import { test } from '@playwright/test';

// The tasks page at 1280 and 390 px, light and dark (docs/screenshots/).
// Run on purpose: SCREENSHOTS=1 npx playwright test e2e/tasks-screenshots.spec.ts
test.skip(!process.env.SCREENSHOTS, 'screenshots are taken on purpose (SCREENSHOTS=1)');

for (const width of [1280, 390]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`tasks ${width} ${scheme}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/app/org/3001/tasks');
      await page.getByRole('table', { name: 'Tasks' }).waitFor();
      await page.getByRole('navigation', { name: 'Task counts' }).waitFor();
      await page.getByRole('button', { name: /^Account menu for / }).waitFor();
      await page.getByRole('progressbar', { name: 'Loading' }).waitFor({ state: 'detached' });
      await page.screenshot({ path: `docs/screenshots/tasks-${width}-${scheme}.png` });
    });
  }
}
