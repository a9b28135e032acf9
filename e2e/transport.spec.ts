import { test, expect, type Page } from '@playwright/test';

// Path values are encoded by the one transport, and every search value reaches the page as the
// string that was in the URL. What the app asks for is checked on the requests it makes.

/** Every API request the page makes, as URLs. */
function apiRequests(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/internal/')) seen.push(url);
  });
  return seen;
}

/** The page's own uncaught errors (a crash such as `e?.trim is not a function`). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** The room segment of `/api/v1/conversations/<room>[/aiAgentEnabled]`, as sent. */
const roomSegment = (u: URL) => {
  const parts = u.pathname.split('/');
  expect(parts.length, u.pathname).toBeLessThanOrEqual(6);
  return parts[4];
};

const messages = (page: Page) =>
  page.getByRole('region', { name: /Conversation with/ }).getByRole('list', { name: 'Messages' });

/** Nothing but the listed endpoints, and the token only once, as the session's. */
function expectOnlyKnownCalls(seen: URL[]) {
  for (const url of seen) {
    expect(url.pathname, 'no call leaves its endpoint').not.toMatch(/\/logs\b|\/v1\/v1\b/);
    expect(url.searchParams.getAll('token').length, `one token on ${url.pathname}`).toBeLessThanOrEqual(1);
    expect(url.searchParams.getAll('token')).not.toContain('abc');
  }
}

test.describe('path values stay inside their segment', () => {
  test('?active=..%2F..%2Fv1%2Flogs asks for that room, never /api/v1/logs', async ({ page }) => {
    const seen = apiRequests(page);
    await page.goto('/inbox?active=..%2F..%2Fv1%2Flogs');
    await expect(messages(page).getByRole('listitem').first()).toBeVisible();
    const room = seen.filter((u) => u.pathname.startsWith('/api/v1/conversations/'));
    expect(room.length).toBeGreaterThan(0);
    for (const u of room) expect(roomSegment(u)).toBe('..%2F..%2Fv1%2Flogs');
    expectOnlyKnownCalls(seen);
  });

  test('?active=x%3Ftoken%3Dabc adds no query parameter', async ({ page }) => {
    const seen = apiRequests(page);
    await page.goto('/inbox?active=x%3Ftoken%3Dabc');
    await expect(messages(page).getByRole('listitem').first()).toBeVisible();
    const room = seen.filter((u) => u.pathname.startsWith('/api/v1/conversations/'));
    expect(room.length).toBeGreaterThan(0);
    for (const u of room) {
      expect(roomSegment(u)).toBe('x%3Ftoken%3Dabc');
      expect(u.searchParams.getAll('token')).toHaveLength(1);
    }
    expectOnlyKnownCalls(seen);
  });

  test('?active=.. is refused by the transport: an error with Retry, no call', async ({ page }) => {
    const seen = apiRequests(page);
    await page.goto('/inbox?active=..');
    const region = page.getByRole('region', { name: /Conversation with/ });
    await expect(region.getByRole('alert')).toBeVisible();
    await expect(region.getByRole('alert').getByRole('button', { name: 'Retry' })).toBeVisible();
    // The room list loaded meanwhile: the refused call is not a missing one.
    await expect(page.getByRole('list', { name: 'Priority conversations' }).getByRole('button').first()).toBeVisible();
    // `/api/v1/conversations/..` would have been resolved to `/api/v1/`.
    expect(seen.filter((u) => /^\/api\/v1\/?$|^\/api\/v1\/conversations\/$/.test(u.pathname))).toEqual([]);
    expect(seen.filter((u) => u.pathname.startsWith('/api/v1/conversations/'))).toEqual([]);
    expectOnlyKnownCalls(seen);
  });
});

test.describe('search values stay the strings of the URL', () => {
  test('a 20-digit room id is not rounded', async ({ page }) => {
    const seen = apiRequests(page);
    await page.goto('/inbox?active=12345678901234567890');
    await expect(messages(page).getByRole('listitem').first()).toBeVisible();
    expect(seen.map((u) => u.pathname)).toContain('/api/v1/conversations/12345678901234567890');
    expect(seen.map((u) => u.pathname)).not.toContain('/api/v1/conversations/12345678901234567000');
    await expect(page).toHaveURL(/active=12345678901234567890/);
  });

  test('?active=true is kept as the room "true"', async ({ page }) => {
    const seen = apiRequests(page);
    await page.goto('/inbox?active=true');
    await expect(messages(page).getByRole('listitem').first()).toBeVisible();
    expect(seen.map((u) => u.pathname)).toContain('/api/v1/conversations/true');
  });

  test('?editContact=1e3 asks for contact "1e3", not 1000', async ({ page }) => {
    const seen = apiRequests(page);
    await page.goto('/app?editContact=1e3');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect.poll(() => seen.map((u) => u.pathname)).toContain('/api/v2/contact/1e3');
    expect(seen.map((u) => u.pathname)).not.toContain('/api/v2/contact/1000');
    await expect(page).toHaveURL(/editContact=1e3/);
  });

  test('a one-time token of digits reaches /mobile/start as text', async ({ page }) => {
    const errors = pageErrors(page);
    const seen = apiRequests(page);
    await page.goto('/mobile/start?token=123456789012345678901');
    await expect(page).toHaveURL(/\/app$/);
    const exchange = seen.find((u) => u.pathname === '/api/v1/oneTimeAuth');
    expect(exchange?.searchParams.get('oneTimeToken')).toBe('123456789012345678901');
    expect(errors).toEqual([]);
  });

  test('?contacts and ?contacts=true open the contacts overlay; =false does not', async ({ page }) => {
    await page.goto('/app?contacts');
    await expect(page.getByRole('dialog', { name: 'Contacts' })).toBeVisible();
    await page.goto('/app?contacts=true');
    await expect(page.getByRole('dialog', { name: 'Contacts' })).toBeVisible();
    await page.goto('/app?contacts=false');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Contacts' })).toHaveCount(0);
  });

  test('a flag value nested 6,000 levels deep does not overflow the stack', async ({ page }) => {
    const errors = pageErrors(page);
    await page.goto(`/app?contacts=${'['.repeat(6000)}`);
    await expect(page.getByRole('dialog', { name: 'Contacts' })).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
