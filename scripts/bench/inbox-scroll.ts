// Rendering and scrolling 10,000 inbox rooms in headless Chromium: frame times are reported,
// never asserted (a time depends on the machine). The app is a production build served by
// `vite preview`; the API is answered in the browser by synthetic pages of 20 rooms.
import { spawn } from 'node:child_process';
import path from 'node:path';
import net from 'node:net';
import { build } from 'vite';
import { chromium, type Route } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../..');
const TOTAL_ROOMS = 10_000;
const PAGE_SIZE = 20;
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });

const json = (route: Route, body: unknown) =>
  route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });

function roomsPage(page: number) {
  const start = page * PAGE_SIZE;
  const rooms = Array.from({ length: Math.max(0, Math.min(PAGE_SIZE, TOTAL_ROOMS - start)) }, (_, i) => {
    const n = start + i;
    return {
      roomId: `room_${n}`,
      room: `bench-${n}`,
      name: `Customer ${n}`,
      username: `1415${String(5_000_000 + n).padStart(7, '0')}`,
      lastMessage: `Message number ${n}: can I move my appointment to next week?`,
      lastMessageTimestamp: 1_763_700_000_000 - n * 60_000,
      unread: n % 3 === 0,
    };
  });
  return { rooms, totalRooms: TOTAL_ROOMS, pageSize: PAGE_SIZE, pageNumber: page };
}

const outDir = path.join(root, 'node_modules/.tmp/bench-build');
process.env.NODE_ENV = 'production';
await build({ root, mode: 'production', logLevel: 'error', build: { outDir, emptyOutDir: true } });
const port = await freePort();
const preview = spawn(
  path.join(root, 'node_modules/.bin/vite'),
  ['preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
  { cwd: root, stdio: 'ignore', env: { ...process.env, MOCK_PORT: '9' } },
);
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 100; i++) {
  const up = await new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
    socket.on('error', () => resolve(false));
  });
  if (up) break;
  await new Promise((r) => setTimeout(r, 100));
}

const browser = await chromium.launch({ executablePath, args: ['--disable-gpu', '--no-first-run'] });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    switch (url.pathname) {
      case '/api/v1/allocateTempUserSession':
        return json(route, { success: true, id: 4001, token: 'bench-token' });
      case '/api/v1/account':
        return json(route, { success: true, id: 4001, username: 'bench', accountType: 'agent', accountName: 'Bench' });
      case '/api/v1/conversations':
        return json(route, roomsPage(Number(url.searchParams.get('page') ?? 0)));
      default:
        return json(route, { success: true });
    }
  });
  await page.route('**/internal/**', (route) => json(route, { success: true }));

  const t0 = Date.now();
  await page.goto(`${base}/inbox`);
  await page.getByRole('list', { name: 'Priority conversations' }).getByRole('listitem').first().waitFor();
  const firstRows = Date.now() - t0;

  // Scroll the list by 600 px per frame until every room is loaded and the end is reached,
  // recording the time between animation frames.
  // Plain source text: tsx would otherwise wrap named functions in a helper the page lacks.
  const result = (await page.evaluate(`(async (total) => {
    const box = document.querySelector('[data-testid="room-list"]');
    const frames = [];
    let maxRows = 0;
    let last = performance.now();
    const started = last;
    await new Promise((resolve) => {
      function step(now) {
        frames.push(now - last);
        last = now;
        maxRows = Math.max(maxRows, box.querySelectorAll('li').length);
        box.scrollTop += 600;
        const loaded = Number(box.querySelector('li')?.getAttribute('aria-setsize') ?? 0);
        const atEnd = box.scrollTop + box.clientHeight >= box.scrollHeight - 1;
        if ((loaded >= total && atEnd) || now - started > 120000) resolve();
        else requestAnimationFrame(step);
      }
      requestAnimationFrame(step);
    });
    const loaded = Number(box.querySelector('li')?.getAttribute('aria-setsize') ?? 0);
    return { frames: frames.slice(1), maxRows, loaded, ms: performance.now() - started };
  })(${TOTAL_ROOMS})`)) as { frames: number[]; maxRows: number; loaded: number; ms: number };

  const sorted = [...result.frames].sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  const f = (n: number) => n.toFixed(1);
  console.log(`rooms loaded: ${result.loaded} of ${TOTAL_ROOMS} (${Math.ceil(TOTAL_ROOMS / PAGE_SIZE)} pages)`);
  console.log(`first rows visible after: ${firstRows} ms`);
  console.log(`scrolled to the end in: ${f(result.ms / 1000)} s, ${result.frames.length} frames`);
  console.log(
    `frame time ms: p50 ${f(pct(50))}, p95 ${f(pct(95))}, p99 ${f(pct(99))}, max ${f(sorted.at(-1) ?? 0)}; ` +
      `frames over 50 ms: ${sorted.filter((x) => x > 50).length}`,
  );
  console.log(`most list rows in the document at once: ${result.maxRows} (virtualised)`);
} finally {
  await browser.close();
  preview.kill('SIGTERM');
}
