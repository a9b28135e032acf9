import { test, expect } from '@playwright/test';

test.describe('/app against the mock', () => {
  test('allocates an anonymous session and shows the account', async ({ page }) => {
    const calls: URL[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/')) calls.push(url);
    });
    // The stateful mock hands every visitor a session of its own (a fresh token each time).
    const allocated = page
      .waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/allocateTempUserSession')
      .then((r) => r.json() as Promise<{ id: number; token: string }>);

    await page.goto('/app');

    await expect(page.getByRole('heading', { level: 1, name: 'Sunrise Dental Group' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Sunrise Front Desk')).toBeVisible();
    await expect(page.getByText('+1 (415) 555-0142')).toBeVisible();
    await expect(page.getByTestId('account-type')).toHaveText('Agent');
    await expect(page.getByRole('definition').filter({ hasText: 'sunrisedental' })).toBeVisible();

    // The session was allocated once, stored, and its token sent on the account call.
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      id: localStorage.getItem('id'),
    }));
    const session = await allocated;
    expect(session.token).toMatch(/^tmp_[0-9a-f]{32}$/);
    expect(JSON.parse(stored.token ?? 'null')).toBe(session.token);
    expect(JSON.parse(stored.id ?? 'null')).toBe(session.id);
    const account = calls.find((u) => u.pathname === '/api/v1/account');
    expect(account?.searchParams.get('token')).toBe(session.token);
  });

  test('reloads the stored session instead of allocating a new one', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('token', JSON.stringify('tok_4001_c2f8e61a9b7d4f30a5e1'));
      localStorage.setItem('id', JSON.stringify(4001));
    });
    const allocations: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/allocateTempUserSession')) allocations.push(r.url());
    });
    await page.goto('/app');
    await expect(page.getByRole('heading', { level: 1, name: 'Sunrise Dental Group' })).toBeVisible();
    expect(allocations).toHaveLength(0);
  });

  test('a failing session allocation shows the spec message and recovers on retry', async ({ page }) => {
    let fail = true;
    await page.route('**/api/v1/allocateTempUserSession**', async (route) => {
      // Prism's Prefer header forces the contract's 500 answer.
      const headers = { ...route.request().headers(), ...(fail ? { prefer: 'code=500' } : {}) };
      await route.continue({ headers });
    });
    await page.goto('/app');
    await expect(page.getByRole('alert')).toContainText('Error fetching temp user session');
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sunrise Dental Group' })).toBeVisible();
  });

  test('sends Referrer-Policy: no-referrer and persists the theme', async ({ page }) => {
    const response = await page.goto('/app');
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });
});

test('an account fetch refused by the server (Prefer: code=401) logs out and starts a fresh session', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('token', JSON.stringify('tok_expired'));
    localStorage.setItem('id', JSON.stringify(4001));
    localStorage.setItem('org', JSON.stringify({ id: 3001 }));
    localStorage.setItem('isMobileApp', JSON.stringify(false));
  });
  await page.route('**/api/v1/account?**', async (route) => {
    const url = new URL(route.request().url());
    const expired = url.searchParams.get('token') === 'tok_expired';
    await route.continue({ headers: { ...route.request().headers(), ...(expired ? { prefer: 'code=401' } : {}) } });
  });
  // The sessions asked for. The page being left may ask for the fresh one before the reload (the
  // next page then takes it from storage), and its answer's body is gone once the browser has
  // navigated away: the test counts the calls and checks the token the new page holds.
  let allocations = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/v1/allocateTempUserSession') allocations += 1;
  });
  const accountTokens: string[] = [];
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/v1/account' && r.ok()) accountTokens.push(url.searchParams.get('token') ?? '');
  });
  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1, name: 'Sunrise Dental Group' })).toBeVisible();
  const stored = await page.evaluate(() => ({ ...localStorage }));
  const token = JSON.parse(stored.token ?? 'null') as string | null;
  expect(allocations).toBeGreaterThan(0);
  expect(token).toMatch(/^tmp_/);
  // The account shown was read with the fresh token.
  await expect.poll(() => accountTokens).toContain(token);
  expect(stored.org).toBeUndefined();
  expect(stored.isMobileApp).toBe('false');
});
