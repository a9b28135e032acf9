import { test, expect } from '@playwright/test';
import { failWhile } from './support/fail-while';

// The profile editors' failure journeys against the stateful mock: each save is forced to fail
// once (the mock honours `Prefer: code=500`), must say so and keep every value, then goes
// through. Each test has its own session (token), so its own profile.

/** An overlay's first open waits for the overlay registry and its code: slow on a busy machine. */
const FIRST_OPEN = { timeout: 20_000 };
const SERVER = 'The server ran into a problem. Try again in a moment.';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('full name: a failed save keeps the typed name and says so; then it saves', async ({ page }) => {
  test.slow();
  let failing = true;
  await failWhile(page, '/api/v1/account', () => failing, { method: 'POST' });
  await page.goto('/app/agent/4001/settings?editFullName');
  const form = page.getByRole('form', { name: 'Full name' });
  const input = form.getByLabel(/Full name/);
  await input.fill('', FIRST_OPEN);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('This field is required')).toBeVisible();
  await input.fill('Maria Alvarez-Reyes');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toHaveText(`Your name was not saved: ${SERVER}`);
  await expect(input).toHaveValue('Maria Alvarez-Reyes');
  failing = false;
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await page.goto('/app/agent/4001/settings?editUserAccount');
  await expect(page.getByRole('dialog', { name: 'Your profile' })).toContainText('Maria Alvarez-Reyes', FIRST_OPEN);
});

test('page links: a failed save keeps the rows and says so; then they save', async ({ page }) => {
  test.slow();
  let failing = true;
  await failWhile(page, '/api/v1/account/links', () => failing, { method: 'POST' });
  await page.goto('/app/agent/4001/settings?editPage');
  const form = page.getByRole('form', { name: 'Page links' });
  await form.getByRole('button', { name: 'Add link' }).click(FIRST_OPEN);
  const n = await form.getByRole('listitem').count();
  await form.getByLabel(`Title of link ${n}`).fill('Book a cleaning');
  await form.getByLabel(`Address of link ${n}`).fill('booking.sunrise-fail.example');
  await form.getByRole('button', { name: 'Save links' }).click();
  await expect(form.getByRole('alert')).toHaveText(`Your links were not saved: ${SERVER}`);
  await expect(form.getByRole('listitem')).toHaveCount(n);
  await expect(form.getByLabel(`Title of link ${n}`)).toHaveValue('Book a cleaning');
  await expect(form.getByLabel(`Address of link ${n}`)).toHaveValue('booking.sunrise-fail.example');
  failing = false;
  const [saved] = await Promise.all([
    page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/account/links'),
    form.getByRole('button', { name: 'Save links' }).click(),
  ]);
  expect((saved.postDataJSON() as { links: unknown[] }).links.at(-1)).toEqual({
    title: 'Book a cleaning',
    url: 'https://booking.sunrise-fail.example/',
  });
  await expect(form).toHaveCount(0);
});

test('avatar: a wrong file is refused on the field; a failed upload keeps the picture and says so', async ({
  page,
}) => {
  test.slow();
  let failing = true;
  await failWhile(page, '/api/v1/profile/dp', () => failing, { method: 'POST' });
  await page.goto('/app/agent/4001/settings?editAvatar');
  const dialog = page.getByRole('dialog', { name: 'Profile picture' });
  const file = dialog.getByLabel('Image file');
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }, FIRST_OPEN);
  await expect(file).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Choose a PNG, JPEG or WebP image.')).toBeVisible();
  await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(file).not.toHaveAttribute('aria-invalid');
  const preview = dialog.getByRole('img', { name: 'Preview of your profile picture' });
  await expect(preview).toBeVisible();
  await dialog.getByRole('button', { name: 'Save picture' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(`The picture was not saved: ${SERVER}`);
  await expect(preview).toBeVisible();
  failing = false;
  await dialog.getByRole('button', { name: 'Save picture' }).click();
  await expect(dialog).toHaveCount(0);
});

test('social links: a failed save keeps the addresses and says so; then they save', async ({ page }) => {
  test.slow();
  let failing = true;
  await failWhile(page, '/api/v1/account/socialLinks', () => failing, { method: 'POST' });
  await page.goto('/app/agent/4001/settings?editSocial');
  const form = page.getByRole('form', { name: 'Social links' });
  await form.getByRole('button', { name: 'Add social link' }).click(FIRST_OPEN);
  const n = await form.getByRole('listitem').count();
  const row = form.getByLabel(new RegExp(`^Social link ${n}\\b`));
  await form.getByRole('button', { name: 'Save social links' }).click();
  await expect(form.getByText('This field is required')).toBeVisible();
  await row.fill('instagram.com/sunrise-e2e');
  await form.getByRole('radio', { name: 'Top' }).click({ force: true });
  await form.getByRole('button', { name: 'Save social links' }).click();
  await expect(form.getByRole('alert')).toHaveText(`Your social links were not saved: ${SERVER}`);
  await expect(row).toHaveValue('instagram.com/sunrise-e2e');
  await expect(form.getByRole('radio', { name: 'Top' })).toBeChecked();
  failing = false;
  const [saved] = await Promise.all([
    page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/account/socialLinks'),
    form.getByRole('button', { name: 'Save social links' }).click(),
  ]);
  expect(saved.postDataJSON()).toMatchObject({ socialLinksPosition: 'top' });
  expect((saved.postDataJSON() as { socialLinks: unknown[] }).socialLinks.at(-1)).toEqual({
    type: 'instagram',
    url: 'https://instagram.com/sunrise-e2e',
  });
  await expect(form).toHaveCount(0);
});

test('phone: a failed code request keeps the number and says so; then the number is verified', async ({ page }) => {
  test.slow();
  let failing = true;
  await failWhile(page, '/api/v1/phoneNumber/requestVerificationCode', () => failing, { method: 'POST' });
  await page.goto('/app/agent/4001/settings?editUserAccount');
  const hub = page.getByRole('dialog', { name: 'Your profile' });
  const number = hub.getByLabel('Mobile number');
  await number.fill('+1 415 555 0123', FIRST_OPEN);
  await hub.getByRole('button', { name: 'Text me a code' }).click();
  await expect(hub.getByRole('alert')).toHaveText(`No code was sent: ${SERVER}`);
  await expect(number).toHaveValue('+1 415 555 0123');
  failing = false;
  await hub.getByRole('button', { name: 'Text me a code' }).click();
  const codeForm = hub.getByRole('form', { name: 'Verification code' });
  const code = codeForm.getByLabel(/Verification code/);
  await code.fill('111111');
  await codeForm.getByRole('button', { name: 'Verify' }).click();
  await expect(codeForm.getByRole('alert')).toHaveText('Could not verify code.');
  await expect(code).toHaveValue('111111');
  await code.fill('482913');
  await codeForm.getByRole('button', { name: 'Verify' }).click();
  await expect(hub.getByText(/^Verified: /)).toBeVisible();
});

test('delete my account: a failed delete keeps the typed name and says so; the account stays', async ({ page }) => {
  test.slow();
  await failWhile(page, '/api/v2/deleteAccount', () => true, { method: 'DELETE' });
  await page.goto('/app/agent/4001/settings');
  await page.getByRole('button', { name: 'Delete my account' }).click(FIRST_OPEN);
  const dialog = page.getByRole('alertdialog');
  const title = (await dialog.getByRole('heading').textContent()) ?? '';
  const name = title.replace(/^Delete (.*)\?$/, '$1');
  const input = dialog.getByLabel(`Type ${name} to confirm`);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await input.fill(name);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(`The account was not deleted: ${SERVER}`);
  await expect(input).toHaveValue(name);
  await dialog.getByRole('button', { name: 'Keep my account' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Delete my account' })).toBeVisible(FIRST_OPEN);
});
