// One visual system (issue 28 §3): every section page stands in the frame's margins, its title
// where every other page's is, at a desktop and a phone width (the frame pads the page; a page
// adds no padding of its own).
import { test, expect } from '@playwright/test';

const SECTIONS = [
  '/app/agent/4001/dashboard',
  '/app/agent/4001/logs',
  '/app/agent/4001/usage',
  '/app/agent/4001/calendar',
  '/app/agent/4001/numbers',
  '/app/agent/4001/settings',
  '/app/org/3001/team',
  '/app/org/3001/billing',
  '/app/org/3001/wallet',
  '/app/org/3001/tasks',
  '/app/org/3001/knowledge',
  '/app/org/3001/integrations',
  '/app/org/3001/developer',
  '/app/org/3001/agents',
  '/app/org/3001',
];

for (const width of [1280, 390]) {
  test(`every section page's title stands at the frame's margin at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const offsets: Record<string, number> = {};
    for (const path of SECTIONS) {
      await page.goto(path);
      const title = page.locator('main h1').first();
      await expect(title).toBeVisible({ timeout: 20_000 });
      offsets[path] = await title.evaluate((h1) => {
        const main = h1.closest('main')!;
        const padding = parseFloat(getComputedStyle(main).paddingLeft);
        return Math.round(h1.getBoundingClientRect().left - main.getBoundingClientRect().left - padding);
      });
    }
    // 0: the title starts where the frame's padding ends, on every page.
    expect(offsets).toEqual(Object.fromEntries(SECTIONS.map((p) => [p, 0])));
  });
}
