import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

// The agent editor and its overlays under axe, light and dark: no serious or critical violation,
// and no console error. Keyboard: the main actions are reachable with Tab.
test.describe.configure({ timeout: 90_000 });

const EDITOR = '/app/agent/4001/agent';

/** The mock's avatar URLs point at a CDN this offline machine cannot reach: serve a stand-in. */
async function stubCdn(page: Page) {
  await page.route('https://cdn.vida.example/**', (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1" fill="#2563eb"/></svg>',
    }),
  );
}
const ready = (page: Page) =>
  expect(page.getByRole('textbox', { name: 'Instructions', includeHidden: true })).toHaveValue(/Sunrise/, {
    timeout: 20_000,
  });

const PAGES: [string, string, (page: Page) => Promise<void>][] = [
  ['the editor', EDITOR, (p) => expect(p.getByText('Unpublished changes')).toBeVisible()],
  [
    'compareChanges',
    `${EDITOR}?compareChanges`,
    (p) => expect(p.getByRole('dialog', { name: 'Compare changes' }).getByText('2 fields differ')).toBeVisible(),
  ],
  [
    'testAgent',
    `${EDITOR}?testAgent`,
    (p) => expect(p.getByRole('textbox', { name: 'Message to the agent' })).toBeVisible(),
  ],
  ['agentInfo', `${EDITOR}?agentInfo`, (p) => expect(p.getByText('+1 (415) 555-0142')).toBeVisible()],
  [
    'agentSettings',
    `${EDITOR}?agentSettings`,
    (p) =>
      expect(
        p.getByRole('dialog', { name: 'Agent settings' }).getByText('Background audio', { exact: true }),
      ).toBeVisible(),
  ],
  ['editAgent', `${EDITOR}?editAgent`, (p) => expect(p.getByRole('textbox', { name: /Agent name/ })).toBeVisible()],
  [
    'createTemplate',
    `${EDITOR}?createTemplate`,
    (p) => expect(p.getByRole('button', { name: 'Create template', exact: true })).toBeVisible(),
  ],
  [
    'setupAgent',
    `${EDITOR}?setupAgent`,
    (p) =>
      expect(p.getByRole('dialog', { name: 'Set up agent' }).getByRole('list', { name: 'Templates' })).toBeVisible(),
  ],
];

for (const [name, path, settled] of PAGES) {
  test(`agent: ${name} has no serious accessibility violation and no console error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await stubCdn(page);
    await page.goto(path);
    await ready(page);
    await settled(page);
    await page.addStyleTag({
      content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
    });
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => document.documentElement.classList.toggle('dark', t === 'dark'), theme);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${theme}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ') + ' ' + (n.any[0]?.message ?? '')).join(', ')}`,
        );
      expect(serious).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
}

test('agent: the instructions and Publish are reached with the keyboard; Escape closes an overlay', async ({
  page,
}) => {
  await page.goto(EDITOR);
  await ready(page);
  const focused = new Set<string>();
  for (let i = 0; i < 40 && !(focused.has('Publish') && focused.has('Instructions')); i++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const labelled = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
      return (labelled ?? el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
    });
    focused.add(name);
  }
  expect(focused).toContain('Publish');
  expect(focused).toContain('Instructions');
  await page.getByRole('button', { name: 'Compare changes' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Compare changes' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Compare changes' })).toBeFocused();
});
