import { test, expect, type Page } from '@playwright/test';

// Hovering a sidebar entry preloads its page: the route's loader runs, so the section's data is
// fetched before the click and the page's first paint has it (docs/architecture.md, "How to add
// an area").

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

const requested = (page: Page, path: string) =>
  page.waitForRequest((r) => r.method() === 'GET' && new URL(r.url()).pathname === path, { timeout: 10_000 });

async function openHome(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/app/reseller/2001/org/3001');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  // Hover prefetches start once the frame has settled (the registry loads after the first page).
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
}

for (const [label, path, check] of [
  ['Logs', '/api/v2/logs', (u: URL) => u.searchParams.get('targetAccountId') === '3001'],
  ['Usage', '/api/v2/stats/usage', (u: URL) => u.searchParams.get('targetAccountId') === '3001'],
  ['Dashboard', '/api/v2/logs', (u: URL) => u.searchParams.get('targetAccountId') === '3001'],
] as const) {
  test(`hovering ${label} in the sidebar fetches its data before the click`, async ({ page }) => {
    await openHome(page);
    const request = requested(page, path);
    await nav(page).getByRole('link', { name: label, exact: true }).hover();
    const sent = await request;
    expect(check(new URL(sent.url()))).toBe(true);
    // Still on the overview: the data came from the hover, not a navigation.
    await expect(page).toHaveURL(/\/app\/reseller\/2001\/org\/3001$/);
  });
}
