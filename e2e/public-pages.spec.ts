import { test, expect, type Page } from '@playwright/test';

/** The mock's avatar URLs point at a CDN this offline machine cannot reach: serve a stand-in. */
async function stubCdn(page: Page) {
  await page.route('https://cdn.vida.example/**', (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1" fill="#2563eb"/></svg>',
    }),
  );
}

/** Forces Prism's answer for matching calls through its `Prefer` header. */
async function prefer(page: Page, pattern: string, code: number) {
  await page.route(pattern, (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: `code=${code}` } }),
  );
}

test.beforeEach(async ({ page }) => {
  await stubCdn(page);
});

test.describe('public profile page /u/{username}', () => {
  test('shows the profile, its links and recent messages without sign-in and outside /app', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/u/sunrisedental');
    await expect(page.getByRole('heading', { level: 1, name: 'Sunrise Front Desk' })).toBeVisible();
    await expect(page.getByText('@sunrisedental')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book a cleaning' })).toHaveAttribute(
      'href',
      'https://sunrisedental.example/book',
    );
    await expect(page.getByRole('navigation', { name: 'Social links' }).getByRole('link')).toHaveCount(2);
    await expect(page.getByRole('link', { name: '+1 (415) 555-0142' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent messages' })).toContainText("We're open until 7pm");
    // not inside the /app wrapper: no account navigation
    await expect(page.getByRole('navigation', { name: /account/i })).toHaveCount(0);
    await expect(page).toHaveURL(/\/u\/sunrisedental$/);
    expect(errors).toEqual([]);
  });

  test('an unknown username says the profile is not found', async ({ page }) => {
    await prefer(page, '**/api/v1/account/nobody**', 404);
    await page.goto('/u/nobody');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile not found' })).toBeVisible();
  });

  test('an invalid username is not looked up', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/v1/account/') && calls.push(r.url()));
    await page.goto('/u/not%20valid');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile not found' })).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('a failing call shows an error with a retry', async ({ page }) => {
    await prefer(page, '**/api/v1/account/sunrisedental**', 500);
    await page.goto('/u/sunrisedental');
    await expect(page.getByRole('alert')).toContainText('Could not load this profile.');
    await page.unroute('**/api/v1/account/sunrisedental**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sunrise Front Desk' })).toBeVisible();
  });
});

test.describe('invoice payment by slug /pay/{slug}', () => {
  test('requests a Lightning invoice for a typed amount; its text can be copied', async ({ page, context }) => {
    // The mock's invoice was created at 1763700000 and expires at 1763703600 (epoch seconds).
    await page.clock.setFixedTime(new Date(1763701200 * 1000));
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const bodies: unknown[] = [];
    page.on('request', (r) => r.url().includes('/api/v1/requestInvoice') && bodies.push(r.postDataJSON()));
    await page.goto('/pay/sunrisedental');
    await expect(page.getByRole('heading', { level: 1, name: 'Pay Sunrise Dental Group' })).toBeVisible();

    const amount = page.getByLabel('Amount (USD)');
    await amount.fill('0');
    await page.getByRole('button', { name: 'Create invoice' }).click();
    await expect(page.getByText(/Enter an amount above 0/)).toBeVisible();
    expect(bodies).toEqual([]);

    await amount.fill('25');
    await page.getByRole('button', { name: 'Create invoice' }).click();
    await expect(page.getByRole('heading', { name: 'Lightning invoice' })).toBeVisible();
    expect(bodies).toEqual([{ amount: 25, unit: 'USD', slug: 'sunrisedental' }]);
    await expect(page.getByText('25.00 USD')).toBeVisible();
    await expect(page.getByTestId('invoice-state')).toHaveText('Awaiting payment');
    const invoice = page.getByLabel('Invoice to pay');
    await expect(invoice).toHaveValue(/^lnbc274540n1/);
    await page.getByRole('button', { name: 'Copy invoice' }).click();
    await expect(page.getByText('Invoice copied.')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await invoice.inputValue());
  });

  test('an invoice past its expiry shows as expired', async ({ page }) => {
    // The stateful mock makes invoices "now" by its clock (MOCK_NOW in playwright.config.ts), expiring
    // an hour later: start the page at the mock's day, read the expiry from the answer, then move the
    // page's clock one minute past it.
    await page.clock.install({ time: new Date('2025-11-22T12:00:00Z') });
    await page.goto('/pay/sunrisedental');
    await page.getByLabel('Amount (USD)').fill('5');
    const answer = page.waitForResponse('**/api/v1/requestInvoice**');
    await page.getByRole('button', { name: 'Create invoice' }).click();
    const { expiresAt } = (await (await answer).json()) as { expiresAt: number };
    await expect(page.getByTestId('invoice-state')).toHaveText('Awaiting payment');
    const pageNow = await page.evaluate(() => Date.now());
    await page.clock.fastForward(expiresAt * 1000 + 60_000 - pageNow);
    await expect(page.getByTestId('invoice-state')).toHaveText('Expired');
    await expect(page.getByRole('button', { name: 'Copy invoice' })).toBeDisabled();
  });

  test('an unknown slug says the payment page is not found', async ({ page }) => {
    await prefer(page, '**/api/v1/fetchPaymentSlug**', 404);
    await page.goto('/pay/nobody');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment page not found' })).toBeVisible();
  });

  test('a failing invoice request says so', async ({ page }) => {
    await prefer(page, '**/api/v1/requestInvoice**', 500);
    await page.goto('/pay/sunrisedental');
    await page.getByLabel('Amount (USD)').fill('5');
    await page.getByRole('button', { name: 'Create invoice' }).click();
    await expect(page.getByRole('alert')).toHaveText('Could not create the invoice. Please try again.');
  });
});
