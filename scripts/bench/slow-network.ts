// The daily pages on a slow phone network, with the network throttled for real (not simulated):
// the time from navigation to each page's landmark, opened by a link (a fresh browser context:
// no cache, no session) and by a click in the sidebar after `/app` has settled. Lighthouse's
// simulated throttling weighs main-thread work and round trips by a model; this is what a person
// waits, and it is the measure that sees a lazy chunk's imports arriving in rounds (see
// docs/performance.md, Vite's preload lists). Reported, never asserted.
// Conditions: Lighthouse's mobile profile (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up,
// 4× CPU slowdown), at 1280×800. SLOW_RUNS (3) runs of each, the median and the range reported.
import os from 'node:os';
import type { Browser, Page, Locator } from '@playwright/test';
import { launchChromium, servePreview } from './lib/browser';

const RUNS = Math.max(1, Number(process.env.SLOW_RUNS ?? '3'));
const TIMEOUT = 60_000;

type Landmark = (page: Page) => Locator;
const heading =
  (name: string | RegExp): Landmark =>
  (page) =>
    page.getByRole('heading', { level: 1, name });
/** The mock's session is the agent account 4001 (as in `scripts/bench-lighthouse.mjs`). */
const HOME = { path: '/app', shown: heading(/Sunrise Dental/) };
const PAGES: { path: string; shown: Landmark; link?: string }[] = [
  HOME,
  { path: '/app/agent/4001/logs', shown: heading('Conversation logs'), link: 'Logs' },
  { path: '/app/agent/4001/dashboard', shown: heading('Dashboard'), link: 'Dashboard' },
  { path: '/inbox', shown: (page) => page.getByRole('tab', { name: 'Priority' }), link: 'Inbox' },
  { path: '/app/agent/4001/agent', shown: (page) => page.getByRole('textbox', { name: 'Instructions' }) },
];

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

const { base, stop } = await servePreview('bench-build-slow', { mock: true });
const browser = await launchChromium();
const times = new Map<string, number[]>();
const record = (key: string, ms: number) => times.set(key, [...(times.get(key) ?? []), ms]);
const loadBefore = loadAverage();
try {
  for (let run = 0; run < RUNS; run++) {
    for (const { path, shown } of PAGES) {
      const { page, close } = await slowPage(browser);
      const t0 = Date.now();
      await page.goto(base + path);
      await shown(page).waitFor({ timeout: TIMEOUT });
      record(`opened by a link: ${path}`, Date.now() - t0);
      await close();
    }
    for (const { shown, link } of PAGES) {
      if (!link) continue;
      const { page, close } = await slowPage(browser);
      await page.goto(`${base}/app`);
      await HOME.shown(page).waitFor({ timeout: TIMEOUT });
      await page.waitForLoadState('networkidle', { timeout: TIMEOUT });
      // A tap, not a hover: no intent preload before the click.
      const target = page.getByRole('navigation').getByRole('link', { name: link, exact: true }).first();
      const t0 = Date.now();
      await target.dispatchEvent('click');
      await shown(page).waitFor({ timeout: TIMEOUT });
      record(`clicked in the sidebar: ${link}`, Date.now() - t0);
      await close();
    }
  }
} finally {
  await browser.close();
  stop();
}
console.log(
  `Time to each page's landmark, slow phone network (150 ms RTT, 1.6 Mbit/s, CPU 4×), median of ${RUNS} ` +
    `(load average ${loadBefore.toFixed(2)} → ${loadAverage().toFixed(2)} on ${os.cpus().length} cores):`,
);
for (const [key, values] of times) {
  console.log(
    `  ${key.padEnd(45)} ${seconds(median(values)).padStart(8)}  (${seconds(Math.min(...values))}–${seconds(Math.max(...values))})`,
  );
}
