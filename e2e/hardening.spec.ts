import { test, expect, type Page } from '@playwright/test';
import { patchAccount } from './support/account';

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

test('a malformed account name is passed over: the account’s other name shows, with no error', async ({ page }) => {
  await patchAccount(page, (account) => ({ ...account, details: { accountName: { not: 'text' } } }));
  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1, name: 'Sunrise Dental Group' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Account' })).toContainText('Sunrise Dental Group');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a malformed 2xx answer shows the page’s error state inside the frame, in plain words', async ({ page }) => {
  // A field the account's card shows as it comes (the owner's name), as an object.
  await patchAccount(page, (account) => ({ ...account, details: { fullName: { not: 'text' } } }));
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
  await patchAccount(page, (account) => ({
    ...account,
    details: { ...(account.details as object), image: 'data:text/html,<script>alert(1)</script>' },
  }));
  await page.goto('/app');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // The top bar's Help opens the help overlay: its link skips the unsafe support URL.
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  const help = page.getByRole('dialog', { name: 'Help' }).getByRole('link').first();
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

test.describe('Escape on an overlay opened by a click closes that overlay only', () => {
  test('the call overlay, opened from an inbox room', async ({ page }) => {
    await page.goto('/inbox');
    await page
      .getByRole('list', { name: 'Priority conversations' })
      .getByRole('button', { name: /James Whitfield/ })
      .click();
    await expect(page).toHaveURL(/active=room_8a41c2/);
    const view = page.getByRole('region', { name: /Conversation with/ });
    await view.getByRole('button', { name: 'Call James Whitfield' }).click();
    const dialog = page.getByRole('dialog', { name: 'Call' });
    // A person gets call buttons (the raw fields are for super admins under Advanced).
    await expect(dialog.getByRole('button', { name: 'Call', exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Video call' }).focus();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Still in the room: one history entry back, not two.
    await expect(page).toHaveURL(/\/inbox\?.*active=room_8a41c2/);
    await expect(page).not.toHaveURL(/call=/);
    await expect(view).toBeVisible();
  });

  test('the call transcript, opened from an inbox message', async ({ page }) => {
    await page.goto('/inbox');
    await page
      .getByRole('list', { name: 'Priority conversations' })
      .getByRole('button', { name: /James Whitfield/ })
      .click();
    await expect(page).toHaveURL(/active=room_8a41c2/);
    const view = page.getByRole('region', { name: /Conversation with/ });
    await view.getByRole('button', { name: 'Transcript' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Call transcript' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/inbox\?.*active=room_8a41c2/);
    await expect(page).not.toHaveURL(/callTranscript=/);
  });

  test('the call transcript, opened from a log row', async ({ page }) => {
    await page.goto('/app');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Logs' }).click();
    const table = page.getByRole('table', { name: 'Conversation logs' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const logsUrl = page.url();
    await table.getByRole('row').nth(1).click();
    const dialog = page.getByRole('dialog', { name: 'Call transcript' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(logsUrl);
  });
});

test('a request that hangs times out into the error state with Retry, never an endless spinner', async ({ page }) => {
  // The page's clock is the test's: 20 s pass in a moment (the transport times out with setTimeout).
  await page.clock.install();
  let hang = true;
  const hung: string[] = [];
  await page.route(
    (url) => url.pathname === '/api/v2/logs',
    async (route) => {
      if (!hang) return route.fallback();
      hung.push(route.request().url());
      // Never answered: the server took the request and went silent.
    },
  );
  await page.goto('/app/org/3001/logs');
  await expect.poll(() => hung.length).toBeGreaterThan(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.clock.fastForward('00:25');
  // The logs' own catalogue message (spec), like any failed call, with Retry.
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to fetch logs' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeEnabled();
  await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
  // A timed-out call is not retried behind the user's back (each call went out once); Retry asks again.
  expect(new Set(hung).size).toBe(hung.length);
  hang = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('table', { name: 'Conversation logs' }).getByRole('row').nth(1)).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test.describe('a malformed answer on a section stays inside the console frame', () => {
  // The agent editor reads what it can and shows the rest empty; the others show their error state.
  for (const [section, fails] of [
    ['logs', true],
    ['usage', true],
    ['dashboard', true],
    ['agent', false],
  ] as const) {
    test(section, async ({ page }) => {
      // Every call but the session's and the accounts' answers 200 with a body no screen can use.
      const malformed = (url: URL) =>
        url.pathname.startsWith('/api/') &&
        url.pathname !== '/api/v1/account' &&
        !/TempUserSession|branding|domain/i.test(url.pathname);
      await page.route(malformed, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '"not what you expected"' }),
      );
      await page.goto(`/app/org/3001/${section}`);
      const main = page.getByRole('main');
      if (fails) await expect(main.getByRole('alert').first()).toBeVisible();
      else await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Something went wrong!')).toHaveCount(0);
      await expect(page.getByText(/is not a function|Cannot read properties|undefined/)).toHaveCount(0);
      // The sidebar still works: another section opens.
      const nav = page.getByRole('navigation', { name: 'Main' });
      // The server answers properly again (home's cards make calls of their own).
      await page.unroute(malformed);
      await nav.getByRole('link', { name: 'Home' }).click();
      await expect(page).toHaveURL(/\/app\/org\/3001$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

test('a session answer without a token ends in the error with Try again, not an endless spinner', async ({ page }) => {
  await page.route('**/api/v1/allocateTempUserSession**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: 'null' }),
  );
  await page.goto('/app');
  await expect(page.getByRole('alert')).toContainText('Error fetching temp user session');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(page.getByText('Something went wrong!')).toHaveCount(0);
});
