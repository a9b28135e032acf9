import { test, type Page } from '@playwright/test';
import { signInAsOrganization } from './support/account';

// The team page, the settings page (a reseller's partner settings) and the profile editor at 1280
// and 390 px, light and dark (docs/screenshots/).
// Run on purpose: SCREENSHOTS=1 npx playwright test e2e/team-screenshots.spec.ts
test.skip(!process.env.SCREENSHOTS, 'screenshots are taken on purpose (SCREENSHOTS=1)');

async function settled(page: Page) {
  await page.getByRole('progressbar', { name: 'Loading' }).waitFor({ state: 'detached' });
  // The top bar's person and the brand's logo arrive after the page's own data.
  await page.waitForLoadState('networkidle');
}

for (const width of [1280, 390]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`team, settings and profile ${width} ${scheme}`, async ({ page }) => {
      // Three pages, each waiting for the network to settle.
      test.slow();
      // The organization itself (an owner) manages its team; the mock's own session is an agent account.
      await signInAsOrganization(page);
      await page.clock.install({ time: new Date('2025-11-22T12:00:00Z') });
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.emulateMedia({ colorScheme: scheme });

      await page.goto('/app/org/3001/team');
      await page.getByRole('table', { name: 'Team members' }).waitFor();
      await settled(page);
      await page.screenshot({ path: `docs/screenshots/team-${width}-${scheme}.png`, fullPage: true });

      await page.goto('/app/reseller/2001/settings?tab=partner');
      await page.getByRole('checkbox', { name: /Team members/ }).waitFor();
      await settled(page);
      // The viewport only: the sticky save bar stays at the bottom, where a person sees it (a
      // full-page capture draws it halfway down the page).
      await page.screenshot({ path: `docs/screenshots/settings-${width}-${scheme}.png` });

      await page.goto('/app/org/3001/settings?editUserAccount');
      // The dialog's own content, not only the dialog: its code loads lazily, and a spinner that
      // has not mounted yet would count as settled.
      const profile = page.getByRole('dialog', { name: 'Your profile' });
      await profile.getByRole('textbox').first().waitFor();
      await settled(page);
      await page.screenshot({ path: `docs/screenshots/profile-${width}-${scheme}.png`, fullPage: true });
    });
  }
}
