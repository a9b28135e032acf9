import { test, expect } from '@playwright/test';

// How many script files a daily page fetches while it starts (issue 28 §4). Each request costs
// the browser's main thread (about a millisecond to start a fetch, more on a phone) and, on a slow
// network, a place in the queue of six connections; `vite.config.ts` groups the component
// anatomies and the small shared UI modules (`anatomy`, `common`) so that a page fetches about a
// third fewer files for the same bytes. The bounds leave a little room for new screens; a page
// over its bound means small shared chunks are back (see docs/performance.md).
const PAGES = [
  { path: '/app', heading: /Sunrise Dental/, bound: 67 },
  { path: '/app/agent/4001/logs', heading: 'Conversation logs', bound: 70 },
  { path: '/app/agent/4001/dashboard', heading: 'Dashboard', bound: 77 },
  { path: '/inbox', heading: null, bound: 77 },
  { path: '/app/agent/4001/agent', heading: null, bound: 83 },
] as const;

for (const { path, heading, bound } of PAGES) {
  test(`${path} starts with at most ${bound} script files`, async ({ page }) => {
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(path);
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
    // Start-up is over when the network has been quiet: the registry, the user menu and the
    // recipes load after the first page has painted.
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    expect(scripts.size, [...scripts].sort().join('\n')).toBeLessThanOrEqual(bound);
  });
}
