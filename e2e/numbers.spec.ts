import { test, expect as baseExpect, type Page } from '@playwright/test';
import { patchAccount } from './support/account';
import AxeBuilder from '@axe-core/playwright';
import { failWhile } from './support/fail-while';

// Phone numbers against the stateful mock: search and assign, "none found" and a forced failure,
// bringing your own number through verification, and the inbox's gate from a fresh account to
// composing. The mock's seeded account already has a number and texting; the gate journey
// starts it fresh by answering the account without them until the person has chosen a number
// (then the mock's own answer shows through) and asked for texting.

// The machine these run on is shared and slow to paint: generous waits, never sleeps.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function searchAreaCode(page: Page, code: string) {
  const select = dialog(page, 'Choose a phone number');
  await select.getByRole('textbox', { name: 'Area code' }).fill(code);
  await select.getByRole('button', { name: 'Search' }).click();
}

test('searches by area code and by city, assigns a number after a confirmation; it leaves the results', async ({
  page,
}) => {
  await page.goto('/app/agent/4001/numbers');
  const table = page.getByRole('table', { name: 'Your numbers' });
  await expect(table.getByRole('row').nth(1)).toContainText('+1 (415) 555-0142');
  await page.getByRole('button', { name: 'Change number' }).click();
  await searchAreaCode(page, '212');
  const results = dialog(page, 'Choose a phone number').getByRole('list', { name: 'Available numbers' });
  await expect(results.getByRole('listitem').first()).toContainText('New York, NY');
  const first = (await results.getByRole('listitem').first().locator('p').first().textContent()) ?? '';
  expect(first).toMatch(/^\+1 \(212\) 555-01\d\d$/);

  // A city search answers other numbers.
  await dialog(page, 'Choose a phone number').getByRole('tab', { name: 'City' }).click();
  await dialog(page, 'Choose a phone number').getByRole('textbox', { name: 'City' }).fill('Chicago');
  await dialog(page, 'Choose a phone number').getByRole('textbox', { name: 'State' }).fill('IL');
  await dialog(page, 'Choose a phone number').getByRole('button', { name: 'Search' }).click();
  await expect(results.getByRole('listitem').first()).toContainText('Chicago, IL');

  await dialog(page, 'Choose a phone number').getByRole('tab', { name: 'Area code' }).click();
  await searchAreaCode(page, '212');
  await results.getByRole('button', { name: `Choose ${first}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Assign ${first}?` });
  await expect(confirm).toContainText('It replaces +1 (415) 555-0142');
  const [assign] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/api/v2/phoneNumber/assign')),
    confirm.getByRole('button', { name: 'Assign number' }).click(),
  ]);
  expect(assign.postDataJSON()).toEqual({ number: `+${first.replace(/\D/g, '')}`, country: 'US' });
  expect(new URL(assign.url()).searchParams.get('targetAccountId')).toBe('4001');
  await expect(dialog(page, 'Choose a phone number')).toHaveCount(0);
  await expect(table.getByRole('row').nth(1)).toContainText(first);

  // After a reload the number is the account's, and a new search no longer offers it.
  await page.reload();
  await expect(table.getByRole('row').nth(1)).toContainText(first);
  await page.getByRole('button', { name: 'Change number' }).click();
  await searchAreaCode(page, '212');
  await expect(results.getByRole('listitem').first()).toBeVisible();
  await expect(results).not.toContainText(first);
});

test('a search that finds nothing says what to try; a failed one says so and retries', async ({ page }) => {
  let failing = true;
  await failWhile(page, '**/api/v2/phoneNumber/search/local/prefix?**', () => failing);
  await page.goto('/app/agent/4001/numbers?selectNumber');
  await searchAreaCode(page, '415');
  const select = dialog(page, 'Choose a phone number');
  await expect(select.getByRole('alert')).toContainText('Try again');
  failing = false;
  await select.getByRole('button', { name: 'Retry' }).click();
  await expect(select.getByRole('list', { name: 'Available numbers' })).toBeVisible();

  await searchAreaCode(page, '4159');
  await expect(select.getByText('No numbers found for area code 4159')).toBeVisible();
  await expect(select.getByText(/Allow nearby numbers/)).toBeVisible();
  await select.getByRole('checkbox', { name: 'Only this area code' }).click({ force: true });
  await select.getByRole('button', { name: 'Search' }).click();
  await expect(select.getByRole('list', { name: 'Available numbers' }).getByRole('listitem').first()).toContainText(
    ', CA',
  );
});

test('brings your own number through verification, with a forced failure and a retry', async ({ page }) => {
  let failing = true;
  await failWhile(page, '**/api/v1/verifyCellForwarding?**', () => failing);
  await page.goto('/app/agent/4001/numbers?addCustomNumber');
  const add = dialog(page, 'Bring your own number');
  await add.getByRole('textbox', { name: /Your number/ }).fill('(650) 555-0111');
  await add.getByRole('button', { name: 'Add and verify' }).click();
  const verify = dialog(page, 'Verify your number');
  await expect(verify.getByRole('button', { name: 'Listen for the call' })).toBeDisabled();
  await verify.getByRole('button', { name: 'Check forwarding' }).click();
  await expect(verify.getByLabel('Check call forwarding: Did not work')).toBeVisible();
  failing = false;
  await verify.getByRole('button', { name: 'Try again' }).click();
  await expect(verify.getByLabel('Check call forwarding: Done')).toBeVisible();
  await verify.getByRole('button', { name: 'Listen for the call' }).click();
  await expect(verify.getByText('+1 (650) 555-0111 is verified. Your agent answers it now.')).toBeVisible();
  await verify.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('table', { name: 'Your numbers' }).getByRole('row').nth(1)).toContainText(
    '+1 (650) 555-0111',
  );
});

test('the inbox gate: a fresh account chooses a number, asks for texting, and composes', async ({ page }) => {
  let hasNumber = false;
  let hasSms = false;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/v2/phoneNumber/assign')) hasNumber = true;
    if (r.method() === 'POST' && r.url().includes('/api/v1/accountSetting')) hasSms = true;
  });
  await patchAccount(page, (account) => ({
    ...account,
    ...(hasNumber ? {} : { vidaPhoneNumber: '' }),
    ...(hasSms ? {} : { smsEnabled: false }),
  }));
  // The first assignment fails (a forced 500): the person sees why and tries again.
  let assignFails = true;
  await failWhile(page, '**/api/v2/phoneNumber/assign?**', () => assignFails);

  await page.goto('/inbox');
  await page.getByRole('button', { name: 'New conversation' }).click();
  await expect(dialog(page, 'Choose a phone number')).toBeVisible();
  await searchAreaCode(page, '415');
  const select = dialog(page, 'Choose a phone number');
  await select.getByRole('button', { name: 'Choose +1 (415) 555-0198' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Assign number' }).click();
  await expect(select.getByRole('alert')).toBeVisible();
  hasNumber = false;
  assignFails = false;
  await select.getByRole('button', { name: 'Choose +1 (415) 555-0198' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Assign number' }).click();

  const access = dialog(page, 'Text messaging access');
  await expect(access.getByRole('textbox', { name: /What will your agent text about/ })).toBeVisible();
  await expect(select).toHaveCount(0);
  await access
    .getByRole('textbox', { name: /What will your agent text about/ })
    .fill('Appointment reminders for our patients');
  await access.getByRole('checkbox').click({ force: true });
  // The first request fails (a forced 500): it says so and keeps what the person wrote.
  let requestFails = true;
  await failWhile(page, '**/api/v1/accountSetting?**', () => requestFails);
  await access.getByRole('button', { name: 'Request SMS access' }).click();
  await expect(access.getByRole('alert')).toBeVisible();
  await expect(access.getByRole('textbox', { name: /What will your agent text about/ })).toHaveValue(
    'Appointment reminders for our patients',
  );
  hasSms = false;
  requestFails = false;
  await access.getByRole('button', { name: 'Request SMS access' }).click();

  await expect(page.getByRole('form', { name: 'New conversation' })).toBeVisible();
  await expect(page).toHaveURL(/new=true/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the inbox gate from a free account: upgrade, pay, then choose a number, ask for texting, and compose', async ({
  page,
}) => {
  let premium = false;
  let hasNumber = false;
  let hasSms = false;
  page.on('request', (r) => {
    if (r.method() !== 'POST') return;
    if (r.url().includes('/api/v2/product/subscribe')) premium = true;
    if (r.url().includes('/api/v2/phoneNumber/assign')) hasNumber = true;
    if (r.url().includes('/api/v1/accountSetting')) hasSms = true;
  });
  await patchAccount(page, (account) => ({
    ...account,
    // The business owner: the organization's own account may change the plan (spec 000 §6).
    accountType: 'organization',
    vidaPremium: premium,
    ...(hasNumber ? {} : { vidaPhoneNumber: '' }),
    ...(hasSms ? {} : { smsEnabled: false }),
  }));

  await page.goto('/inbox');
  await page.getByRole('button', { name: 'New conversation' }).click();
  const upgrade = dialog(page, 'Upgrade');
  await expect(page).toHaveURL(/upgradeRedirect=selectNumber/);
  // The mock plays the card provider: paying returns at once, to the payment success page.
  await upgrade
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  // The success page reads the provider's return and names the plan; Continue goes on with the gate.
  const paid = page.getByRole('region', { name: 'Payment received' });
  await expect(paid).toContainText('Premium features are on.');
  await paid.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/inbox\?.*selectNumber=true/);
  // On the page, behind the selectNumber dialog that opens with it (a modal dialog hides the page
  // from the accessibility tree, so the status is looked up with hidden elements too; it is
  // still drawn).
  await expect(
    page.getByRole('status', { includeHidden: true }).filter({ hasText: 'Premium is active.' }),
  ).toBeVisible();

  await searchAreaCode(page, '415');
  const select = dialog(page, 'Choose a phone number');
  await select.getByRole('button', { name: 'Choose +1 (415) 555-0198' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Assign number' }).click();

  const access = dialog(page, 'Text messaging access');
  await access
    .getByRole('textbox', { name: /What will your agent text about/ })
    .fill('Appointment reminders for our patients');
  await access.getByRole('checkbox').click({ force: true });
  await access.getByRole('button', { name: 'Request SMS access' }).click();

  await expect(page.getByRole('form', { name: 'New conversation' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('numbers and the selectNumber overlay have no serious accessibility problems', async ({ page }) => {
  await page.goto('/app/agent/4001/numbers?selectNumber');
  await searchAreaCode(page, '415');
  await expect(dialog(page, 'Choose a phone number').getByRole('list', { name: 'Available numbers' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
