// Images that resolve offline. The contract's examples point at an image host that does not exist
// (`https://cdn.vida.example/…`, a reserved domain); served as they are, every avatar, app icon
// and logo would be a failed request on a first run. The mock answers them with its own URLs,
// `<assetBase>/mock-assets/<path>`, and serves a small generated SVG picture there (the app's
// server proxies /mock-assets to the mock, and the static demo's service worker answers it, so
// the pictures come from the app's own origin, which its Content-Security-Policy allows).
// Without an asset base (the engine in tests) they become inline `data:` pictures instead.
// Other files on that host (a call recording) are left alone: nothing fetches them unless played.

export const EXAMPLE_IMAGE_HOST = 'https://cdn.vida.example/';
export const ASSET_PATH = '/mock-assets/';
const IMAGE = /\.(png|jpe?g|gif|svg|webp)$/i;
const PALETTE = ['#6d5dfc', '#0ea5e9', '#14b8a6', '#f59e0b', '#ef4444', '#8b5cf6', '#10b981', '#ec4899'];

/** A small stable hash of a text (FNV-1a), to pick the same colour for the same name. */
function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** `google-calendar.png` → `GC`; `sunrisedental.png` → `S`. */
function initialsOf(file) {
  const name = file.replace(/\.[a-z0-9]+$/i, '');
  const words = name.split(/[^a-z0-9]+/i).filter((w) => w && !/^\d+$/.test(w));
  return (
    words
      .map((w) => w[0].toUpperCase())
      .join('')
      .slice(0, 2) || 'V'
  );
}

const escapeXml = (s) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Base64 of a text's UTF-8 bytes, in Node and in the browser alike. */
function base64(text) {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The SVG picture standing in for an example image (`path` below the image host): a round
 * avatar with initials for avatars and icons, a rounded tile for logos and media.
 */
export function placeholderSvg(path) {
  // `path` arrives decoded already; a second decode could throw on a crafted name such as `a%25zz`.
  const file = path.split('/').pop() ?? '';
  const folder = path.split('/')[0];
  const fill = PALETTE[hash(path) % PALETTE.length];
  const label = escapeXml(folder === 'media' ? '▣' : initialsOf(file));
  const shape =
    folder === 'avatars' || folder === 'apps'
      ? `<circle cx="32" cy="32" r="32" fill="${fill}"/>`
      : `<rect width="64" height="64" rx="12" fill="${fill}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${shape}` +
    `<text x="32" y="41" font-family="system-ui,sans-serif" font-size="24" font-weight="600" text-anchor="middle" fill="#fff">${label}</text></svg>`
  );
}

/** An example image URL as an inline `data:` picture. */
export function placeholderImage(url) {
  const raw = url.slice(EXAMPLE_IMAGE_HOST.length);
  let path = raw;
  try {
    path = decodeURIComponent(raw);
  } catch {
    // A malformed escape stays as written.
  }
  return `data:image/svg+xml;base64,${base64(placeholderSvg(path))}`;
}

/** The answer to `GET /mock-assets/<path>`, or undefined for a path that is not an image. */
export function assetResponse(rawPath) {
  if (!rawPath.startsWith(ASSET_PATH)) return undefined;
  let path;
  try {
    path = decodeURIComponent(rawPath.slice(ASSET_PATH.length));
  } catch {
    return undefined;
  }
  if (!IMAGE.test(path) || path.includes('..')) return undefined;
  return {
    status: 200,
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=86400', 'x-content-type-options': 'nosniff' },
    body: placeholderSvg(path),
  };
}

/**
 * A copy of `value` whose example image URLs point at the mock's pictures: below `assetBase`
 * (an origin such as `http://127.0.0.1:5173`), else inline `data:` pictures.
 */
export function offlineImages(value, assetBase) {
  if (typeof value === 'string') {
    if (!value.startsWith(EXAMPLE_IMAGE_HOST) || !IMAGE.test(value.split('?')[0])) return value;
    return assetBase
      ? `${assetBase.replace(/\/$/, '')}${ASSET_PATH}${value.slice(EXAMPLE_IMAGE_HOST.length)}`
      : placeholderImage(value);
  }
  if (Array.isArray(value)) return value.map((v) => offlineImages(v, assetBase));
  if (value && typeof value === 'object') {
    const out = {};
    for (const [k, v] of Object.entries(value)) out[k] = offlineImages(v, assetBase);
    return out;
  }
  return value;
}
