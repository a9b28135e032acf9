import { test, expect, type Page } from '@playwright/test';
import { signInAsOrganization } from './support/account';
import AxeBuilder from '@axe-core/playwright';

// Billing against the stateful mock: each test has its own session (token), so its own plan.

const failing = (page: Page, path: string, method = 'POST') =>
  page.route(`**${path}?**`, (route) =>
    route.continue({
      headers: { ...route.request().headers(), ...(route.request().method() === method ? { prefer: 'code=500' } : {}) },
    }),
  );

// The mock session's own account is an agent account, which sees no billing (spec 000 §6): these
// journeys sign in as the organization itself (its owner), by reading the own account as one.
test.beforeEach(async ({ page }) => {
  await signInAsOrganization(page);
});

async function openBilling(page: Page) {
  await page.goto('/app/org/3001/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
}

test('shows the current plan, its price tiers and this period’s estimate; axe finds nothing serious', async ({
  page,
}) => {
  await openBilling(page);
  const plan = page.getByRole('article', { name: 'Pro, monthly' });
  await expect(plan).toContainText('$99.00 a month');
  await expect(plan.getByRole('table', { name: 'Voice minutes pricing tiers' })).toContainText('501 and up');
  await expect(page.getByRole('table', { name: 'Estimate of this period’s bill' })).toBeVisible();
  await expect(page.getByTestId('estimate-total')).toHaveText(/^\$\d/);
  await expect(page.getByRole('region', { name: 'Offered to you' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

test('changes plan: subscribe, the return page says what changed, the billing page shows the new plan', async ({
  page,
}) => {
  // Three full page loads (billing, the provider's return page, billing again): 23–26 s on an idle
  // machine, so the default 30 s leaves no room when the machine is busy.
  test.slow();
  await openBilling(page);
  await page.getByRole('button', { name: 'Change plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a plan' });
  await expect(dialog.getByRole('article', { name: 'Pro, monthly' })).toContainText('Current plan');
  await dialog.getByText('Yearly', { exact: true }).click();
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/api/v2/product/subscribe')),
    dialog.getByRole('button', { name: 'Choose Pro' }).click(),
  ]);
  const body = request.postDataJSON();
  expect(body).toMatchObject({ productPlanId: 'plan_pro_yearly', term: 'year' });
  expect(body.successUrl).toContain('/app/paymentSuccess?kind=plan');
  expect(body.cancelUrl).toContain('/app/paymentCancel?kind=plan');
  await expect(page).toHaveURL(/\/app\/paymentSuccess/);
  await expect(page.getByTestId('provider-reference')).toContainText(/Chargebee reference: hp_/);
  await expect(page.getByTestId('what-changed')).toContainText('You are now on the Pro plan (yearly');
  await openBilling(page);
  await expect(page.getByRole('article', { name: 'Pro, yearly' })).toContainText('$990.00 a year');
});

test('a failed subscribe (Prefer: code=500) says so and keeps the dialog', async ({ page }) => {
  await failing(page, '/api/v2/product/subscribe');
  await openBilling(page);
  await page.getByRole('button', { name: 'Change plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a plan' });
  await dialog.getByRole('button', { name: 'Choose Starter' }).click();
  await expect(dialog.getByRole('alert')).toContainText('server');
  await expect(page).toHaveURL(/selectPlan/);
});

test('cancels after a confirmation that names what stops working', async ({ page }) => {
  await openBilling(page);
  await page.getByRole('button', { name: 'Subscription', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscription' });
  await dialog.getByRole('button', { name: 'Cancel subscription…' }).click();
  await dialog.getByLabel('Why are you cancelling?').selectOption('Too expensive');
  await dialog.getByLabel('Anything else we should know?').fill('Budget cuts');
  await dialog.getByRole('button', { name: 'Cancel subscription', exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('new conversations');
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/api/v1/vidaPro/cancel')),
    confirm.getByRole('button', { name: 'Cancel subscription' }).click(),
  ]);
  expect(request.postDataJSON()).toEqual({ reason: 'Too expensive', details: 'Budget cuts' });
  await expect(dialog.getByText('No active subscription')).toBeVisible();
});

test('a failed cancel (Prefer: code=500) keeps the reason and details', async ({ page }) => {
  await failing(page, '/api/v1/vidaPro/cancel', 'DELETE');
  await openBilling(page);
  await page.getByRole('button', { name: 'Subscription', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscription' });
  await dialog.getByRole('button', { name: 'Cancel subscription…' }).click();
  await dialog.getByLabel('Why are you cancelling?').selectOption('Other');
  await dialog.getByLabel('Anything else we should know?').fill('Keep me');
  await dialog.getByRole('button', { name: 'Cancel subscription', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(dialog.getByLabel('Why are you cancelling?')).toHaveValue('Other');
  await expect(dialog.getByLabel('Anything else we should know?')).toHaveValue('Keep me');
});

test('the payment cancel page says nothing was charged and offers to try again', async ({ page }) => {
  await page.goto('/app/paymentCancel?kind=plan&returnTo=%2Fapp%2Forg%2F3001%2Fbilling');
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
  await expect(page.getByText('Nothing was charged.')).toBeVisible();
  await page.getByRole('link', { name: 'Try again' }).click();
  // A full page load of the billing page, then the overlay's code (slow on a busy machine).
  await expect(page.getByRole('dialog', { name: 'Choose a plan' })).toBeVisible({ timeout: 45_000 });
});
