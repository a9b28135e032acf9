import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preview, type PreviewServer } from 'vite';
import { chromium, type Browser } from 'playwright';

// The static demo (`npm run build:demo`): the app against the mock in a service worker. Built and
// opened in Chromium, as a visitor of the published demo would: the first page must appear (an
// entry that awaited the app's chunk while that chunk imported the entry's once left it on
// "Loading…" for ever).
const root = process.cwd();
const configFile = path.join(root, 'mocks/browser/vite.demo.config.ts');
const outDir = path.join(root, 'dist-demo');
const PORT = Number(process.env.DEMO_TEST_PORT ?? '4191');

describe('the static demo', () => {
  let server: PreviewServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    // `npm run build:demo` itself (it also adds the service worker), as a production build
    // whoever runs the test (vitest sets NODE_ENV=test).
    execFileSync(process.execPath, ['scripts/build-demo.mjs'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'ignore',
    });
    server = await preview({
      configFile,
      logLevel: 'error',
      build: { outDir },
      preview: { port: PORT, strictPort: true, host: '127.0.0.1' },
    });
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('starts its mock and shows the console’s first page', { timeout: 60_000 }, async () => {
    const page = await browser!.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`http://127.0.0.1:${PORT}/app`);
    const heading = page.locator('#account-title');
    await heading.waitFor({ timeout: 30_000 });
    expect((await heading.textContent())?.trim()).not.toBe('');
    await expect.poll(() => page.getByRole('navigation').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
