import { test, type Page } from '@playwright/test';

// A reseller's organization list with its filter panel open, and the command palette with
// results, at 1280 and 390 px, light and dark (docs/screenshots/).
// Run on purpose: SCREENSHOTS=1 npx playwright test e2e/hierarchy-screenshots.spec.ts
test.skip(!process.env.SCREENSHOTS, 'screenshots are taken on purpose (SCREENSHOTS=1)');

/** The reseller 2001 signed in (the mock's `tok_<id>_` session of that account). */
async function asReseller(page: Page) {
  await page.addInitScript(() => {
    if (localStorage.getItem('token')) return;
    localStorage.setItem('token', JSON.stringify(`tok_2001_${Math.random().toString(16).slice(2, 10)}`));
    localStorage.setItem('id', JSON.stringify(2001));
  });
}

async function settle(page: Page) {
  await page.getByRole('progressbar', { name: 'Loading' }).waitFor({ state: 'detached' });
  // The top bar's person and the brand's logo arrive after the page's own data.
  await page.waitForLoadState('networkidle');
}

for (const width of [1280, 390]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`hierarchy list and palette ${width} ${scheme}`, async ({ page }) => {
      await page.clock.install({ time: new Date('2025-11-22T12:00:00Z') });
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.emulateMedia({ colorScheme: scheme });
      await asReseller(page);

      await page.goto('/app/reseller/2001/organizations?productPlanId=plan_pro_monthly');
      await page.getByRole('table', { name: 'Organizations' }).waitFor();
      await page.getByRole('button', { name: /^Filters/ }).click();
      await page.getByRole('form', { name: 'Organization filters' }).waitFor();
      await settle(page);
      await page.screenshot({ path: `docs/screenshots/hierarchy-${width}-${scheme}.png`, fullPage: true });

      await page.goto('/app');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.keyboard.press('Control+k');
      const palette = page.getByRole('dialog', { name: 'Search' });
      await palette.getByRole('combobox').fill('sun');
      await palette.getByRole('group', { name: 'Accounts' }).waitFor();
      await palette.getByRole('progressbar').or(palette.getByLabel('Searching')).waitFor({ state: 'detached' });
      await settle(page);
      await page.screenshot({ path: `docs/screenshots/palette-${width}-${scheme}.png` });
    });

    test(`favorites in the sidebar ${width} ${scheme}`, async ({ page }) => {
      // The mock's own session (agent 4001) has two agents pinned; on phones they are in the menu.
      await page.clock.install({ time: new Date('2025-11-22T12:00:00Z') });
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/app/org/3001/agents');
      await page.getByRole('table', { name: 'Agents' }).waitFor();
      if (width < 768) await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const favorites = (width < 768 ? page.getByRole('dialog', { name: 'Menu' }) : page)
        .getByRole('navigation', { name: 'Favorites' })
        .getByRole('link')
        .last();
      await favorites.waitFor();
      await settle(page);
      // The favorites sit under the navigation: the sidebar (or the menu) scrolled down to them.
      await favorites.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `docs/screenshots/hierarchy-favorites-${width}-${scheme}.png` });
    });
  }
}
