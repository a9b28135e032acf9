import { test } from '@playwright/test';
import { signInAsOrganization } from './support/account';

// The billing and wallet pages at 1280 and 390 px, light and dark (docs/screenshots/).
// Run on purpose: SCREENSHOTS=1 npx playwright test e2e/billing-screenshots.spec.ts
test.skip(!process.env.SCREENSHOTS, 'screenshots are taken on purpose (SCREENSHOTS=1)');

for (const width of [1280, 390]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`billing and wallet ${width} ${scheme}`, async ({ page }) => {
      // The organization itself (an owner) sees billing; the mock's own session is an agent account.
      await signInAsOrganization(page);
      await page.clock.install({ time: new Date('2025-11-22T12:00:00Z') });
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/app/org/3001/billing');
      await page.getByTestId('estimate-total').waitFor();
      await page.getByRole('progressbar', { name: 'Loading' }).waitFor({ state: 'detached' });
      // The top bar's person and the brand's logo arrive after the page's own data.
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `docs/screenshots/billing-${width}-${scheme}.png`, fullPage: true });
      await page.goto('/app/org/3001/wallet');
      await page.getByTestId('wallet-balance-sats').waitFor();
      await page.getByRole('progressbar', { name: 'Loading' }).waitFor({ state: 'detached' });
      // The top bar's person and the brand's logo arrive after the page's own data.
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `docs/screenshots/wallet-${width}-${scheme}.png`, fullPage: true });
    });
  }
}
