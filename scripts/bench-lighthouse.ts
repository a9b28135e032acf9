// Lighthouse 12 (mobile, simulated throttling: its defaults) on the pages a business owner opens
// every day (issue 28 §4: /app, the dashboard, logs, the inbox and the agent editor), on the
// production build served by `vite preview` against the stateful mock (the browser benches'
// `servePreview`). A measurement, never an assertion: the figures depend on the machine's load, so
// each page reports the median and the minimum of its runs and the machine's load average around
// them. Part of `npm run bench`; alone:
//   npx tsx scripts/bench-lighthouse.ts
// Settings: CHROMIUM_PATH (default /usr/bin/chromium), LH_RUNS (5 per page), LH_PATHS
// (comma-separated; LH_PATH names one), LH_SKIP_BUILD=1 (serve the last build of this bench again),
// LH_JSON=/tmp/lhr-%p-%d.json (keep each run's full report; %p is the page, %d the run's number).
import fs from 'node:fs';
import os from 'node:os';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { servePreview } from './bench/lib/browser';

const runs = Math.max(1, Number(process.env.LH_RUNS) || 5);
/** The mock's session is the agent account 4001 (its inbox is a page of its own). */
const DEFAULT_PATHS = ['/app', '/app/agent/4001/dashboard', '/app/agent/4001/logs', '/inbox', '/app/agent/4001/agent'];
const pagePaths = (process.env.LH_PATHS ?? process.env.LH_PATH ?? DEFAULT_PATHS.join(','))
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** One run's figures (scores out of 100, times in ms). */
interface RunResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  failedA11y: string[];
  warnings: string[];
  lcpElement: string | undefined;
}
type NumericKey = { [K in keyof RunResult]: RunResult[K] extends number ? K : never }[keyof RunResult];

/** The one-minute load average. */
const loadAverage = () => os.loadavg()[0] ?? NaN;

/** The LCP element's HTML, from the audit's details (a table of tables of nodes). */
function lcpSnippet(details: unknown): string | undefined {
  const outer = (details as { items?: { items?: { node?: { snippet?: unknown } }[] }[] } | undefined)?.items;
  const snippet = outer?.[0]?.items?.[0]?.node?.snippet;
  return typeof snippet === 'string' ? snippet : undefined;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** The browser of the run under way: chrome-launcher starts it detached, so a signal that ends
 * this script would leave it running. */
let chrome: chromeLauncher.LaunchedChrome | undefined;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => void chrome?.kill());

const preview = await servePreview('bench-lighthouse', {
  mock: true,
  // What Lighthouse scores is what ships: minified even under BENCH_PROFILE.
  minify: true,
  reuse: process.env.LH_SKIP_BUILD === '1',
});
try {
  const summary: { pagePath: string; median: number; min: number; tbt: number; load: string }[] = [];
  for (const pagePath of pagePaths) {
    const loadBefore = loadAverage();
    const results: RunResult[] = [];
    for (let i = 0; i < runs; i++) {
      // A fresh browser (and profile) per run: a first visit, with no stored session.
      chrome = await chromeLauncher.launch({
        chromePath,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
      });
      try {
        const result = await lighthouse(`${preview.base}${pagePath}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        });
        if (!result) throw new Error(`Lighthouse returned no result for ${pagePath}`);
        const lhr = result.lhr;
        // A category Lighthouse did not score is NaN, not a score of 0.
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
        const a11yRefs = lhr.categories.accessibility?.auditRefs ?? [];
        if (process.env.LH_JSON)
          fs.writeFileSync(
            process.env.LH_JSON.replace('%p', pagePath.replace(/\W+/g, '_')).replace('%d', String(i)),
            JSON.stringify(lhr),
          );
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        results.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          si: audit('speed-index'),
          failedA11y: Object.values(lhr.audits)
            .filter((a) => a11yRefs.some((r) => r.id === a.id && r.weight > 0) && a.score !== null && a.score < 1)
            .map((a) => a.id),
          warnings: lhr.runWarnings,
          lcpElement: lcpSnippet(lhr.audits['largest-contentful-paint-element']?.details),
        });
      } finally {
        await chrome.kill();
        chrome = undefined;
      }
    }

    const m = (key: NumericKey) => median(results.map((r) => r[key]));
    const min = (key: NumericKey) => Math.min(...results.map((r) => r[key]));
    const load = `load average ${loadBefore.toFixed(2)} → ${loadAverage().toFixed(2)} on ${os.cpus().length} cores`;
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
  preview.stop();
}
