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
      await page.screenshot({ path: `docs/screenshots/frame-${width}-${scheme}.png` });
      if (width < 500) {
        await page.getByRole('button', { name: 'Menu', exact: true }).click();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Inbox' }).waitFor();
        await page.waitForTimeout(400); // the drawer's slide-in animation, for the picture only
        await page.screenshot({ path: `docs/screenshots/frame-${width}-${scheme}-menu.png` });
      }
    });
  }
}
