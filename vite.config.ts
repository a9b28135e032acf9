import { defineConfig, loadEnv, createLogger, type Plugin, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath, pathToFileURL } from 'node:url';
import http from 'node:http';
import https from 'node:https';

import { readFileSync } from 'node:fs';
import { redact } from './scripts/redact.mjs';
import { contentSecurityPolicy } from './scripts/csp.mjs';
import { UNUSED_PALETTES, withoutUnusedPalettes } from './src/app/theme-palettes.ts';

const baseLogger = createLogger();
const logger = {
  ...baseLogger,
  info: (msg: string, opts?: Parameters<typeof baseLogger.info>[1]) => baseLogger.info(redact(msg), opts),
  warn: (msg: string, opts?: Parameters<typeof baseLogger.warn>[1]) => baseLogger.warn(redact(msg), opts),
  warnOnce: (msg: string, opts?: Parameters<typeof baseLogger.warnOnce>[1]) => baseLogger.warnOnce(redact(msg), opts),
  error: (msg: string, opts?: Parameters<typeof baseLogger.error>[1]) => baseLogger.error(redact(msg), opts),
};

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  // VITE_API_URL points the app at a real API host; without it, the local Prism mock.
  const target = env.VITE_API_URL || `http://127.0.0.1:${env.MOCK_PORT || '4010'}`;
  // No keep-alive towards the API: a socket the upstream closes while idle would otherwise
  // surface as a random 502 (Node 20's global agent keeps sockets alive).
  const agent = target.startsWith('https:')
    ? new https.Agent({ keepAlive: false })
    : new http.Agent({ keepAlive: false });
  const proxyEntry: ProxyOptions = { target, changeOrigin: true, secure: true, agent };
  // /mock-assets: the mock's stand-in pictures for the contract's example images (mocks/README.md).
  const proxy = { '/api': proxyEntry, '/internal': proxyEntry, '/mock-assets': proxyEntry };
  const headers = { 'Referrer-Policy': 'no-referrer', 'X-Content-Type-Options': 'nosniff' };
  // The production build's CSP (docs/deploy.md): a <meta> in the built page, and the header
  // (with frame-ancestors, which a meta cannot carry) from the preview server. Not in dev: Vite's
  // dev server injects inline scripts of its own.
  const html = readFileSync(fileURLToPath(new URL('./index.html', import.meta.url)), 'utf8');
  const apiUrl = env.VITE_API_URL;
  const cspMeta: Plugin = {
    name: 'csp-meta',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy({ html, apiUrl }) },
        injectTo: 'head-prepend',
      },
    ],
  };
  // The built page paints its static frame without the app's script (a module script never blocks
  // rendering; the page waits only for the small global stylesheet), so the script is fetched at
  // low priority. Lighthouse's simulation treats a high-priority script as render-blocking: without
  // this it counts the script's download and start-up towards the first paint whenever a fast
  // local server delivers it before that paint.
  const entryPriority: Plugin = {
    name: 'entry-script-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (page) => {
        const tag = /<script type="module" crossorigin src=/g;
        if (!tag.test(page)) throw new Error('entry-script-priority: the entry script tag was not found');
        return page.replace(tag, '<script type="module" crossorigin fetchpriority="low" src=');
      },
    },
  };
  // Chakra's global CSS (the reset, the global styles, a CSS variable per token, light and dark)
  // is a stylesheet of the app: src/app/global.generated.css, imported by src/main.tsx and kept
  // equal to what Chakra makes of the theme by tests/app/global-css.test.ts. Chakra would build
  // that CSS itself while it makes the system (the largest part of that work) and the app never
  // renders Chakra's copy (`getSystem`), so this makes Chakra's copy lazy, built only if something
  // reads it. Not in dev, where Vite pre-bundles Chakra and the copy is built and left unused.
  let chakraPatched = false;
  const chakraLazyGlobalCss: Plugin = {
    name: 'chakra-lazy-global-css',
    apply: 'build',
    buildStart() {
      chakraPatched = false;
    },
    transform: {
      filter: { id: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/ },
      handler(code, id) {
        chakraPatched = true;
        const eager = '  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];\n';
        const field = '    _global,\n';
        if (!code.includes(eager) || !code.includes(field)) {
          throw new Error(`chakra-lazy-global-css: Chakra's createSystem changed (${id}); update the plugin`);
        }
        // Line for line, so the module's source map still holds (`map: null` keeps it).
        const lazy =
          '    get _global() { return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]); },\n';
        // Nor is Chakra's reset in the build (about 1 KB gzip of the first download): the stylesheet
        // holds it, and building Chakra's copy fails loudly instead of leaving it out unseen.
        const preflight = "import { createPreflight } from './preflight.js';\n";
        if (!code.includes(preflight)) {
          throw new Error(`chakra-lazy-global-css: Chakra's createSystem changed (${id}); update the plugin`);
        }
        const noPreflight =
          "const createPreflight = () => { throw new Error('Chakra\\'s reset is src/app/global.generated.css'); };\n";
        return {
          code: code.replace(eager, '  let _global;\n').replace(field, lazy).replace(preflight, noPreflight),
          map: null,
        };
      },
    },
    buildEnd(error) {
      if (!error && !chakraPatched) throw new Error("chakra-lazy-global-css: Chakra's createSystem was not found");
    },
  };
  // What else only Chakra's global CSS reads: the theme's keyframes (their steps; the names stay,
  // the `animationName` property's values) and Chakra's global styles (`theme/global-css.js`). The
  // stylesheet has both, made from the real modules by tests/app/global-css.test.ts, which does not
  // run the build's plugins.
  const chakraCssOnlyFiles =
    /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/](tokens[\\/]keyframes|global-css)\.js$/;
  let chakraCssOnlyPatched = 0;
  const chakraCssOnly: Plugin = {
    name: 'chakra-css-only',
    apply: 'build',
    buildStart() {
      chakraCssOnlyPatched = 0;
    },
    transform: {
      filter: { id: chakraCssOnlyFiles },
      async handler(code, id) {
        chakraCssOnlyPatched += 1;
        if (/global-css\.js$/.test(id)) {
          if (!code.includes('const globalCss = defineGlobalStyles({') || !code.includes('export { globalCss };')) {
            throw new Error(`chakra-css-only: Chakra's global styles changed (${id}); update the plugin`);
          }
          // The whole module is replaced: an empty map, not `null` (which says nothing moved).
          return { code: 'export const globalCss = {};\n', map: { mappings: '' } };
        }
        // The names as the module itself exports them (it is plain ESM that Node loads).
        const { keyframes } = (await import(pathToFileURL(id).href)) as { keyframes: Record<string, unknown> };
        if (!code.includes('export { keyframes };') || Object.keys(keyframes).length === 0) {
          throw new Error(`chakra-css-only: Chakra's keyframes changed (${id}); update the plugin`);
        }
        const names = Object.fromEntries(Object.keys(keyframes).map((name) => [name, {}]));
        return { code: `export const keyframes = ${JSON.stringify(names)};\n`, map: { mappings: '' } };
      },
    },
    buildEnd(error) {
      if (!error && chakraCssOnlyPatched !== 2) {
        throw new Error(`chakra-css-only: expected Chakra's keyframes and global styles, saw ${chakraCssOnlyPatched}`);
      }
    },
  };
  // Chakra's colour palettes the app never uses (`src/app/theme-palettes.ts`) leave its two colour
  // token modules, not only the theme: the theme's filter alone would keep them in the download.
  // Each module is rebuilt from itself, loaded in Node (plain ESM), without those palettes.
  const chakraColorFiles =
    /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/](tokens|semantic-tokens)[\\/]colors\.js$/;
  let chakraPalettesPatched = 0;
  const chakraUnusedPalettes: Plugin = {
    name: 'chakra-unused-palettes',
    apply: 'build',
    buildStart() {
      chakraPalettesPatched = 0;
    },
    transform: {
      filter: { id: chakraColorFiles },
      async handler(code, id) {
        chakraPalettesPatched += 1;
        const name = /semantic-tokens/.test(id) ? 'semanticColors' : 'colors';
        const tables = (await import(pathToFileURL(id).href)) as Record<string, Record<string, unknown>>;
        const table = tables[name];
        // Every palette has its shades in `colors` (`semanticColors` names some of them again).
        const missing = UNUSED_PALETTES.filter((palette) => name === 'colors' && !(palette in (table ?? {})));
        if (!table || !code.includes(`export { ${name} };`) || missing.length > 0) {
          throw new Error(
            `chakra-unused-palettes: Chakra's ${name} changed (${id}; no ${missing.join(', ')}); update the plugin`,
          );
        }
        return {
          code: `export const ${name} = ${JSON.stringify(withoutUnusedPalettes(table))};\n`,
          map: { mappings: '' },
        };
      },
    },
    buildEnd(error) {
      if (!error && chakraPalettesPatched !== 2) {
        throw new Error(`chakra-unused-palettes: expected Chakra's two colour modules, saw ${chakraPalettesPatched}`);
      }
    },
  };
  // The frame's icons (`src/components/frame-icon.tsx`): their sprite of lucide's shapes goes into
  // the page itself, first in <body>, so the icons draw with the frame (no request once the
  // script has run, none when the network is what failed) and each <use> points inside the page.
  const frameIconSpriteFile = fileURLToPath(new URL('./src/components/frame-icons.generated.svg', import.meta.url));
  const frameIconSprite: Plugin = {
    name: 'frame-icon-sprite',
    transformIndexHtml(page) {
      const sprite = readFileSync(frameIconSpriteFile, 'utf8')
        .replace(/^<!--[^]*?-->\n/, '')
        .trim();
      if (!page.includes('<body>')) throw new Error('frame-icon-sprite: <body> was not found in index.html');
      return page.replace('<body>', `<body>\n    ${sprite}`);
    },
  };
  /** A plugin that gives `importers` another module for `source` than Chakra's, and fails the build
   * unless exactly `expected` of them asked (so a Chakra upgrade that moves things is noticed). */
  const redirectImport = (options: {
    name: string;
    source: RegExp;
    importers: RegExp;
    to: string;
    expected: number;
    what: string;
    load?: Plugin['load'];
  }): Plugin => {
    let uses = 0;
    return {
      name: options.name,
      apply: 'build',
      enforce: 'pre',
      buildStart() {
        uses = 0;
      },
      resolveId: {
        filter: { id: options.source },
        handler(_source, importer) {
          if (!importer || !options.importers.test(importer)) return null;
          uses += 1;
          return options.to;
        },
      },
      ...(options.load ? { load: options.load } : {}),
      buildEnd(error) {
        if (!error && uses !== options.expected) {
          throw new Error(`${options.name}: expected ${options.what}, saw ${uses}`);
        }
      },
    };
  };
  // The card and breadcrumb recipes of the first page's theme read their part names from
  // Chakra's `anatomy.js`, which builds every component's anatomy at load (calls the bundler must
  // keep): those two recipes get `src/app/first-page-anatomy.ts` instead, with the same names
  // (`tests/app/first-page-anatomy.test.ts`). Later recipes keep Chakra's module, in their chunk.
  const firstPageAnatomy = redirectImport({
    name: 'first-page-anatomy',
    source: /^\.\.\/\.\.\/anatomy\.js$/,
    importers: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]recipes[\\/](card|breadcrumb)\.js$/,
    to: fileURLToPath(new URL('./src/app/first-page-anatomy.ts', import.meta.url)),
    expected: 2,
    what: "Chakra's card and breadcrumb recipes",
  });
  // Chakra's breadcrumb, in the frame's top bar, takes its separator and ellipsis from Chakra's
  // `icons.js`, every icon of Chakra's components: in the first download, that module would be
  // there whole, with every icon a later chunk's component uses (about 0.7 KB gzip). The
  // breadcrumb gets its own copy of the module instead, of which the bundler keeps the two icons
  // it uses; later components keep Chakra's, in their chunks.
  const chakraIcons = fileURLToPath(
    new URL('./node_modules/@chakra-ui/react/dist/esm/components/icons.js', import.meta.url),
  );
  const firstPageIconsId = `${chakraIcons}?first-page`;
  const firstPageIcons = redirectImport({
    name: 'first-page-icons',
    source: /^\.\.\/icons\.js$/,
    importers: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/]breadcrumb[\\/]breadcrumb\.js$/,
    to: firstPageIconsId,
    expected: 1,
    what: "Chakra's breadcrumb",
    load: {
      filter: { id: /\?first-page$/ },
      handler(id) {
        return id === firstPageIconsId ? readFileSync(chakraIcons, 'utf8') : null;
      },
    },
  });
  // Chrome (136+) compiles every function of a script marked with this comment eagerly, on a
  // background thread while the script downloads, instead of on the main thread the first time
  // each is called. Nearly all of the first download runs while the app starts, so its entry
  // chunk is marked (measured by `npm run bench`: about 70 ms less blocking time at 4× CPU
  // slowdown). The comment must be the file's first line; other browsers ignore it.
  const eagerCompileEntry: Plugin = {
    name: 'eager-compile-entry',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
          // A build with --sourcemap: its map moves down by the added line (the written file and
          // the chunk's own copy; an inline map, `--sourcemap inline`, is left one line off). The
          // file's hash does not cover the line, which is the same in every build.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const json = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
  const previewHeaders = {
    ...headers,
    'Content-Security-Policy': contentSecurityPolicy({ html, apiUrl, header: true }),
    'X-Frame-Options': 'DENY',
  };
  return {
    customLogger: logger,
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // Loaders split too (an area's loader imports its API module, which must not weigh on the first
        // page), in one chunk with the component: the router loads both together, and `startFirstPage`
        // preloads that chunk.
        codeSplittingOptions: {
          defaultBehavior: [
            ['loader', 'component'],
            ['pendingComponent', 'errorComponent', 'notFoundComponent'],
          ],
          splitBehavior: ({ routeId }) => (routeId === '/_console' || routeId === '/_console/app/' ? [] : undefined),
        },
        quoteStyle: 'single',
        semicolons: true,
      }),
      react(),
      cspMeta,
      entryPriority,
      chakraLazyGlobalCss,
      chakraUnusedPalettes,
      chakraCssOnly,
      firstPageAnatomy,
      firstPageIcons,
      frameIconSprite,
      eagerCompileEntry,
    ],
    resolve: {
      alias: [
        { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
        // TanStack's store asks for the shim of `useSyncExternalStoreWithSelector`, which carries
        // a copy of `useSyncExternalStore` for React before 18; React 19 has its own, which the
        // package's plain entry uses (as Recharts' Redux does): one copy, none in the first download.
        {
          find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
          replacement: 'use-sync-external-store/with-selector.js',
        },
        // Chakra's default theme tokens, file by file (see src/app/system.ts).
        {
          find: /^chakra-theme-internal\/(.*)$/,
          replacement:
            fileURLToPath(new URL('./node_modules/@chakra-ui/react/dist/esm/theme/', import.meta.url)) + '$1.js',
        },
      ],
    },
    server: { port: Number(env.PORT || 5173), host: '127.0.0.1', headers, proxy },
    preview: { port: Number(env.PORT || 4173), host: '127.0.0.1', headers: previewHeaders, proxy },
    build: {
      sourcemap: false,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 700,
      modulePreload: { polyfill: false },
      // The app's stylesheets are Emotion's output (src/app/global.generated.css, its only one so
      // far), compact already: a minifier reorders their declarations and drops the layer order.
      // A hand-written stylesheet added later would ship unminified too.
      cssMinify: false,
      // Every module the entry imports statically goes into one file: the first page's code in a
      // few requests instead of about fifty small shared chunks (each a round trip on a slow
      // phone network). Lazy routes and overlays keep their own chunks, but Chakra's anatomy
      // module and the component anatomies it imports (about forty modules of a few hundred bytes,
      // which the recipes load beside the first page) are one chunk.
      // Chunks are named by their hash alone, of 7 characters (Rolldown's shortest for this many
      // chunks; it fails the build if that ever stops being enough): the first download lists
      // every lazy chunk's file (Vite's preload lists), and the names were 1.8 KB gzip of it
      // (the eighth character another 0.3 KB).
      rolldownOptions: {
        // Imported constants (the spec's fixed values, limits, keys) are written where they are
        // used, so a chunk keeps only those it reads (0.3 KB of the first download; 0.8 KB in all).
        // Rolldown 1.2's `inlineConst` (earlier versions had bugs here); the e2e suite runs on
        // this build.
        optimization: { inlineConst: { mode: 'all', pass: 2 } },
        treeshake: {
          // Emotion imports hoist-non-react-statics (and through it react-is) for its side effects,
          // which these packages do not have; their one user is Emotion's `withTheme`, which
          // nothing calls (0.9 KB of the first download; tests/build/bundle-size.test.ts). Modules
          // no rule names keep their package's `sideEffects`.
          moduleSideEffects: [
            { test: /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false },
          ],
        },
        output: {
          chunkFileNames: 'assets/[hash:7].js',
          codeSplitting: {
            groups: [
              { name: 'initial', tags: ['$initial'], priority: 3 },
              { name: 'anatomy', test: /[\\/](anatomy\.js|[\w-]+\.anatomy\.m?js)$/, priority: 2 },
              // The small modules of Ark, Zag, lucide and the generated API that at least 30 lazy
              // chunks share: one file instead of about twenty-five, which every daily page fetched
              // anyway (their bytes stay the same; measured in docs/performance.md). Lower counts
              // merged more but made every page fetch 45-50 KB more; Chakra's and TanStack's modules
              // here would put the file on the first page's critical path.
              {
                name: 'common',
                test: /[\\/]node_modules[\\/](@zag-js|@ark-ui|lucide-react)[\\/]|[\\/]src[\\/]api[\\/]generated[\\/]/,
                minShareCount: 30,
                priority: 1,
              },
            ],
          },
        },
      },
    },
  };
});
