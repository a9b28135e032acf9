// The static demo: the app's own Vite config, with index.html starting the in-browser mock
// (mocks/browser/demo-entry.js) before the app, and no dev proxy. Used by `npm run build:demo`
// (production build into dist-demo/) and `npm run dev:demo` (development, answers validated).
import { defineConfig, mergeConfig, type ConfigEnv, type Plugin, type UserConfig } from 'vite';
import base from '../../vite.config.ts';

const demoEntry: Plugin = {
  name: 'vida-demo-entry',
  // 'pre': before Vite reads the module scripts of index.html.
  transformIndexHtml: {
    order: 'pre',
    handler: (html) => html.replace('/src/main.tsx', '/mocks/browser/demo-entry.js'),
  },
};

export default defineConfig(async (env: ConfigEnv) => {
  const resolved = (typeof base === 'function' ? await base(env) : await base) as UserConfig;
  const merged = mergeConfig(resolved, {
    plugins: [demoEntry],
    build: { outDir: 'dist-demo', emptyOutDir: true, target: 'es2022' },
  });
  // The demo answers /api itself: no proxy to a mock server or API host.
  if (merged.server) merged.server = { ...merged.server, proxy: undefined };
  if (merged.preview) merged.preview = { ...merged.preview, proxy: undefined };
  return merged;
});
