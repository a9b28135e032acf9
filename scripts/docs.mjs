// `npm run docs`: a static API reference that opens offline (file://, no CDN) and asks nothing of
// any other origin: Redoc's attribution logo, which its bundle fetches from cdn.redoc.ly, is
// replaced by an inline picture.
// Writes docs/api/index.html (spec embedded), docs/api/redoc.standalone.js and docs/api/openapi.json
// (DOCS_OUT=folder writes them there instead).
import fs from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { root } from './lib.mjs';
import { bundleSpec, bundlePath } from './bundle-spec.mjs';

const require = createRequire(import.meta.url);
const outDir = process.env.DOCS_OUT ? path.resolve(process.env.DOCS_OUT) : path.join(root, 'docs/api');
/** Redoc's attribution logo on its CDN, and the inline picture that takes its place. */
const CDN_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const INLINE_LOGO = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7" fill="#6d5dfc"/></svg>')}`;

await bundleSpec();
const spec = JSON.parse(await fs.readFile(bundlePath, 'utf8'));
await fs.rm(outDir, { recursive: true, force: true });
await fs.mkdir(outDir, { recursive: true });
const redoc = await fs.readFile(require.resolve('redoc/bundles/redoc.standalone.js'), 'utf8');
if (!redoc.includes(CDN_LOGO)) throw new Error(`docs: Redoc no longer names ${CDN_LOGO}; check what it fetches`);
await fs.writeFile(path.join(outDir, 'redoc.standalone.js'), redoc.split(CDN_LOGO).join(INLINE_LOGO));
await fs.writeFile(path.join(outDir, 'openapi.json'), JSON.stringify(spec, null, 2));

const escapeHtml = (s) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
// JSON inside <script> must not be able to close the tag.
const embedded = JSON.stringify(spec).replace(/</g, '\\u003c');
const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="referrer" content="no-referrer" />
<title>${escapeHtml(spec.info.title)} ${escapeHtml(spec.info.version)} — API reference</title>
<style>body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }</style>
</head>
<body>
<noscript>This reference needs JavaScript. The raw contract is in <a href="openapi.json">openapi.json</a>.</noscript>
<div id="redoc"></div>
<script id="openapi-spec" type="application/json">${embedded}</script>
<script src="redoc.standalone.js"></script>
<script>
  Redoc.init(JSON.parse(document.getElementById('openapi-spec').textContent), {
    hideDownloadButton: false,
    expandResponses: '200,201',
    jsonSampleExpandLevel: 3,
    sortTagsAlphabetically: false,
    theme: { typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' }, code: { fontFamily: 'ui-monospace, Menlo, Consolas, monospace' } } },
  }, document.getElementById('redoc'));
</script>
</body>
</html>
`;
await fs.writeFile(path.join(outDir, 'index.html'), html);
const ops = Object.values(spec.paths).reduce(
  (n, item) => n + Object.keys(item).filter((k) => ['get', 'post', 'put', 'delete', 'patch'].includes(k)).length,
  0,
);
console.log(`docs: ${path.relative(root, path.join(outDir, 'index.html'))} (${ops} operations, opens offline)`);
