import { test, expect, type Page } from '@playwright/test';
import { patchAccount } from './support/account';

/** The mock account is not a super admin; this makes the account answer say it is. */
const asSuperAdmin = (page: Page) => patchAccount(page, (account) => ({ ...account, superAdmin: true }));

test.describe('super-admin actions (orgAdmin overlay)', () => {
  test('are refused to other users', async ({ page }) => {
    await page.goto('/app?orgAdmin=true');
    await expect(page.getByRole('dialog', { name: 'Org admin' })).toContainText(
      'Only super administrators can use these actions.',
    );
  });

  test('refund, enable and disable show the spec messages', async ({ page }) => {
    await asSuperAdmin(page);
    await page.goto('/app?orgAdmin=true');
    const dialog = page.getByRole('dialog', { name: 'Org admin' });

    await dialog.getByLabel('Username', { exact: true }).fill('sunrisedental');
    await dialog.getByLabel('Amount').fill('12.40');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(page.getByText('The refund for the issue has been processed.')).toBeVisible();

    await dialog.getByLabel('Username to enable').fill('sunrisedental');
    await dialog.getByRole('button', { name: 'Enable account' }).click();
    await expect(page.getByText('Account enabled!')).toBeVisible();

    await dialog.getByLabel('Username to disable').fill('sunrisedentalorg');
    await dialog.getByLabel('Reason').fill('Chargeback');
    await dialog.getByRole('button', { name: 'Disable organization' }).click();
    await expect(page.getByText('Organization disabled!')).toBeVisible();
  });

  test("a failed refund shows 'Something went wrong.'", async ({ page }) => {
    await asSuperAdmin(page);
    await page.route('**/internal/issueRefundToUser**', (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'code=500' } }),
    );
    await page.goto('/app?orgAdmin=true');
    const dialog = page.getByRole('dialog', { name: 'Org admin' });
    await dialog.getByLabel('Username', { exact: true }).fill('sunrisedental');
    await dialog.getByLabel('Amount').fill('15000');
    await dialog.getByLabel('Unit').selectOption('sats');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(page.getByText('Something went wrong.')).toBeVisible();
  });
});
