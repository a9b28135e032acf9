// Lighthouse 12 (mobile, simulated throttling: its defaults) on the pages a business owner opens
// every day (issue 28 §4: /app, the dashboard, logs, the inbox and the agent editor), on the
// production build served by `vite preview` against the stateful mock. A measurement, never an
// assertion: the figures depend on the machine's load, so each page reports the median and the
// minimum of its runs and the machine's load average around them. Part of `npm run bench`; alone:
//   node scripts/bench-lighthouse.mjs
// Settings: CHROMIUM_PATH (default /usr/bin/chromium), LH_MOCK_PORT (4019), LH_APP_PORT (4179),
// LH_RUNS (5 per page), LH_PATHS (comma-separated; LH_PATH names one), LH_SKIP_BUILD=1 (reuse dist/),
// LH_JSON=/tmp/lhr-%p-%d.json (keep each run's full report; %p is the page, %d the run's number).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { bin, root, run } from './lib.mjs';

const mockPort = Number(process.env.LH_MOCK_PORT ?? '4019');
const appPort = Number(process.env.LH_APP_PORT ?? '4179');
const runs = Math.max(1, Number(process.env.LH_RUNS ?? '5'));
/** The mock's session is the agent account 4001 (its inbox is a page of its own). */
const DEFAULT_PATHS = ['/app', '/app/agent/4001/dashboard', '/app/agent/4001/logs', '/inbox', '/app/agent/4001/agent'];
const pagePaths = (process.env.LH_PATHS ?? process.env.LH_PATH ?? DEFAULT_PATHS.join(','))
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Starts a server and resolves once `url` answers; the child is killed on exit. */
async function startServer(cmd, args, env, url) {
  const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  children.push(child);
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${path.basename(cmd)} stopped: ${stderr.slice(-500)}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within 90 s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

const children = [];
const stopAll = () => children.forEach((c) => c.exitCode === null && c.kill('SIGTERM'));
process.on('exit', stopAll);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

try {
  if (process.env.LH_SKIP_BUILD !== '1' || !fs.existsSync(path.join(root, 'dist/index.html'))) {
    await run(bin('vite'), ['build', '--logLevel', 'warn']);
  }
  await startServer(
    process.execPath,
    ['scripts/mock.mjs'],
    // Example images from the app's origin (its server proxies /mock-assets), as `npm start` does.
    { MOCK_PORT: String(mockPort), MOCK_ASSET_BASE: `http://127.0.0.1:${appPort}` },
    `http://127.0.0.1:${mockPort}/api/v1/allocateTempUserSession`,
  );
  await startServer(
    bin('vite'),
    ['preview', '--port', String(appPort), '--strictPort'],
    { MOCK_PORT: String(mockPort), PORT: String(appPort) },
    `http://127.0.0.1:${appPort}/app`,
  );

  const summary = [];
  for (const pagePath of pagePaths) {
    const loadBefore = os.loadavg()[0];
    const results = [];
    for (let i = 0; i < runs; i++) {
      // A fresh browser (and profile) per run: a first visit, with no stored session.
      const chrome = await chromeLauncher.launch({
        chromePath,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
      });
      try {
        const result = await lighthouse(`http://127.0.0.1:${appPort}${pagePath}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        });
        const lhr = result.lhr;
        if (process.env.LH_JSON)
          fs.writeFileSync(
            process.env.LH_JSON.replace('%p', pagePath.replace(/\W+/g, '_')).replace('%d', String(i)),
            JSON.stringify(lhr),
          );
        const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
        results.push({
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
          bestPractices: Math.round((lhr.categories['best-practices'].score ?? 0) * 100),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          si: audit('speed-index'),
          failedA11y: Object.values(lhr.audits)
            .filter(
              (a) =>
                lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0) &&
                a.score !== null &&
                a.score < 1,
            )
            .map((a) => a.id),
          warnings: lhr.runWarnings,
          lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
        });
      } finally {
        await chrome.kill();
      }
    }

    const m = (key) => median(results.map((r) => r[key]));
    const min = (key) => Math.min(...results.map((r) => r[key]));
    const load = `load average ${loadBefore.toFixed(2)} → ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores`;
    console.log(
      `Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile, simulated throttling, ${pagePath} (${load}):`,
    );
    console.log(
      `  performance ${m('performance')} (minimum ${min('performance')}), accessibility ${m('accessibility')}, ` +
        `best practices ${m('bestPractices')}`,
    );
    summary.push({ pagePath, median: m('performance'), min: min('performance'), tbt: m('tbt'), load });
    console.log(
      `  FCP ${(m('fcp') / 1000).toFixed(2)} s, LCP ${(m('lcp') / 1000).toFixed(2)} s, TBT ${Math.round(m('tbt'))} ms, ` +
        `CLS ${m('cls').toFixed(3)}, Speed Index ${(m('si') / 1000).toFixed(2)} s`,
    );
    if (runs > 1) console.log(`  performance per run: ${results.map((r) => r.performance).join(', ')}`);
    const lcpElements = [...new Set(results.map((r) => r.lcpElement).filter(Boolean))];
    if (lcpElements.length) console.log(`  LCP element: ${lcpElements.join(' | ')}`);
    const failed = [...new Set(results.flatMap((r) => r.failedA11y))];
    if (failed.length) console.log(`  accessibility audits not passed: ${failed.join(', ')}`);
    const warnings = [...new Set(results.flatMap((r) => r.warnings))];
    if (warnings.length) console.log(`  warnings: ${warnings.join(' | ')}`);
  }
  if (summary.length > 1) {
    console.log('\npage                          | performance median | minimum | TBT median');
    for (const r of summary)
      console.log(
        `${r.pagePath.padEnd(30)}| ${String(r.median).padStart(18)} | ${String(r.min).padStart(7)} | ${Math.round(r.tbt)} ms`,
      );
  }
} finally {
  stopAll();
}
