// The Content-Security-Policy of the production build (docs/deploy.md). Pure: vite.config.ts
// puts it in a <meta> of the built index.html and in the preview server's header; deployers copy
// the header form (printed by `node scripts/csp.mjs`).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** The sha256 sources of the inline scripts of an HTML page (the theme script of index.html). */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.push(`'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The origin of the configured API host (VITE_API_URL), or null for same-origin. */
export function apiOrigin(apiUrl) {
  if (!apiUrl) return null;
  try {
    const u = new URL(apiUrl);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * The policy. `header` adds what only a header can carry (frame-ancestors). Styles need
 * 'unsafe-inline': Chakra (Emotion) injects its styles at run time.
 */
export function contentSecurityPolicy({ html, apiUrl, header = false }) {
  const api = apiOrigin(apiUrl);
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...inlineScriptHashes(html)],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['connect-src', "'self'", ...(api ? [api] : [])],
    ['img-src', "'self'", 'data:', 'https:'],
    ['media-src', "'self'", 'https:'],
    ['font-src', "'self'", 'data:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ...(header ? [['frame-ancestors', "'none'"]] : []),
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const html = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
  console.log(contentSecurityPolicy({ html, apiUrl: process.env.VITE_API_URL, header: true }));
}
