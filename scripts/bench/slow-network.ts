// The daily pages on a slow phone network, with the network throttled for real (not simulated):
// how long each page takes to show what it is for, opened by a link (a fresh browser context: no
// cache, no session) and by a click in the sidebar once `/app` has settled (a click without a
// hover first, as a tap does before TanStack's preload on touch starts). Lighthouse's simulated
// throttling weighs main-thread work and round trips by a model; this is what a person waits,
// and it is the measure that sees a lazy chunk's imports arriving in rounds (see
// docs/performance.md, Vite's preload lists). Reported, never asserted.
// Conditions: Lighthouse's mobile profile (150 ms round trip per request, 1.6 Mbit/s down,
// 750 kbit/s up, 4× CPU slowdown) at 1280×800, over `vite preview`'s HTTP/1.1 (six connections;
// a production host on HTTP/2 would queue less). The time is taken in the page, to the frame that
// shows the page's sign of success: from the navigation's start, or from the click.
// SLOW_RUNS (3) runs of each; the median and the range are reported.
import os from 'node:os';
import type { Browser, Page } from '@playwright/test';
import { launchChromium, servePreview } from './lib/browser';

const RUNS = Math.max(1, Number(process.env.SLOW_RUNS ?? '3'));
const TIMEOUT = 60_000;

/** What a page shows once it has loaded what it is for (an error page shows none of these). */
type Shown = { heading: string } | { table: string } | { tab: string } | { textarea: string };
/** The mock's session is the agent account 4001 (as in `scripts/bench-lighthouse.ts`). */
const PAGES: { path: string; shown: Shown; link?: string }[] = [
  { path: '/app', shown: { heading: 'Sunrise Dental' } },
  // The table's rows, not the heading: the logs' error page has the same heading.
  { path: '/app/agent/4001/logs', shown: { table: 'Conversation logs' }, link: 'Logs' },
  { path: '/app/agent/4001/dashboard', shown: { heading: 'Dashboard' }, link: 'Dashboard' },
  { path: '/inbox', shown: { tab: 'Priority' }, link: 'Inbox' },
  { path: '/app/agent/4001/agent', shown: { textarea: 'Instructions' } },
];

/** Resolves with the page's clock (ms since the navigation started) at the frame that shows it. */
async function shownAt(page: Page, shown: Shown): Promise<number> {
  // Run in the page, so written without named inner functions (tsx would add its `__name`
  // helper, which the page does not have) and without eval (the app's CSP forbids it).
  const handle = await page.waitForFunction(
    (s: Shown) => {
      let found: boolean;
      if ('heading' in s) {
        found =
          Array.from(document.querySelectorAll('h1')).some((h) => (h.textContent ?? '').trim().startsWith(s.heading)) &&
          !document.querySelector('main [role="alert"]');
      } else if ('table' in s) {
        const table = document.querySelector(`[aria-label="${s.table}"]`);
        found = !!table && table.querySelectorAll('tr, [role="row"]').length > 1;
      } else if ('tab' in s) {
        found = Array.from(document.querySelectorAll('[role="tab"]')).some((t) =>
          (t.textContent ?? '').trim().startsWith(s.tab),
        );
      } else {
        found = Array.from(document.querySelectorAll('label')).some(
          (label) => (label.textContent ?? '').trim().startsWith(s.textarea) && !!label.control,
        );
      }
      return found ? performance.now() : false;
    },
    shown,
    { polling: 'raf', timeout: TIMEOUT },
  );
  return (await handle.jsonValue()) as number;
}

async function slowPage(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { page, close: () => context.close() };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const loadAverage = () => os.loadavg()[0] ?? NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const times = new Map<string, number[]>();
const record = (key: string, ms: number) => times.set(key, [...(times.get(key) ?? []), ms]);
const loadBefore = loadAverage();
let stop = () => {};
let browser: Browser | undefined;
try {
  // Always minified: this measures what a person downloads (BENCH_PROFILE is for CPU profiles).
  const served = await servePreview('bench-build-slow', { mock: true, minify: true });
  stop = served.stop;
  browser = await launchChromium();
  for (let run = 0; run < RUNS; run++) {
    for (const { path, shown } of PAGES) {
      const { page, close } = await slowPage(browser);
      await page.goto(served.base + path, { waitUntil: 'commit' });
      record(`opened by a link: ${path}`, await shownAt(page, shown));
      await close();
    }
    for (const { path, shown, link } of PAGES) {
      if (!link) continue;
      const { page, close } = await slowPage(browser);
      await page.goto(`${served.base}/app`);
      await shownAt(page, { heading: 'Sunrise Dental' });
      await page.waitForLoadState('networkidle', { timeout: TIMEOUT });
      // The click and its time, in the page: no hover, so no preload before it.
      const clickedAt = await page.evaluate((name) => {
        const target = Array.from(document.querySelectorAll('nav a')).find((a) =>
          a.textContent?.trim().startsWith(name),
        );
        if (!(target instanceof HTMLElement)) throw new Error(`no sidebar link ${name}`);
        const at = performance.now();
        target.click();
        return at;
      }, link);
      record(`clicked in the sidebar: ${link} (${path})`, (await shownAt(page, shown)) - clickedAt);
      await close();
    }
  }
} finally {
  await browser?.close();
  stop();
}
console.log(
  `Time until each page shows what it is for, slow phone network (150 ms RTT, 1.6 Mbit/s, CPU 4×), ` +
    `median of ${RUNS} (load average ${loadBefore.toFixed(2)} → ${loadAverage().toFixed(2)} on ${os.cpus().length} cores):`,
);
for (const [key, values] of times) {
  console.log(
    `  ${key.padEnd(62)} ${seconds(median(values)).padStart(8)}  (${seconds(Math.min(...values))}–${seconds(Math.max(...values))})`,
  );
}
