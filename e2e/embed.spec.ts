import { test, expect, type Page } from '@playwright/test';

// The console here is on 127.0.0.1: Chromium refuses a page from elsewhere loading a script from the
// loopback address space (Local Network Access), which a real site loading a real console host never
// meets. This file's browser lifts that check only.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--disable-gpu', '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests'],
  },
});

/** The install overlay's snippet on someone else's website: a page on another origin (`localhost`;
 * the console is `127.0.0.1`) that loads the console's `/embed.js` (public/embed.js) exactly as the
 * snippet says. */
async function hostPage(page: Page, baseURL: string, agent: string) {
  const snippet = `<script src="${baseURL}/embed.js" data-agent="${agent}" async></script>`;
  const shop = `${baseURL.replace('127.0.0.1', 'localhost')}/shop.html`;
  await page.route(shop, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><head><title>Shop</title></head><body><h1>A shop</h1>${snippet}</body></html>`,
    }),
  );
  await page.goto(shop);
}

test('the embed snippet adds a button on another site that opens the agent’s public page', async ({
  page,
  baseURL,
}) => {
  await page.route('https://cdn.vida.example/**', (route) => route.fulfill({ status: 404, body: '' }));
  await hostPage(page, baseURL!, 'sunrisedental');
  const button = page.getByRole('link', { name: 'Talk to us (opens in a new tab)' });
  await expect(button).toHaveAttribute('href', `${baseURL}/u/sunrisedental`);
  await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('heading', { name: 'A shop' })).toBeVisible();
  const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
  await popup.route('https://cdn.vida.example/**', (route) => route.fulfill({ status: 404, body: '' }));
  await expect(popup.getByRole('heading', { level: 1, name: 'Sunrise Front Desk' })).toBeVisible();
  await expect(popup).toHaveURL(`${baseURL}/u/sunrisedental`);
});

test('the embed script refuses a username the public page could not open, and adds nothing', async ({
  page,
  baseURL,
}) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await hostPage(page, baseURL!, '../app?token=x');
  await expect(page.getByRole('heading', { name: 'A shop' })).toBeVisible();
  await expect.poll(() => warnings.join('\n')).toContain('embed.js: data-agent is missing or not a valid username.');
  await expect(page.getByRole('link')).toHaveCount(0);
});

test('the console serves the widget script as JavaScript', async ({ request }) => {
  const res = await request.get('/embed.js');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/javascript/);
  expect(await res.text()).toContain("'/u/'");
});
