import { test, expect, type Page } from '@playwright/test';

// The stateful mock remembers what a visitor does: changes survive a reload (same session
// token), and every test has a session of its own.

test.describe.configure({ timeout: 90_000 });

const contactsDialog = (page: Page) => page.getByRole('dialog', { name: 'Contacts' });
const rows = (page: Page) => contactsDialog(page).getByRole('list', { name: 'Contacts' }).getByRole('listitem');

test('a contact is created, edited and deleted, and each change survives a reload', async ({ page }) => {
  await page.goto('/app?contacts=true');
  await expect(rows(page)).toHaveCount(2);

  await contactsDialog(page).getByRole('button', { name: 'New contact' }).click();
  const create = page.getByRole('dialog', { name: 'Create contact' });
  await create.getByLabel('First name').fill('Oakridge');
  await create.getByLabel('Last name').fill('Insurance');
  await create.getByLabel('Company').fill('Oakridge Insurance');
  await create.getByRole('button', { name: 'Create contact', exact: true }).click();
  await expect(create).toHaveCount(0);

  await page.reload();
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).filter({ hasText: 'Oakridge Insurance' })).toHaveCount(1);

  await contactsDialog(page).getByRole('button', { name: 'Edit Oakridge Insurance' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit contact' });
  await edit.getByLabel('Company').fill('Oakridge Mutual');
  await edit.getByRole('button', { name: 'Save contact', exact: true }).click();
  await expect(edit).toHaveCount(0);

  await page.goto('/app?contacts=true');
  await expect(rows(page).filter({ hasText: 'Oakridge Mutual' })).toHaveCount(1);

  await contactsDialog(page).getByRole('button', { name: 'Delete Oakridge Insurance' }).click();
  const del = page.getByRole('dialog', { name: 'Delete contact' });
  await del.getByRole('button', { name: 'Delete Oakridge Insurance' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete contact' }).click();
  await expect(del).toHaveCount(0);

  await page.reload();
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).filter({ hasText: 'Oakridge' })).toHaveCount(0);
});

test('each visitor has a state of its own', async ({ browser }) => {
  // Two browser contexts: two visitors, two sessions.
  const first = await browser.newContext();
  const second = await browser.newContext();
  const p1 = await first.newPage();
  const p2 = await second.newPage();
  await p1.goto('/app?contacts=true');
  await expect(rows(p1)).toHaveCount(2);
  await contactsDialog(p1).getByRole('button', { name: 'Delete James Whitfield' }).click();
  await p1
    .getByRole('dialog', { name: 'Delete contact' })
    .getByRole('button', { name: 'Delete James Whitfield' })
    .click();
  await p1.getByRole('alertdialog').getByRole('button', { name: 'Delete contact' }).click();
  await expect(p1.getByRole('dialog', { name: 'Delete contact' })).toHaveCount(0);
  await p1.reload();
  await expect(rows(p1)).toHaveCount(1);

  await p2.goto('/app?contacts=true');
  await expect(rows(p2)).toHaveCount(2);
  await first.close();
  await second.close();
});
