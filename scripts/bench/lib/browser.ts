// What the browser benches share (logs-table.ts, inbox-scroll.ts, slow-network.ts, and
// ../../bench-lighthouse.ts): a production build served
// by `vite preview`, a headless Chromium, and the frame timing of a scroll to the end of a
// virtualised list. Measurements only: nothing here asserts. Not a bench itself (`npm run bench`
// runs the .ts files of scripts/bench, not this folder).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import { build } from 'vite';
import { chromium, type Browser, type Page, type Route } from '@playwright/test';
import { frameStats, refreshStats } from './frames';

export { frameStats, refreshStats };

export const root = path.resolve(import.meta.dirname, '../../..');
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const json = (route: Route, body: unknown) =>
  route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });

/** The last 500 characters each server wrote to stderr (said when it stops while starting). */
const stderrTail = new WeakMap<ChildProcess, string>();
const keepStderr = (child: ChildProcess) => {
  child.stderr?.on('data', (chunk: Buffer) =>
    stderrTail.set(child, ((stderrTail.get(child) ?? '') + chunk).slice(-500)),
  );
  return child;
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });

/** Resolves once `url` answers below 500; throws after `seconds`, or at once when one of the
 * `servers` has stopped (with the end of what it wrote to stderr). */
async function answering(url: string, seconds: number, servers: ChildProcess[] = []): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    const stopped = servers.find((child) => child.exitCode !== null || child.signalCode !== null);
    if (stopped) throw new Error(`${stopped.spawnargs.slice(1).join(' ')} stopped: ${stderrTail.get(stopped) ?? ''}`);
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${seconds} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Builds the app (production, minified unless BENCH_PROFILE asks otherwise and `minify` does not
 * insist) into node_modules/.tmp/<name> and serves it with `vite preview`; `stop` ends the servers.
 * With `mock`, the stateful mock (`scripts/mock.mjs`) answers its API, as `npm start` has it;
 * without, nothing does (the page answers its calls itself: `openBenchPage`). With `reuse`, the
 * last build of that name is served again when there is one (whatever its `minify` was).
 */
export async function servePreview(
  name: string,
  options: { mock?: boolean; minify?: boolean; reuse?: boolean } = {},
): Promise<{ base: string; stop: () => void }> {
  const outDir = path.join(root, 'node_modules/.tmp', name);
  process.env.NODE_ENV = 'production';
  // BENCH_PROFILE also keeps names readable (no minification) for the CPU profile.
  const minify = options.minify ?? !process.env.BENCH_PROFILE;
  if (!options.reuse || !fs.existsSync(path.join(outDir, 'index.html'))) {
    await build({ root, mode: 'production', logLevel: 'error', build: { outDir, emptyOutDir: true, minify } });
  }
  const port = await freePort();
  let mockPort = 9;
  while (options.mock && (mockPort === 9 || mockPort === port)) mockPort = await freePort();
  const children = [
    ...(options.mock
      ? [
          spawn(process.execPath, [path.join(root, 'scripts/mock.mjs')], {
            cwd: root,
            stdio: ['ignore', 'ignore', 'pipe'],
            env: { ...process.env, MOCK_PORT: String(mockPort), MOCK_ASSET_BASE: `http://127.0.0.1:${port}` },
          }),
        ]
      : []),
    spawn(
      path.join(root, 'node_modules/.bin/vite'),
      ['preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
      { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, MOCK_PORT: String(mockPort) } },
    ),
  ];
  children.forEach(keepStderr);
  const stop = () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
  process.on('exit', stop);
  // A signal ends Node without its 'exit' event: the servers stop first. The exit waits a turn so
  // that other listeners (chrome-launcher's, which ends its browser) run too.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      stop();
      process.exitCode = 130;
      setImmediate(() => process.exit());
    });
  }
  try {
    const base = `http://127.0.0.1:${port}`;
    // The mock bundles the contract before it listens; the preview's proxy reaches it.
    await answering(options.mock ? `${base}/api/v1/allocateTempUserSession` : `${base}/`, 90, children);
    return { base, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath, args: ['--disable-gpu', '--no-first-run'] });
}

/**
 * A 1280×800 page whose API calls are answered in the browser: a temporary session for the bench
 * agent (4001), `answer`'s body for the paths it knows (undefined for the rest), `{ success: true }`
 * for everything else, internal calls included.
 */
export async function openBenchPage(browser: Browser, answer: (url: URL) => unknown): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    switch (url.pathname) {
      case '/api/v1/allocateTempUserSession':
        return json(route, { success: true, id: 4001, token: 'bench-token' });
      case '/api/v1/account':
        return json(route, { success: true, id: 4001, username: 'bench', accountType: 'agent', accountName: 'Bench' });
      default:
        return json(route, answer(url) ?? { success: true });
    }
  });
  await page.route('**/internal/**', (route) => json(route, { success: true }));
  return page;
}

/** A scroll stops after this long (BENCH_SCROLL_SECONDS, default 120 s), ended or not. */
const SCROLL_LIMIT_MS = Number(process.env.BENCH_SCROLL_SECONDS ?? 120) * 1000;

export interface ScrollResult {
  /** Time between animation frames while scrolling, ms (the first frame left out). */
  frames: number[];
  /** The most rows in the document at once (a virtualised list keeps this small). */
  maxRows: number;
  /** Total `aria-setsize` of the first row at the end (lists that load while scrolling). */
  loaded: number;
  ms: number;
  /**
   * Chromium's own counters over the scroll (CDP Performance.getMetrics), per frame, in ms:
   * ProcessTime is the renderer's CPU time, which the load of other processes on the machine
   * does not inflate the way it inflates frame times; Script, Layout, RecalcStyle and Task
   * durations are the main thread's.
   */
  perFrame: { cpu: number; task: number; script: number; layout: number; style: number };
}

/**
 * Scrolls the element `box` by `step` px per animation frame to its end, recording the time
 * between frames, for at most BENCH_SCROLL_SECONDS. With `total`, it goes on until the first row's aria-setsize reaches it (lists
 * that load pages as they scroll). With BENCH_TRACE=<file>, a Chromium performance trace of the
 * scroll is written there (open it in the DevTools Performance panel); with BENCH_PROFILE=<file>,
 * a JavaScript CPU profile (.cpuprofile) of an unminified build; with BENCH_FRAMES=<file>, the
 * frame times as JSON.
 */
export async function measureScroll(
  browser: Browser,
  page: Page,
  options: { box: string; rows: string; step?: number; total?: number },
): Promise<ScrollResult> {
  const trace = process.env.BENCH_TRACE;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const counters = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return new Map(metrics.map((m) => [m.name, m.value]));
  };
  const before = await counters();
  const profile = process.env.BENCH_PROFILE;
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  if (trace) await browser.startTracing(page, { path: trace, screenshots: false });
  // Plain source text: tsx would otherwise wrap named functions in a helper the page lacks.
  const result = (await page.evaluate(`(async ({ box: selector, rows, step, total, limit }) => {
    const box = document.querySelector(selector);
    const frames = [];
    let maxRows = 0;
    let last = performance.now();
    const started = last;
    const loadedNow = () => Number(box.querySelector(rows)?.getAttribute('aria-setsize') ?? 0);
    await new Promise((resolve) => {
      function step_(now) {
        frames.push(now - last);
        last = now;
        maxRows = Math.max(maxRows, box.querySelectorAll(rows).length);
        box.scrollTop += step;
        const atEnd = box.scrollTop + box.clientHeight >= box.scrollHeight - 1;
        if ((atEnd && (!total || loadedNow() >= total)) || now - started > limit) resolve();
        else requestAnimationFrame(step_);
      }
      requestAnimationFrame(step_);
    });
    return { frames: frames.slice(1), maxRows, loaded: loadedNow(), ms: performance.now() - started };
  })(${JSON.stringify({ ...options, step: options.step ?? 600, total: options.total ?? 0, limit: SCROLL_LIMIT_MS })})`)) as Omit<
    ScrollResult,
    'perFrame'
  >;
  const after = await counters();
  if (process.env.BENCH_FRAMES) fs.writeFileSync(process.env.BENCH_FRAMES, JSON.stringify(result.frames));
  if (profile) {
    const { profile: cpuProfile } = await cdp.send('Profiler.stop');
    fs.writeFileSync(profile, JSON.stringify(cpuProfile));
  }
  if (trace) await browser.stopTracing();
  const delta = (name: string) =>
    (((after.get(name) ?? 0) - (before.get(name) ?? 0)) * 1000) / Math.max(1, result.frames.length);
  return {
    ...result,
    perFrame: {
      cpu: delta('ProcessTime'),
      task: delta('TaskDuration'),
      script: delta('ScriptDuration'),
      layout: delta('LayoutDuration'),
      style: delta('RecalcStyleDuration'),
    },
  };
}

/** The report lines of a scroll: duration, frame percentiles, frames over 50 ms. */
export function reportScroll(result: ScrollResult, target?: string): string[] {
  const s = frameStats(result.frames);
  const r = refreshStats(result.frames);
  const f = (n: number) => n.toFixed(1);
  const intervals = (n: number) => `${n} (${f(n * r.refresh)} ms)`;
  return [
    `scrolled to the end in: ${f(result.ms / 1000)} s, ${s.count} frames`,
    `frame time ms: p50 ${f(s.p50)}, p95 ${f(s.p95)}, p99 ${f(s.p99)}, max ${f(s.max)}; ` +
      `frames over 50 ms: ${s.over50}${target ? ` (${target})` : ''}`,
    // The same times as whole refresh intervals (see refreshStats: the clock's 0.1 ms steps make an
    // on-time frame read 16.6 to 16.8 ms).
    `frame time in refresh intervals of ${f(r.refresh)} ms: p95 ${intervals(r.p95)}, p99 ${intervals(r.p99)}; ` +
      `on time (one interval): ${(r.onTime * 100).toFixed(1)}% of frames`,
    `per frame (Chromium counters): renderer CPU ${f(result.perFrame.cpu)} ms; main thread tasks ` +
      `${f(result.perFrame.task)} ms (script ${f(result.perFrame.script)}, layout ${f(result.perFrame.layout)}, ` +
      `style ${f(result.perFrame.style)})`,
  ];
}
