import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** The mock's avatar URLs point at a CDN this offline machine cannot reach: serve a stand-in. */
async function stubCdn(page: Page) {
  await page.route('https://cdn.vida.example/**', (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1" fill="#2563eb"/></svg>',
    }),
  );
}

const PAGES: [string, string, (page: Page) => Promise<void>][] = [
  [
    'the shell at /app',
    '/app',
    (p) => expect(p.getByRole('heading', { level: 1, name: 'Sunrise Dental Group' })).toBeVisible(),
  ],
  [
    'the sign-in screen',
    '/app/signin',
    (p) => expect(p.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible(),
  ],
  ['an open overlay', '/app?viewAs=true', (p) => expect(p.getByRole('radiogroup', { name: 'View as' })).toBeVisible()],
  ['a waiting overlay', '/app?wallet=true', (p) => expect(p.getByRole('dialog', { name: 'Wallet' })).toBeVisible()],
  [
    'the inbox with an open room',
    '/inbox?active=room_8a41c2',
    (p) => expect(p.getByRole('list', { name: 'Messages' }).getByRole('listitem').first()).toBeVisible(),
  ],
  [
    'the call overlay',
    '/inbox?call=14155550187',
    (p) => expect(p.getByRole('button', { name: 'Call', exact: true })).toBeVisible(),
  ],
  ['a payment return page', '/app/paymentSuccess', (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible()],
  [
    'the public profile page',
    '/u/sunrisedental',
    (p) => expect(p.getByRole('region', { name: 'Recent messages' })).toBeVisible(),
  ],
  [
    'the payment page of a slug',
    '/pay/sunrisedental',
    (p) => expect(p.getByRole('button', { name: 'Create invoice' })).toBeEnabled(),
  ],
];

for (const [name, path, ready] of PAGES) {
  test(`${name} has no serious accessibility violation and no console error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await stubCdn(page);
    await page.goto(path);
    await ready(page);
    // Axe must judge settled colours, not a frame of a colour transition after the theme switch.
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
