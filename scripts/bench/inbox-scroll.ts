// Rendering and scrolling 10,000 inbox rooms in headless Chromium: frame times are reported,
// never asserted (a time depends on the machine). The app is a production build served by
// `vite preview`; the API is answered in the browser by synthetic pages of 20 rooms.
import { launchChromium, openBenchPage, measureScroll, reportScroll, servePreview } from './lib/browser';

const TOTAL_ROOMS = 10_000;
const PAGE_SIZE = 20;

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

const { base, stop } = await servePreview('bench-build');
const browser = await launchChromium();
try {
  const page = await openBenchPage(browser, (url) =>
    url.pathname === '/api/v1/conversations' ? roomsPage(Number(url.searchParams.get('page') ?? 0)) : undefined,
  );

  const t0 = Date.now();
  await page.goto(`${base}/inbox`);
  await page.getByRole('list', { name: 'Priority conversations' }).getByRole('listitem').first().waitFor();
  const firstRows = Date.now() - t0;

  // Scroll the list by 600 px per frame until every room is loaded and the end is reached.
  const result = await measureScroll(browser, page, {
    box: '[data-testid="room-list"]',
    rows: 'li',
    total: TOTAL_ROOMS,
  });
  console.log(`rooms loaded: ${result.loaded} of ${TOTAL_ROOMS} (${Math.ceil(TOTAL_ROOMS / PAGE_SIZE)} pages)`);
  console.log(`first rows visible after: ${firstRows} ms`);
  for (const line of reportScroll(result)) console.log(line);
  console.log(`most list rows in the document at once: ${result.maxRows} (virtualised)`);
} finally {
  await browser.close();
  stop();
}
