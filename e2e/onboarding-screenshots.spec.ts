import { test, expect, type Page } from '@playwright/test';

// The onboarding wizard and the walkthrough card at 1280 and 390 px, light and dark
// (docs/screenshots/onboarding-*.png). Run on purpose:
// SCREENSHOTS=1 npx playwright test e2e/onboarding-screenshots.spec.ts
test.skip(!process.env.SCREENSHOTS, 'screenshots are taken on purpose (SCREENSHOTS=1)');
test.describe.configure({ timeout: 120_000 });

const wizard = (page: Page) => page.getByRole('dialog', { name: 'Set up your agent' });
const heading = (page: Page, name: string) => wizard(page).getByRole('heading', { level: 2, name });

for (const width of [1280, 390]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`onboarding ${width} ${scheme}`, async ({ page }) => {
      const shot = (name: string) =>
        page.screenshot({ path: `docs/screenshots/onboarding-${name}-${width}-${scheme}.png` });
      await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });

      await page.goto('/app/agent/4001/agent');
      await expect(page.getByRole('region', { name: 'Get your agent live' })).toBeVisible({ timeout: 30_000 });
      await shot('walkthrough');

      await page.goto('/app/agent/4001/agent?onboard=true');
      await expect(heading(page, 'Let’s build your agent')).toBeVisible({ timeout: 30_000 });
      await shot('welcome');
      await wizard(page)
        .getByRole('button', { name: /Start from a template/ })
        .click();
      await expect(wizard(page).getByRole('button', { name: 'Use Dental front desk' })).toBeVisible();
      await shot('templates');
      await wizard(page).getByRole('button', { name: 'Use Dental front desk' }).click();
      await wizard(page).getByRole('button', { name: 'Continue' }).click();
      await expect(wizard(page).getByRole('checkbox', { name: 'Cleaning' })).toBeVisible();
      await shot('field');
      await page.goto('/app/agent/4001/agent?onboard=true&activeStep=integrations');
      await expect(heading(page, 'Connect your tools')).toBeVisible({ timeout: 30_000 });
      await expect(wizard(page).getByRole('button', { name: 'Use this calendar' })).toBeVisible();
      await shot('integrations');
      await page.goto('/app/agent/4001/agent?onboard=true&activeStep=timezone');
      await expect(heading(page, 'Your time zone')).toBeVisible({ timeout: 30_000 });
      await shot('timezone');
      await page.goto('/app/agent/4001/agent?onboard=true&activeStep=chooseNumber');
      await expect(heading(page, 'Get a phone number')).toBeVisible({ timeout: 30_000 });
      await wizard(page).getByRole('textbox', { name: 'Area code' }).fill('415');
      await wizard(page).getByRole('button', { name: 'Search' }).click();
      await expect(wizard(page).getByRole('list', { name: 'Available numbers' })).toBeVisible();
      await shot('number');
    });
  }
}
