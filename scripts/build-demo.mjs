// `npm run build:demo`: a static site (dist-demo/) where the app runs against the stateful mock
// in the browser (an MSW service worker). No server needed; see mocks/README.md for hosting.
import fs from 'node:fs';
import path from 'node:path';
import { bin, root, run } from './lib.mjs';
import { bundleSpec } from './bundle-spec.mjs';

// DEMO_OUT_DIR: another folder than dist-demo/ (the demo's build test builds into its own).
const out = path.resolve(root, process.env.DEMO_OUT_DIR || 'dist-demo');
await bundleSpec({ quiet: true });
await run(bin('vite'), [
  'build',
  '--config',
  'mocks/browser/vite.demo.config.ts',
  '--outDir',
  out,
  '--emptyOutDir',
  '--logLevel',
  'warn',
]);
// The service worker must be served from the site's root, next to index.html.
fs.copyFileSync(path.join(root, 'node_modules/msw/lib/mockServiceWorker.js'), path.join(out, 'mockServiceWorker.js'));
// Static hosts without SPA rewrites (GitHub Pages) serve 404.html for deep links.
fs.copyFileSync(path.join(out, 'index.html'), path.join(out, '404.html'));
// GitHub Pages publishes a branch through Jekyll, which drops files whose names start with `_`
// (a chunk's hash may): this file turns Jekyll off.
fs.writeFileSync(path.join(out, '.nojekyll'), '');
console.log(`Static demo built in ${path.relative(process.cwd(), out) || out}/ — serve it with any static host.`);
