import { test, expect as baseExpect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

// The shared test machine is slow: each journey gets three minutes and each wait 45 s.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 45_000 });

// The knowledge section against the stateful mock: a base built from a sitemap and queried, and
// each failure as its catalogue message followed by the status text.

test('builds a knowledge base from a sitemap and queries it', async ({ page }) => {
  await page.goto('/app/org/3001/knowledge');
  await page.getByRole('textbox', { name: 'New knowledge base' }).fill('Website');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Website', level: 2 })).toBeVisible();
  await expect(page).toHaveURL(/kb=/);

  await page.getByRole('textbox', { name: 'Website address' }).fill('https://www.dental.example');
  await page.getByRole('button', { name: 'Read sitemap' }).click();
  const picks = page.getByRole('group', { name: 'Sitemap pages' });
  await expect(picks.getByRole('checkbox')).toHaveCount(8);
  await page.getByRole('button', { name: 'Choose none' }).click();
  await picks.getByText('dental.example/insurance').click();
  await picks.getByText('dental.example/services/cleanings').click();
  await page.getByRole('button', { name: 'Add 2 page(s)' }).click();
  const pages = page.getByRole('table', { name: 'Pages' });
  await expect(pages.getByText('dental.example/insurance')).toBeVisible();
  await expect(pages.getByText('Ready')).toHaveCount(2);

  await page.getByRole('textbox', { name: 'Question' }).fill('Which insurance do you take?');
  await page.getByRole('button', { name: 'Ask' }).click();
  const answer = page.getByRole('region', { name: 'Answer' });
  await expect(answer.getByRole('link', { name: 'dental.example/insurance' })).toHaveAttribute(
    'href',
    'https://www.dental.example/insurance',
  );

  // Refresh and delete a page, then the base.
  await pages.getByRole('button', { name: 'Remove dental.example/services/cleanings' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove page' }).click();
  await expect(pages.getByText('dental.example/services/cleanings')).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete Website' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete knowledge base' }).click();
  await expect(page.getByRole('list', { name: 'Knowledge bases' }).getByText('Website')).toHaveCount(0);
});

test('each failure shows its catalogue message followed by the status text', async ({ page }) => {
  await page.route(
    (url) => url.pathname === '/api/v2/kb/sitemap' || url.pathname.endsWith('/document'),
    (route) =>
      route.request().method() === 'POST'
        ? route.continue({ headers: { ...route.request().headers(), Prefer: 'code=500' } })
        : route.continue(),
  );
  await page.goto('/app/org/3001/knowledge');
  await page.getByRole('textbox', { name: 'Website address' }).fill('https://www.dental.example');
  await page.getByRole('button', { name: 'Read sitemap' }).click();
  await expect(page.getByText('Failed to fetch sitemap: Internal Server Error')).toBeVisible();
  await page.getByRole('textbox', { name: 'Add pages by address' }).fill('https://www.dental.example/about');
  await page.getByRole('button', { name: 'Add pages' }).click();
  await expect(page.getByText('Failed to add documents to knowledge base: Internal Server Error')).toBeVisible();
});

test('the knowledge page has no serious accessibility problems', async ({ page }) => {
  await page.goto('/app/org/3001/knowledge');
  await expect(page.getByRole('table', { name: 'Pages' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
