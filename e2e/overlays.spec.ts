import { test, expect, type Page } from '@playwright/test';
import { patchAccount } from './support/account';

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Sunrise Dental Group' });

test.describe('overlays through the query string', () => {
  test('opens from the URL, stacks, closes the top one with Back, and closes with the button', async ({ page }) => {
    await page.goto('/app');
    await expect(heading(page)).toBeVisible();

    await page.goto('/app?members=true');
    await expect(page.getByRole('dialog', { name: 'Members' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Members' })).toContainText('Invite member');

    await page.goto('/app?members=true&wallet=true');
    await expect(page.getByRole('dialog', { name: 'Wallet' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(2);
    expect(new URL(page.url()).pathname).toBe('/app');

    await page.goBack();
    await expect(page.getByRole('dialog', { name: 'Wallet' })).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Members' })).toBeVisible();

    await page.getByRole('button', { name: 'Close Team members' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(new URL(page.url()).searchParams.has('members')).toBe(false);
  });

  test('an unknown overlay name and malformed params do not break the page', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/app?notAnOverlay=true&filters=%7Bbroken&fieldIndex=-3&reseller=abc&__proto__=1');
    await expect(heading(page)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test('Escape closes only the top overlay', async ({ page }) => {
  await page.goto('/app?members=true&memberInvite=true');
  await expect(page.getByRole('dialog')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: 'Members' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the viewAs overlay offers only allowed levels and stores the choice', async ({ page }) => {
  await page.goto('/app?viewAs=true');
  const dialog = page.getByRole('dialog', { name: 'View as' });
  await expect(dialog.getByRole('radiogroup', { name: 'View as' })).toBeVisible();
  // The mock account is an agent account, not a super admin: higher levels are not offered.
  for (const level of ['Super admin', 'Partner', 'Reseller']) {
    await expect(dialog.getByRole('radio', { name: level })).toHaveCount(0);
  }
  const choice = dialog.getByRole('radio').first();
  const label = (await choice.textContent())?.trim();
  await choice.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const stored = await page.evaluate(() => localStorage.getItem('viewingAs'));
  expect({ Owner: '"owner"', Admin: '"admin"' }[label as 'Owner' | 'Admin']).toBe(stored);
});

test('a stored view-as level above the user is not honoured', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('viewingAs', JSON.stringify('superAdmin')));
  await page.goto('/app?viewAs=true');
  const checked = page.getByRole('dialog', { name: 'View as' }).getByRole('radio', { checked: true });
  await expect(checked).toHaveCount(1);
  await expect(checked).not.toHaveText('Super admin');
});

test('the navigation opens overlays and matches the account', async ({ page }) => {
  await page.goto('/app');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Contacts' })).toBeVisible();
  // The mock account is an agent account and not a super admin.
  await expect(nav.getByRole('link', { name: 'Org admin' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: /^New / })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Contacts' }).click();
  await expect(page.getByRole('dialog', { name: 'Contacts' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a stack opened from the URL at once leaves its top overlay usable', async ({ page }) => {
  await page.goto('/app?contacts=true&createContact=true');
  const top = page.getByRole('dialog', { name: 'Create contact' });
  await expect(top).toBeVisible();
  await top.getByRole('textbox', { name: /First name/ }).fill('Ada');
  await expect(top.getByRole('textbox', { name: /First name/ })).toHaveValue('Ada');
  await top.getByRole('button', { name: 'Close Create contact' }).click();
  await expect(page.getByRole('dialog', { name: 'Create contact' })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Contacts' })).toBeVisible();
});

test("the account's allowed list: other overlays are ignored and not offered", async ({ page }) => {
  await patchAccount(page, (account) => ({
    ...account,
    settings: { ...(account.settings as object), allowedOverlays: ['viewAs'] },
  }));
  await page.goto('/app?wallet=true');
  // Pages stay; overlay entries outside the list are not offered (View as lives in the user menu).
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Wallet' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contacts' })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto('/app?wallet=true&viewAs=true');
  await expect(page.getByRole('dialog', { name: 'View as' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
});
