// The conversation logs at 100,000 rows, reported, never asserted (times depend on the machine):
//  1. rendering and scrolling the logs table in headless Chromium (frame times, like the inbox
//     bench) — a production build served by `vite preview`, the logs call answered in the
//     browser by synthetic pages of 10,000 rows;
//  2. the CSV export of 100,000 rows (the client-side export, papaparse escaping formulas).
import { performance } from 'node:perf_hooks';
import { logsToCsv } from '../../src/features/logs/csv';
import { launchChromium, openBenchPage, measureScroll, reportScroll, servePreview } from './lib/browser';

const TOTAL_ROWS = 100_000;
const COLUMNS = [
  'timestamp',
  'fromNumber',
  'toNumber',
  'direction',
  'duration',
  'transfer',
  'cnam',
  'roomId',
  'agentId',
  'uuid',
];

function row(n: number): Record<string, unknown> {
  return {
    accountId: 4001,
    accountName: 'Bench Front Desk',
    agentId: 'campa_bench',
    timestamp: new Date(1_763_700_000_000 - n * 25_000).toISOString(),
    duration: (n * 37) % 900,
    fromNumber: `1415${String(5_000_000 + n).padStart(7, '0')}`,
    toNumber: '14155550142',
    cnam: n % 7 === 0 ? '=HYPERLINK("x")' : `CALLER ${n}`,
    roomId: `room_${n}`,
    direction: n % 3 ? 'inbound' : 'outbound',
    transfer: n % 5 === 0 ? 1 : 0,
    callId: `${n}@sip.bench`,
    uuid: `uuid-${n}`,
  };
}

// ---- 2. CSV export (Node, the same module the page uses) --------------------------------------
{
  const rows = Array.from({ length: TOTAL_ROWS }, (_, i) => row(i));
  logsToCsv(rows.slice(0, 1000), COLUMNS); // warm-up
  const runs: number[] = [];
  let size = 0;
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    size = logsToCsv(rows, COLUMNS).length;
    runs.push(performance.now() - t0);
  }
  runs.sort((a, b) => a - b);
  console.log(
    `CSV export of ${TOTAL_ROWS.toLocaleString('en')} rows x ${COLUMNS.length} columns: ` +
      `median ${runs[2]!.toFixed(0)} ms, best ${runs[0]!.toFixed(0)} ms (${(size / 1e6).toFixed(1)} MB; target < 1 s)`,
  );
}

// ---- 1. The table in Chromium -------------------------------------------------------------------
function logsPage(page: number, pageSize: number) {
  const start = (page - 1) * pageSize;
  const count = Math.max(0, Math.min(pageSize, TOTAL_ROWS - start));
  const logs = Array.from({ length: count }, (_, i) => row(start + i));
  const totalPages = Math.ceil(TOTAL_ROWS / pageSize);
  return {
    success: true,
    logs,
    count,
    totalCount: TOTAL_ROWS,
    pagination: { page, pageSize, totalPages, totalCount: TOTAL_ROWS, pageCount: count, hasMore: page < totalPages },
  };
}

const { base, stop } = await servePreview('bench-build-logs');
const browser = await launchChromium();
try {
  const page = await openBenchPage(browser, (url) =>
    url.pathname === '/api/v2/logs'
      ? logsPage(Number(url.searchParams.get('page') ?? 1), Number(url.searchParams.get('pageSize') ?? 20))
      : undefined,
  );

  const fields = COLUMNS.join(',');
  const t0 = Date.now();
  // The session's own account (an agent) by its path: `/app/logs` is no account page.
  await page.goto(`${base}/app/agent/4001/logs?fields=${fields}`);
  await page.getByRole('table', { name: 'Conversation logs' }).getByRole('row').nth(1).waitFor({ timeout: 120_000 });
  const firstRows = Date.now() - t0;
  await page
    .getByText(`${TOTAL_ROWS.toLocaleString('en')} conversations`, { exact: true })
    .waitFor({ timeout: 300_000 });
  const allRows = Date.now() - t0;

  // Scroll 600 px per frame to the end, recording the time between animation frames.
  const result = await measureScroll(browser, page, { box: '[data-testid="logs-table"]', rows: '[role="row"]' });

  const s0 = Date.now();
  await page
    .getByRole('columnheader', { name: /Duration/ })
    .getByRole('button')
    .click();
  await page
    .getByRole('columnheader', { name: /Duration/ })
    .and(page.locator('[aria-sort="descending"]'))
    .waitFor();
  const sortMs = Date.now() - s0;

  console.log(`rows: ${TOTAL_ROWS.toLocaleString('en')} (${Math.ceil(TOTAL_ROWS / 10000)} pages of 10,000)`);
  console.log(`first rows visible after: ${firstRows} ms; every row loaded after: ${allRows} ms`);
  for (const line of reportScroll(result, 'target p95 <= 16.7 ms, one refresh interval')) console.log(line);
  console.log(`most table rows in the document at once: ${result.maxRows} (virtualised)`);
  console.log(`sort 100,000 rows by duration (click to re-render): ${sortMs} ms`);
} finally {
  await browser.close();
  stop();
}
