// `npm run docs`: the API reference makes no request outside its own folder (Redoc's bundle
// fetched its attribution logo from cdn.redoc.ly).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { ROOT } from './spec';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

describe('the API docs', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-'));
  let browser: Browser;
  beforeAll(async () => {
    await new Promise<void>((resolve, reject) =>
      execFile(
        process.execPath,
        ['scripts/docs.mjs'],
        { cwd: ROOT, env: { ...process.env, DOCS_OUT: out } },
        (e, _o, err) => (e ? reject(new Error(`docs failed: ${err}`)) : resolve()),
      ),
    );
    if (fs.existsSync(CHROMIUM)) browser = await chromium.launch({ executablePath: CHROMIUM });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    fs.rmSync(out, { recursive: true, force: true });
  });

  it('names no CDN, and the page loads nothing from another origin', () => {
    expect(fs.readFileSync(path.join(out, 'redoc.standalone.js'), 'utf8')).not.toContain('cdn.redoc.ly');
    const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(html.match(/<(script|link|img)\b[^>]*\b(src|href)="https?:/g) ?? []).toEqual([]);
  });

  it.runIf(fs.existsSync(CHROMIUM))(
    'opened from disk, asks for nothing but its own files and inline data',
    async () => {
      const page = await browser.newPage();
      const requests: string[] = [];
      page.on('request', (r) => requests.push(r.url()));
      await page.goto(pathToFileURL(path.join(out, 'index.html')).href);
      await page.getByText('API docs by Redocly').waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      // blob: is the page's own worker (Redoc's search), made in the page.
      const outside = requests.filter((u) => !/^(file|data|blob):/.test(u));
      expect(outside).toEqual([]);
      expect(requests.some((u) => u.endsWith('redoc.standalone.js'))).toBe(true);
      await page.close();
    },
    60_000,
  );
});
