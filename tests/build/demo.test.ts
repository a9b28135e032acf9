import { existsSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preview, type PreviewServer } from 'vite';
import { chromium, type Browser } from '@playwright/test';

// The static demo (`npm run build:demo`): the app against the mock in a service worker. Built and
// opened in Chromium, as a visitor of the published demo would: the first page must appear (an
// entry that awaited the app's chunk while that chunk imported the entry's once left it on
// "Loading…" for ever).
const root = process.cwd();
const configFile = path.join(root, 'mocks/browser/vite.demo.config.ts');
const outDir = path.join(root, 'node_modules/.tmp/demo-build');

describe('the static demo', () => {
  let server: PreviewServer | undefined;
  let browser: Browser | undefined;
  let origin = '';

  beforeAll(async () => {
    // `npm run build:demo` itself (it also adds the service worker) into a folder of its own, as
    // a production build whoever runs the test (vitest sets NODE_ENV=test). Its output is kept
    // for the error message when it fails.
    execFileSync(process.execPath, ['scripts/build-demo.mjs'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', DEMO_OUT_DIR: outDir },
      stdio: 'pipe',
      timeout: 150_000,
    });
    server = await preview({
      configFile,
      logLevel: 'error',
      build: { outDir },
      preview: { port: 0, host: '127.0.0.1' },
    });
    origin = new URL(server.resolvedUrls!.local[0]!).origin;
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('can be published by GitHub Pages as it is (404.html for deep links, Jekyll off)', () => {
    // Jekyll would drop the chunks whose hashed names start with `_`.
    expect(existsSync(path.join(outDir, '.nojekyll'))).toBe(true);
    expect(existsSync(path.join(outDir, '404.html'))).toBe(true);
  });

  it('starts its mock and shows the console’s first page', { timeout: 60_000 }, async () => {
    const page = await browser!.newPage();
    await page.goto(`${origin}/app`);
    // The first page, or the first error the page reports (rather than waiting out the timeout).
    const outcome = await Promise.race([
      page
        .locator('#account-title')
        .waitFor({ timeout: 30_000 })
        .then(() => 'shown'),
      page.waitForEvent('pageerror', { timeout: 30_000 }).then((error) => `error: ${String(error)}`),
    ]);
    expect(outcome).toBe('shown');
    expect((await page.locator('#account-title').textContent())?.trim()).not.toBe('');
    await expect.poll(() => page.getByRole('navigation').count()).toBeGreaterThan(0);
  });
});
