import { test } from '@playwright/test';

// The frame at 1280 and 390 px, light and dark (docs/screenshots/, linked from the README).
// Run on purpose: SCREENSHOTS=1 npx playwright test e2e/frame-screenshots.spec.ts
test.skip(!process.env.SCREENSHOTS, 'screenshots are taken on purpose (SCREENSHOTS=1)');

for (const width of [1280, 390]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`frame ${width} ${scheme}`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/app/reseller/2001/org/3001');
      await page.getByRole('heading', { level: 1 }).waitFor();
      // Settled: the user menu has loaded and nothing is loading any more.
      await page.getByRole('button', { name: /^Account menu for / }).waitFor();
      await page.getByRole('progressbar', { name: 'Loading' }).waitFor({ state: 'detached' });
      await page.screenshot({ path: `docs/screenshots/frame-${width}-${scheme}.png` });
      // An account list and a section's empty state, in the same frame.
      await page.goto('/app/reseller/2001/organizations');
      await page.getByRole('table', { name: 'Organizations' }).getByRole('row').nth(1).waitFor();
      await page.getByRole('button', { name: /^Account menu for / }).waitFor();
      await page.screenshot({ path: `docs/screenshots/accounts-${width}-${scheme}.png` });
      await page.goto('/app/org/3001/developer');
      await page.getByRole('list', { name: 'Developer tools' }).waitFor();
      await page.getByRole('button', { name: /^Account menu for / }).waitFor();
      await page.screenshot({ path: `docs/screenshots/section-${width}-${scheme}.png` });
      if (width < 500) {
        await page.goto('/app/reseller/2001/org/3001');
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.getByRole('button', { name: 'Menu', exact: true }).click();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Inbox' }).waitFor();
        await page.waitForTimeout(400); // the drawer's slide-in animation, for the picture only
        await page.screenshot({ path: `docs/screenshots/frame-${width}-${scheme}-menu.png` });
      }
    });
  }
}
