import { test } from '@playwright/test';

// The developer and integrations pages at 1280 and 390 px, light and dark (docs/screenshots/).
// Run on purpose: SCREENSHOTS=1 npx playwright test e2e/developer-screenshots.spec.ts
test.skip(!process.env.SCREENSHOTS, 'screenshots are taken on purpose (SCREENSHOTS=1)');

for (const width of [1280, 390]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`developer and integrations ${width} ${scheme}`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.emulateMedia({ colorScheme: scheme });
      const shoot = async (path: string, name: string, ready: () => Promise<unknown>) => {
        await page.goto(path);
        await ready();
        await page.getByRole('progressbar', { name: 'Loading' }).waitFor({ state: 'detached' });
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `docs/screenshots/${name}-${width}-${scheme}.png`, fullPage: true });
      };
      await shoot('/app/org/3001/developer', 'developer', () =>
        page.getByRole('table', { name: 'API tokens' }).waitFor(),
      );
      await shoot('/app/org/3001/developer?tab=sip', 'developer-sip', () =>
        page.getByRole('form', { name: 'SIP registration' }).waitFor(),
      );
      await shoot('/app/org/3001/integrations', 'integrations', () =>
        page.getByRole('list', { name: 'Apps' }).waitFor(),
      );
    });
  }
}
