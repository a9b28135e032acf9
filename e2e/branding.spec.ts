import { test, expect } from '@playwright/test';

test.describe('white-label branding by the visiting domain', () => {
  test('the domain profile sets the brand and where help goes', async ({ page }) => {
    await page.route('https://cdn.vida.example/**', (route) =>
      route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
    );
    await page.goto('/app');
    await expect(page.getByRole('complementary', { name: 'Sidebar' }).getByText('Bluebird Telecom')).toBeVisible();
    // Help opens the help overlay (spec 000 §1), which sends to the domain's support URL.
    await page.getByRole('button', { name: 'Help', exact: true }).click();
    await expect(
      page.getByRole('dialog', { name: 'Help' }).getByRole('link', { name: 'Contact support' }),
    ).toHaveAttribute(
      'href',
      // Normalised by the URL sanitiser.
      'https://support.bluebirdtelecom.example/',
      { timeout: 20_000 },
    );
    await page.keyboard.press('Escape');
    await expect(page).toHaveTitle('Bluebird Telecom');
  });

  test("without a profile, the product's own brand and help page apply", async ({ page }) => {
    await page.route('**/api/v1/domain/lookup**', (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'code=404' } }),
    );
    await page.goto('/app');
    await expect(page.getByRole('heading', { level: 1, name: 'Sunrise Dental Group' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Sidebar' }).getByText('Vida', { exact: true })).toBeVisible();
    // Help opens the help overlay: the product's help page and the get-support form.
    await page.getByRole('button', { name: 'Help', exact: true }).click();
    const help = page.getByRole('dialog', { name: 'Help' });
    await expect(help.getByRole('link', { name: 'Open the help center' })).toHaveAttribute(
      'href',
      'https://vida.io/help',
      { timeout: 20_000 },
    );
    await expect(help.getByRole('button', { name: 'Get support' })).toBeVisible();
  });
});
