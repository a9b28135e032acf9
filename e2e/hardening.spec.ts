import { test, expect, type Page } from '@playwright/test';

/** Collects CSP violations (the DOM event and the console's report) of a page. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.exposeFunction('__cspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
  return violations;
}

test('the production build sends a CSP and the main pages break none of it', async ({ page }) => {
  const violations = await watchCsp(page);
  const response = await page.goto('/app');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("img-src 'self' data: https:");
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // The inline theme script ran (its hash is allowed): the dark class follows the system.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contacts' }).click();
  await expect(page.getByRole('dialog', { name: 'Contacts' })).toBeVisible();
  await page.goto('/inbox');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto('/u/sunrisedental');
  await expect(page.getByRole('link', { name: 'Help' })).toBeVisible();
  await page.goto('/app/signin');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('a fresh anonymous session that is also refused stops: a message with Try again, a handful of calls', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('token', JSON.stringify('tok_expired'));
    localStorage.setItem('id', JSON.stringify(4001));
  });
  let accountCalls = 0;
  let sessionCalls = 0;
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path === '/api/v1/account') accountCalls += 1;
    if (path === '/api/v1/allocateTempUserSession') sessionCalls += 1;
  });
  // Every token is refused.
  await page.route('**/api/v1/account?**', (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'code=401' } }),
  );
  await page.goto('/app');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The server did not accept a new session');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  // It stays quiet: no more calls arrive while the message shows.
  const settled = accountCalls + sessionCalls;
  await page.waitForTimeout(3000);
  expect(accountCalls + sessionCalls).toBe(settled);
  expect(accountCalls).toBeLessThanOrEqual(4);
  expect(sessionCalls).toBeLessThanOrEqual(2);
  await expect(page.getByText('Something went wrong!')).toHaveCount(0);
});

test('a malformed 2xx answer shows the page’s error state inside the frame, in plain words', async ({ page }) => {
  await page.route('**/api/v1/account?**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, details: { accountName: { not: 'text' } } } });
  });
  await page.goto('/app');
  await expect(page.getByRole('alert')).toContainText('This page could not be shown.');
  await expect(page.getByRole('alert')).toContainText('The server sent an answer this page could not read.');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByText('Something went wrong!')).toHaveCount(0);
  await expect(page.getByText(/Objects are not valid/)).toHaveCount(0);
});

test('server URLs pass the sanitiser: unsafe support URL, logo and account image are dropped', async ({ page }) => {
  await page.route('**/api/v1/domain/lookup**', (route) =>
    route.fulfill({
      json: {
        domain: '127.0.0.1',
        name: 'Acme Voice',
        supportUrl: 'javascript:alert(1)',
        logo: '//evil.example/l.png',
      },
    }),
  );
  await page.route('**/api/v1/account?**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: { ...body, details: { ...(body.details as object), image: 'data:text/html,<script>alert(1)</script>' } },
    });
  });
  await page.goto('/app');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const help = page.getByRole('link', { name: 'Help' });
  await expect(help).toHaveAttribute('href', /^https:\/\//);
  const unsafe = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[href], [src]'))
      .map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? '')
      .filter((u) => /^(javascript|data|vbscript):|^\/\//i.test(u.trim())),
  );
  expect(unsafe).toEqual([]);
});

test('Escape closes exactly one overlay', async ({ page }) => {
  await page.goto('/app');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contacts' }).click();
  await expect(page.getByRole('dialog', { name: 'Contacts' })).toBeVisible();
  await page.goto('/app?contacts=true&call=true');
  await expect(page.getByRole('dialog')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page).toHaveURL(/contacts=true/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/app$/);
});
