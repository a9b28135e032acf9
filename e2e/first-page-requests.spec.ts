import { test, expect, type Locator, type Page } from '@playwright/test';

// How many script files a daily page fetches while it starts (issue 28 §4). Each request costs
// the browser's main thread (about a millisecond to start a fetch, more on a phone) and, on a slow
// network, a place in the queue of six connections; `vite.config.ts` groups the component
// anatomies and the small shared UI modules (`anatomy`, `common`) so that a page fetches about a
// third fewer files for the same bytes. The bounds leave a little room for new screens; a page
// over its bound means small shared chunks are back (see docs/performance.md, whose figures are a
// phone's 412 px window; here it is the tests' 1280 px one, with the sidebar: 87, 82, 100, 89 and
// 106 files before the groups).
type Landmark = (page: Page) => Locator;
const heading =
  (name: string | RegExp): Landmark =>
  (page) =>
    page.getByRole('heading', { level: 1, name });

const PAGES: { path: string; shown: Landmark; bound: number }[] = [
  { path: '/app', shown: heading(/Sunrise Dental/), bound: 67 },
  { path: '/app/agent/4001/logs', shown: heading('Conversation logs'), bound: 70 },
  { path: '/app/agent/4001/dashboard', shown: heading('Dashboard'), bound: 77 },
  { path: '/inbox', shown: (page) => page.getByRole('tab', { name: 'Priority' }), bound: 77 },
  { path: '/app/agent/4001/agent', shown: (page) => page.getByRole('textbox', { name: 'Instructions' }), bound: 83 },
];

/** Fewer than this and the page did not start (a crash or a redirect fetches less). */
const AT_LEAST = 20;

for (const { path, shown, bound } of PAGES) {
  test(`${path} starts with at most ${bound} script files`, async ({ page }) => {
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(path);
    await expect(shown(page)).toBeVisible({ timeout: 30_000 });
    // Start-up is over when the network has been quiet: the registry, the user menu and the
    // recipes load once the page has painted, which it has by now.
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    const files = [...scripts].sort().join('\n');
    expect(scripts.size, files).toBeGreaterThanOrEqual(AT_LEAST);
    expect(scripts.size, files).toBeLessThanOrEqual(bound);
  });
}
