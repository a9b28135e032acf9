import { test, expect, type Page, type Request } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

// The Prism mock answers the contract's examples: James Whitfield and Priya Raman in the list,
// James Whitfield for any single contact or save. What the app sends is checked on the request.

const contactsDialog = (page: Page) => page.getByRole('dialog', { name: 'Contacts' });
const rows = (page: Page) => contactsDialog(page).getByRole('list', { name: 'Contacts' }).getByRole('listitem');
const isContactCall = (method: string) => (r: Request) =>
  r.method() === method && new URL(r.url()).pathname === '/api/v2/contact';

async function openContacts(page: Page) {
  await page.goto('/app?contacts=true');
  await expect(rows(page)).toHaveCount(2);
}

test('the contacts overlay opens from the URL and lists the mock contacts', async ({ page }) => {
  await openContacts(page);
  await expect(rows(page).nth(0)).toContainText('James Whitfield');
  await expect(rows(page).nth(0)).toContainText('+1 (415) 555-0187');
  await expect(rows(page).nth(1)).toContainText('Priya Raman');
  await expect(rows(page).nth(1)).toContainText('Raman Architects');
  await expect(contactsDialog(page).getByRole('status')).toHaveText('2 contacts');

  await contactsDialog(page).getByRole('searchbox', { name: 'Search contacts' }).fill('raman');
  const search = await page.waitForRequest((r) => isContactCall('GET')(r) && new URL(r.url()).searchParams.has('q'));
  expect(new URL(search.url()).searchParams.get('q')).toBe('raman');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Priya Raman');
});

test('creates a contact', async ({ page }) => {
  await openContacts(page);
  await contactsDialog(page).getByRole('button', { name: 'New contact' }).click();
  const create = page.getByRole('dialog', { name: 'Create contact' });
  await create.getByLabel('First name').fill('Oakridge');
  await create.getByLabel('Last name').fill('Insurance');
  await create.getByLabel('Phone number').fill('+1 (650) 555-0119');
  await create.getByLabel('Company').fill('Oakridge Insurance');
  const [request] = await Promise.all([
    page.waitForRequest(isContactCall('POST')),
    create.getByRole('button', { name: 'Create contact', exact: true }).click(),
  ]);
  expect(request.postDataJSON()).toEqual({
    data: { firstName: 'Oakridge', lastName: 'Insurance', phoneNumber: '16505550119', company: 'Oakridge Insurance' },
  });
  expect(new URL(request.url()).searchParams.get('targetAccountId')).toBe('3001');
  await expect(create).toHaveCount(0);
  await expect(page.getByText('Contact created')).toBeVisible();
  await expect(contactsDialog(page)).toBeVisible();
});

test('edits a contact: the change is merged into it and shown at once', async ({ page }) => {
  await openContacts(page);
  await contactsDialog(page).getByRole('button', { name: 'Edit Priya Raman' }).click();
  expect(new URL(page.url()).searchParams.get('editContact')).toBe('ct_81c3d4');
  const edit = page.getByRole('dialog', { name: 'Edit contact' });
  await expect(edit.getByLabel('Company')).toHaveValue('Raman Architects');
  await edit.getByLabel('Company').fill('Raman Partners');
  const [request] = await Promise.all([
    page.waitForRequest(isContactCall('POST')),
    edit.getByRole('button', { name: 'Save contact', exact: true }).click(),
  ]);
  expect(request.postDataJSON()).toEqual({ id: 'ct_81c3d4', data: { company: 'Raman Partners' } });
  await expect(edit).toHaveCount(0);
  // The mock answers James Whitfield; the list shows Priya with the merged change.
  await expect(rows(page).nth(1)).toContainText('Raman Partners');
  await expect(rows(page).nth(1)).toContainText('priya.raman@example.com');
});

test('deletes a contact after confirmation', async ({ page }) => {
  await openContacts(page);
  await contactsDialog(page).getByRole('button', { name: 'Delete James Whitfield' }).click();
  const del = page.getByRole('dialog', { name: 'Delete contact' });
  await del.getByRole('button', { name: 'Delete James Whitfield' }).click();

  const confirm = page.getByRole('alertdialog', { name: 'Delete James Whitfield?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Keep contact' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(del).toBeVisible();

  await del.getByRole('button', { name: 'Delete James Whitfield' }).click();
  const [request] = await Promise.all([
    page.waitForRequest(isContactCall('DELETE')),
    confirm.getByRole('button', { name: 'Delete contact' }).click(),
  ]);
  expect(request.postDataJSON()).toEqual({ id: 'ct_5f2a91' });
  await expect(del).toHaveCount(0);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Priya Raman');
  expect(new URL(page.url()).searchParams.has('deleteContact')).toBe(false);
});

test('a failed save (Prefer: code=500) shows the error and keeps the form', async ({ page }) => {
  await page.route('**/api/v2/contact?**', (route) =>
    route.continue({
      headers: { ...route.request().headers(), ...(route.request().method() === 'POST' ? { prefer: 'code=500' } : {}) },
    }),
  );
  await openContacts(page);
  await contactsDialog(page).getByRole('button', { name: 'New contact' }).click();
  const create = page.getByRole('dialog', { name: 'Create contact' });
  await create.getByLabel('First name').fill('Oakridge');
  await create.getByLabel('Email').fill('hello@oakridge.example');
  await create.getByLabel('Notes').fill('Call back on Monday.');
  await create.getByRole('button', { name: 'Create contact', exact: true }).click();
  await expect(create.getByRole('alert')).toHaveText('Could not save the contact: Internal server error');
  await expect(create.getByLabel('First name')).toHaveValue('Oakridge');
  await expect(create.getByLabel('Email')).toHaveValue('hello@oakridge.example');
  await expect(create.getByLabel('Notes')).toHaveValue('Call back on Monday.');
  expect(new URL(page.url()).searchParams.get('createContact')).toBe('true');
});

test('preview shows one contact with its phone number in display form, and opens edit on top', async ({ page }) => {
  await page.goto('/app?previewContact=ct_5f2a91');
  const preview = page.getByRole('dialog', { name: 'Preview contact' });
  await expect(preview.getByRole('heading', { name: 'James Whitfield' })).toBeVisible();
  await expect(preview.getByRole('link', { name: '+1 (415) 555-0187' })).toHaveAttribute('href', 'tel:+14155550187');
  await preview.getByRole('button', { name: 'Edit James Whitfield' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit contact' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Edit contact' })).toHaveCount(0);
  await expect(preview).toBeVisible();
});

test('the contact screens have no serious accessibility violation', async ({ page }) => {
  // Six full-page axe runs (three screens, two themes): more than the default 30 s on a busy machine.
  test.slow();
  await page.route('https://cdn.vida.example/**', (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
  );
  /** Serious violations in the light and the dark theme. */
  const serious = async () => {
    const found: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => document.documentElement.classList.toggle('dark', t === 'dark'), theme);
      for (const v of (await new AxeBuilder({ page }).analyze()).violations)
        if (v.impact === 'serious' || v.impact === 'critical')
          found.push(`${theme}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
    return found;
  };
  await page.addInitScript(() => {
    const style = document.createElement('style');
    style.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
    document.addEventListener('DOMContentLoaded', () => document.head.append(style));
  });
  await openContacts(page);
  expect(await serious()).toEqual([]);

  await contactsDialog(page).getByRole('button', { name: 'New contact' }).click();
  const create = page.getByRole('dialog', { name: 'Create contact' });
  await create.getByLabel('Email').fill('not-an-email');
  await create.getByRole('button', { name: 'Create contact', exact: true }).click();
  await expect(create.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();
  expect(await serious()).toEqual([]);

  await page.goto('/app?previewContact=ct_5f2a91');
  await expect(page.getByRole('heading', { name: 'James Whitfield' })).toBeVisible();
  expect(await serious()).toEqual([]);
});
