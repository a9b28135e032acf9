// MSW 2 request handlers around the mock engine: the same engine as `npm start`, in the browser.
import { http, HttpResponse } from 'msw';
import { createEngine } from '../engine/engine.js';

const STORAGE_KEY = 'vida-demo-mock-state';
// The API, and the mock's stand-in pictures for the contract's example images.
const API = /^\/(api|internal|__mock|mock-assets)(\/|$)/;

/** Reads the demo's saved state; anything unreadable starts from the seed. */
function loadState(storage) {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    const state = raw ? JSON.parse(raw) : undefined;
    return state && typeof state === 'object' && state.tokens ? state : undefined;
  } catch {
    return undefined;
  }
}

/** A neutral avatar for the contract's example image host (state saved by an older demo may still name it). */
function avatar(url) {
  const name = decodeURIComponent(url.pathname.split('/').pop() ?? '').replace(/\.[a-z0-9]+$/i, '');
  const initials =
    name
      .split(/[^a-z0-9]+/i)
      .filter(Boolean)
      .map((w) => w[0].toUpperCase())
      .join('')
      .slice(0, 2) || 'V';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><rect width="128" height="128" rx="64" fill="#6d5dfc"/><text x="64" y="78" font-family="system-ui,sans-serif" font-size="44" font-weight="600" text-anchor="middle" fill="#fff">${initials}</text></svg>`;
  return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=86400' } });
}

/**
 * @param {object} options
 * @param {object} options.spec the bundled contract
 * @param {boolean} [options.validate] check every answer against the contract (development)
 * @param {Storage} [options.storage] where the state survives a reload (localStorage)
 * @param {string} [options.origin] the origin whose /api calls are answered (the page's own)
 */
export function createHandlers({
  spec,
  validate = false,
  storage = globalThis.localStorage,
  origin = globalThis.location?.origin,
}) {
  let timer;
  const engine = createEngine({
    spec,
    validate,
    assetBase: origin,
    initialState: loadState(storage),
    onStateRefused: (problems) =>
      console.warn(`[mock] the saved demo state cannot be used (${problems.slice(0, 3).join('; ')}); starting afresh.`),
    onChange: () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        try {
          storage?.setItem(STORAGE_KEY, JSON.stringify(engine.snapshot()));
        } catch {
          /* storage full or unavailable: the state lives in memory only */
        }
      }, 200);
    },
    onViolation: ({ operation, status, problems }) =>
      console.error(`[mock] the answer to ${operation} (${status}) breaks the contract:`, problems),
  });

  const handlers = [
    http.all('https://cdn.vida.example/*', ({ request }) => avatar(new URL(request.url))),
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      if (url.origin !== origin || !API.test(url.pathname)) return undefined; // not the API
      const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.text();
      const out = engine.handle({
        method: request.method,
        url: url.pathname + url.search,
        headers: Object.fromEntries(request.headers.entries()),
        body: body || undefined,
      });
      return new HttpResponse(out.body || null, { status: out.status, headers: out.headers });
    }),
  ];
  return { handlers, engine };
}
