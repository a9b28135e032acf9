import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, it, expect } from 'vitest';
import { buildAndMeasure, kb, type SizeReport } from '../../scripts/size-report';

// A size is deterministic for a given lockfile and source, so it may be asserted (a time may not).
// Issue #10 brought it from 229.7 KB to 192.4 KB: the toast machine, the confirmation dialog, the
// overlay stack and the overlay registry load on first use, and only the frame's and the first
// page's Chakra recipes are in the first download (src/app/recipes.ts holds the others). What is
// left over 180 KB is mostly React DOM, Chakra's system, the router, and the search validators of
// the section routes (the logs' pulls in the filter and formula rules). Since then the first
// download is one file (vite.config.ts groups the modules the entry imports): 180.1 KB, which
// also counts fewer gzip headers. The wave of areas (billing, team, hierarchy, numbers, tasks,
// developer) took it to 203.4 KB: their routes' search schemas and loaders' helpers, and modules
// the frame shares with them, which land in the first download whole. package.json's
// `sideEffects` (barrels no longer pull unused modules), the first page's two calls apart from
// their large generated modules (src/api/first-page.ts) and the usage query in its own module
// brought it back to 185.9 KB. Over 180 KB now: valibot (the route schemas' Standard Schema
// library, about 5 KB), the sidebar's new sections and the organization filters' schema.
// Then 188.1 KB, less 2.5 KB: modules the first download shares with later chunks were split so
// that what only later pages use (formula values, filter matching and sentences, the organization
// filter panel, the sign-in fields, the new-conversation gate) stays out (docs/performance.md).
// Then 185.7 KB, less 6.2 KB: the frame's icons from one SVG sprite in index.html instead of
// lucide-react (3.5 KB of script; the sprite is 1.6 KB gzip of the page, asserted below),
// Chakra's card and breadcrumb recipes without its every-component anatomy module (1.4 KB), no
// module-preload polyfill, and four more splits (sign-out, the tasks search, the logs request, a
// permissions barrel with no code of its own): 179.5 KB.
// Then, less 5.0 KB (issue 28 §4): lazy chunks named by their hash alone (1.8 KB of the preload
// lists), Chakra's reset, keyframe steps and global styles left out of the build (the stylesheet
// has them: 1.9 KB), the breadcrumb's two icons without Chakra's every-icon module (0.7 KB), the
// anatomy modules in one lazy chunk (0.2 KB), and three splits (the logs' query parameters, an
// account list's URL changes, the public payment's return addresses): 174.5 KB. Then the small
// modules of Ark, Zag, lucide and the generated API shared by 30 or more lazy chunks in one file
// (`common`: fewer files to list): 174.1 KB.
// Then 172.3 KB, less 1.8 KB: hoist-non-react-statics and react-is, which Emotion imports for a
// side effect they do not have (`withTheme`, which nothing calls, is their only user), are marked
// free of side effects; React 19's own `useSyncExternalStore` instead of the shim TanStack's store
// asks for; imported constants inlined where they are used (`optimization.inlineConst`); chunk
// names of 7 characters instead of 8; the anonymous session call restated in src/api/first-page.ts.
// Then 169.6 KB, less 2.7 KB (issue 28 §4's target, 170 KB): the console layout's and /app's routes
// are not split (their code was a second round of small files, after the entry, for every page),
// the frame's "account not found" panel loads when it shows, the fixed messages are a module of
// exports and one list (the bundler inlines each where it is used, and no table of them by name is
// left: 0.6 KB), and Chakra's palettes no screen or recipe uses (cyan, whiteAlpha) are out of its
// token modules (`chakra-unused-palettes`: 0.2 KB).
// Budget: issue 28's target, 170 KB (about 0.4 KB of room over the measured size: a change that
// adds to the first download has to take as much out, or say here why the target moved).
const BUDGET_GZIP_BYTES = 170 * 1024;
const OUT_DIR = path.join(process.cwd(), 'node_modules/.tmp/size-build');

describe('bundle size', () => {
  let report: SizeReport;
  beforeAll(async () => {
    report = await buildAndMeasure(process.cwd(), OUT_DIR);
  }, 180_000);

  it('keeps the initial JavaScript of /app at or under 170 KB gzip', () => {
    console.info(`initial JS of /app: ${kb(report.initial.gzipBytes)} gzip in ${report.initial.files.length} files`);
    expect(report.initial.files.length).toBeGreaterThan(0);
    expect(report.initial.gzipBytes, `initial JS is ${kb(report.initial.gzipBytes)}`).toBeLessThanOrEqual(
      BUDGET_GZIP_BYTES,
    );
  });

  it('keeps the stylesheet the first paint waits for (Chakra’s global CSS) at or under 8 KB gzip', () => {
    const { css } = report.page;
    console.info(`the page's stylesheets: ${kb(css.gzipBytes)} gzip in ${css.files.length} file(s)`);
    expect(css.files).toHaveLength(1);
    expect(css.gzipBytes, `the stylesheets are ${kb(css.gzipBytes)}`).toBeLessThanOrEqual(8 * 1024);
    // As generated, not minified (a minifier reorders declarations and drops the layer order).
    expect(css.texts[0]).toBe(readFileSync('src/app/global.generated.css', 'utf8'));
    expect(report.page.html).toContain(`href="/${css.files[0]}"`);
  });

  it('puts the frame icons in the page, which stays at or under 3.5 KB gzip', () => {
    console.info(`the page: ${kb(report.page.gzipBytes)} gzip`);
    expect(report.page.html).toContain('<symbol id="house" viewBox="0 0 24 24">');
    expect(report.page.gzipBytes, `the page is ${kb(report.page.gzipBytes)}`).toBeLessThanOrEqual(3.5 * 1024);
  });

  it('leaves what only the stylesheet needs out of the scripts (Chakra’s reset, keyframe steps, icons, unused palettes)', () => {
    const scripts = [...report.initial.files, ...report.lazy.map((chunk) => chunk.file)].map((file) =>
      readFileSync(path.join(OUT_DIR, file), 'utf8'),
    );
    const inScripts = (text: string) => scripts.filter((code) => code.includes(text)).length;
    const css = report.page.css.texts.join('\n');
    // chakra-lazy-global-css: the reset (preflight.js) is the stylesheet's only.
    expect(css).toContain('-webkit-text-size-adjust:100%');
    expect(inScripts('WebkitTextSizeAdjust:')).toBe(0);
    // chakra-css-only: the keyframes' steps are the stylesheet's only (their names stay).
    expect(css).toContain('@keyframes spin');
    expect(css).toContain('rotate(360deg)');
    expect(inScripts('rotate(360deg)')).toBe(0);
    // chakra-css-only: the global styles too (`cv11` is in Chakra's theme/global-css.js only).
    expect(css).toContain('cv11');
    expect(inScripts('cv11')).toBe(0);
    // chakra-unused-palettes: cyan's and whiteAlpha's shades are in no script (blue's are).
    expect(inScripts('#eff6ff')).toBeGreaterThan(0);
    expect(inScripts('#ecfeff')).toBe(0);
    expect(inScripts('rgba(255, 255, 255, 0.04)')).toBe(0);
    // first-page-icons: the first download holds the breadcrumb's icons, not Chakra's others; its
    // close icon (a path lucide does not share) stays in the lazy chunk of the close button.
    const closeIcon = 'M18.7071 6.70711C19.0976';
    const initial = scripts.slice(0, report.initial.files.length).join('\n');
    expect(initial).not.toContain(closeIcon);
    expect(inScripts(closeIcon)).toBeGreaterThan(0);
  });

  it('leaves code nothing runs out of the first download (Emotion’s statics helper, the uSES shim, sign-in’s calls)', () => {
    const modules = report.initial.modules;
    // What the first download does hold, so that the checks below cannot pass on an empty list.
    expect(modules.some((id) => /node_modules[\\/]react-dom[\\/]/.test(id))).toBe(true);
    expect(modules.some((id) => /src[\\/]api[\\/]first-page\.ts$/.test(id))).toBe(true);
    // hoist-non-react-statics and react-is: Emotion's side-effect import of them is dropped.
    expect(modules.filter((id) => /node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/.test(id))).toEqual([]);
    // use-sync-external-store's shim: React 19's own hook instead.
    expect(modules.filter((id) => /use-sync-external-store[\\/].*shim/.test(id))).toEqual([]);
    // The generated Authentication module (sign-in's calls): the first page's anonymous session
    // call is restated in src/api/first-page.ts.
    expect(modules.filter((id) => /api[\\/]generated[\\/]hooks[\\/]authentication[\\/]/.test(id))).toEqual([]);
  });
});
