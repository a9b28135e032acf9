import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

// The wallet against the stateful mock: each test has its own session, so its own balance
// (117.50 USD to start, 25 USD of rewards to claim, a pending Lightning invoice from the seed).

const failing = (page: Page, path: string) =>
  page.route(`**${path}?**`, (route) =>
    route.continue({
      headers: { ...route.request().headers(), ...(route.request().method() === 'POST' ? { prefer: 'code=500' } : {}) },
    }),
  );

// The browser's clock starts where the mock's does (playwright.config.ts MOCK_NOW), so invoices
// the mock makes are not already expired in the page.
test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date('2025-11-22T12:00:00Z') });
});

async function openWallet(page: Page) {
  await page.goto('/app/org/3001/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('$117.50');
}

/** addFunds with the seeded pending invoice cancelled, so the amount form shows. */
async function openAddFunds(page: Page) {
  await page.getByRole('button', { name: 'Add funds' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add funds' });
  await dialog.getByRole('button', { name: 'Cancel this invoice' }).click();
  await expect(dialog.getByLabel('Amount')).toBeVisible();
  return dialog;
}

test('shows the balance in USD and sats, rewards and the transactions; axe finds nothing serious', async ({ page }) => {
  await openWallet(page);
  await expect(page.getByTestId('wallet-balance-sats')).toContainText('sats');
  await expect(page.getByTestId('rewards-claimable')).toHaveText('$25.00');
  const table = page.getByRole('table', { name: 'Recent transactions' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await table.getByRole('button', { name: 'Amount' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('-$40.00');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

test('a failed rate shows the fallback marked as an estimate', async ({ page }) => {
  await page.route('**/api/v1/exchangeRates?**', (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'code=500' } }),
  );
  await openWallet(page);
  await expect(page.getByTestId('rate-estimate')).toHaveText('Estimate');
  // 117.50 USD at 0.00043 USD per sat.
  await expect(page.getByTestId('wallet-balance-sats')).toContainText('273,256 sats');
});

test('adds funds by Lightning: QR, copy, countdown, prove paid; balance and transactions updated', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openWallet(page);
  const dialog = await openAddFunds(page);
  await dialog.getByText('Lightning', { exact: true }).click();
  await dialog.getByLabel('Amount').fill('10');
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/api/v1/requestInvoice')),
    dialog.getByRole('button', { name: 'Create invoice' }).click(),
  ]);
  expect(request.postDataJSON()).toEqual({ amount: 10, unit: 'USD' });
  await expect(dialog.getByRole('img', { name: /QR code of the invoice/ })).toBeVisible();
  await expect(dialog.getByTestId('invoice-countdown')).toHaveText(/^\d+:\d\d/);
  await expect(dialog.getByTestId('invoice-validity')).toContainText('can be paid');
  await dialog.getByRole('button', { name: 'Copy invoice' }).click();
  await expect(dialog.getByText('Invoice copied.')).toBeVisible();
  const text = await dialog.getByLabel('Invoice text').inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  await dialog.getByLabel('Payment preimage').fill('a'.repeat(64));
  await dialog.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(dialog.getByText('Payment received: $10.00 added.')).toBeVisible();
  await expect(dialog.getByText('Your balance is now $127.50.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('wallet-balance')).toHaveText('$127.50');
  await expect(page.getByRole('table', { name: 'Recent transactions' }).getByRole('row').nth(1)).toContainText(
    '+$10.00',
  );
});

test('a bad amount is refused before sending; a failed invoice (Prefer: code=500) keeps the amount', async ({
  page,
}) => {
  await failing(page, '/api/v1/requestInvoice');
  await openWallet(page);
  const dialog = await openAddFunds(page);
  await dialog.getByText('Lightning', { exact: true }).click();
  await dialog.getByLabel('Amount').fill('12.345');
  await dialog.getByRole('button', { name: 'Create invoice' }).click();
  await expect(dialog.getByText('US dollar amounts have at most 2 decimals (cents).')).toBeVisible();
  await dialog.getByLabel('Amount').fill('12.34');
  await dialog.getByRole('button', { name: 'Create invoice' }).click();
  await expect(dialog.getByRole('alert')).toContainText('server');
  await expect(dialog.getByLabel('Amount')).toHaveValue('12.34');
});

test('adds funds by card: checkout, the return page shows the new balance', async ({ page }) => {
  await openWallet(page);
  const dialog = await openAddFunds(page);
  await dialog.getByLabel('Amount').fill('20');
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/api/v1/checkout/vidaCredit')),
    dialog.getByRole('button', { name: 'Continue to payment' }).click(),
  ]);
  expect(request.postDataJSON()).toMatchObject({ amount: 20, currency: 'usd' });
  await expect(page).toHaveURL(/\/app\/paymentSuccess\?kind=credit&session_id=cs_test_/);
  await expect(page.getByTestId('provider-reference')).toContainText(/Stripe reference: cs_test_/);
  await expect(page.getByTestId('what-changed')).toHaveText('Your wallet balance is now $137.50.');
});

test('a failed card checkout (Prefer: code=500) keeps the amount', async ({ page }) => {
  await failing(page, '/api/v1/checkout/vidaCredit');
  await openWallet(page);
  const dialog = await openAddFunds(page);
  await dialog.getByLabel('Amount').fill('20.50');
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(dialog.getByRole('alert')).toContainText('server');
  await expect(dialog.getByLabel('Amount')).toHaveValue('20.50');
});

test('withdraws to PayPal: more than the balance is refused before sending, then the balance drops', async ({
  page,
}) => {
  await openWallet(page);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw' });
  await dialog.getByLabel('Send to').selectOption('paypal');
  await dialog.getByLabel('PayPal email').fill('maria@sunrisedental.example');
  await dialog.getByLabel('Amount (USD)').fill('500');
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(dialog.getByText('The amount is more than your balance of $117.50.')).toBeVisible();
  await dialog.getByLabel('Amount (USD)').fill('40');
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/api/v1/payout/paypal/paypal')),
    dialog.getByRole('button', { name: 'Withdraw', exact: true }).click(),
  ]);
  expect(request.postDataJSON()).toEqual({ address: 'maria@sunrisedental.example', amountUsd: 40 });
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('wallet-balance')).toHaveText('$77.50');
});

test('a failed withdrawal (Prefer: code=500) keeps the form', async ({ page }) => {
  await failing(page, '/api/v1/payout/paypal/venmo');
  await openWallet(page);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw' });
  await dialog.getByLabel('Send to').selectOption('venmo');
  await dialog.getByLabel('Venmo phone number or handle').fill('@maria');
  await dialog.getByLabel('Amount (USD)').fill('10');
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('server');
  await expect(dialog.getByLabel('Venmo phone number or handle')).toHaveValue('@maria');
  await expect(dialog.getByLabel('Amount (USD)')).toHaveValue('10');
});

test('claims rewards into the balance', async ({ page }) => {
  await openWallet(page);
  await page.getByRole('button', { name: 'Claim rewards' }).click();
  await expect(page.getByTestId('wallet-balance')).toHaveText('$142.50');
  await expect(page.getByTestId('rewards-claimable')).toHaveText('$0.00');
  await page.reload();
  await expect(page.getByTestId('rewards-claimable')).toHaveText('$0.00');
  await expect(page.getByTestId('wallet-balance')).toHaveText('$142.50');
});

test('a failed claim (Prefer: code=500) says so and moves nothing', async ({ page }) => {
  await failing(page, '/api/v1/claimRewards');
  await openWallet(page);
  await page.getByRole('button', { name: 'Claim rewards' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /claim|server/i })
      .first(),
  ).toBeVisible();
  await expect(page.getByTestId('rewards-claimable')).toHaveText('$25.00');
  await expect(page.getByTestId('wallet-balance')).toHaveText('$117.50');
  await page.reload();
  await expect(page.getByTestId('rewards-claimable')).toHaveText('$25.00');
});

test('pays an invoice on /pay/{slug}: QR, live expiry, and card payment', async ({ page }) => {
  await page.goto('/pay/sunrisedental');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Pay');
  const amount = page.getByLabel(/Amount \(USD\)/);
  await amount.fill('5');
  await page.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page.getByRole('img', { name: /QR code of the invoice/ })).toBeVisible();
  const countdown = page.getByTestId('invoice-countdown');
  const first = await countdown.textContent();
  await page.clock.runFor(2000);
  await expect(countdown).not.toHaveText(first ?? '');
  await page.getByRole('button', { name: 'New invoice' }).click();
  await page.getByLabel(/Amount \(USD\)/).fill('7.5');
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/api/v1/checkout/vidaCredit')),
    page.getByRole('button', { name: 'Pay by card' }).click(),
  ]);
  expect(request.postDataJSON()).toMatchObject({ amount: 7.5, currency: 'usd', slug: 'sunrisedental' });
  expect(request.postDataJSON().successUrl).toMatch(/\/pay\/sunrisedental\?payment=success$/);
  // The provider returns the payer to this public page (never the console and its session's wallet).
  await expect(page).toHaveURL(/\/pay\/sunrisedental\?payment=success/);
  await expect(page.getByTestId('card-outcome')).toHaveText(
    /^Payment received\. Thank you: .+ has been paid by card\.$/,
  );
  await expect(page.getByText(/wallet balance/i)).toHaveCount(0);
});

test('a failed card payment on /pay/{slug} (Prefer: code=500) says so and keeps the amount', async ({ page }) => {
  // The public variant may go without a query string (no token).
  await page.route('**/api/v1/checkout/vidaCredit*', (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'code=500' } }),
  );
  await page.goto('/pay/sunrisedental');
  await page.getByLabel(/Amount \(USD\)/).fill('7.5');
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /card payment|server/i })
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/pay\/sunrisedental$/);
  await expect(page.getByLabel(/Amount \(USD\)/)).toHaveValue('7.5');
});
