import { test } from '@playwright/test';

// The inbox at 1280 and 390 px, light and dark (docs/screenshots/inbox-*.png).
// Run on purpose: SCREENSHOTS=1 npx playwright test e2e/inbox-screenshots.spec.ts
test.skip(!process.env.SCREENSHOTS, 'screenshots are taken on purpose (SCREENSHOTS=1)');

for (const width of [1280, 390]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`inbox ${width} ${scheme}`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
      await page.emulateMedia({ colorScheme: scheme });
      const shot = (name: string) => page.screenshot({ path: `docs/screenshots/inbox-${width}-${scheme}${name}.png` });
      await page.goto('/inbox');
      await page.getByRole('list', { name: 'Priority conversations' }).getByRole('listitem').first().waitFor();
      if (width < 500) await shot('-list');
      await page.getByRole('list', { name: 'Priority conversations' }).getByRole('button', { name: /James/ }).click();
      const view = page.getByRole('region', { name: /Conversation with/ });
      await view.getByRole('list', { name: 'Messages' }).waitFor();
      // A reply on its way and the call's collected data open, to show them.
      await view.getByRole('button', { name: /Collected data/ }).click();
      await view.getByRole('textbox', { name: 'Message' }).fill('Thursday at 3pm works. See you then!');
      await view.getByRole('textbox', { name: 'Message' }).press('Enter');
      await view.getByText('Thursday at 3pm works.').waitFor();
      await view.getByRole('textbox', { name: 'Message' }).fill('Draft: should I book Dr. Chen?');
      await page.waitForTimeout(300); // settle, for the picture only
      await shot('');
      await view.getByRole('button', { name: 'More actions' }).click();
      await page.getByRole('menu').waitFor();
      await page.waitForTimeout(300);
      await shot('-menu');
    });
  }
}
