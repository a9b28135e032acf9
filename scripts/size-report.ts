// Bundle size report: builds the app and measures gzip sizes from Vite's manifest.
// "Initial JS of /app" = the entry chunk, the chunks of the /app route, and everything they import statically.
import { build, type Plugin } from 'vite';
import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  /** The chunk's name (a shared chunk's: `common`, `anatomy`, `rolldown-runtime`…). */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface SizeReport {
  /** index.html (the static frame outline and the theme script, inline) and the stylesheets it
   * links, which the first paint waits for (Chakra's global CSS). */
  page: { html: string; gzipBytes: number; css: { files: string[]; texts: string[]; gzipBytes: number } };
  /** `modules`: the ids of the modules in those files (paths below `root`, node_modules' as they
   * are), for checks that name what must stay out rather than a string the minifier happens to print. */
  initial: { files: string[]; gzipBytes: number; rawBytes: number; modules: string[] };
  lazy: { file: string; src: string; gzipBytes: number }[];
}

/** The route files that render /app: the root, the /app wrapper and the /app index. */
const ROUTE_PREFIXES = ['src/routes/__root.tsx', 'src/routes/_console.tsx', 'src/routes/_console/app/index.tsx'];

export async function buildAndMeasure(
  root = process.cwd(),
  outDir = path.join(root, 'node_modules/.tmp/size-build'),
): Promise<SizeReport> {
  // A production build whoever calls this (vitest sets NODE_ENV=test, which would select
  // React's development bundle and measure the wrong thing).
  const previousEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  // Each output file's modules, as the bundler placed them.
  const modulesOf = new Map<string, string[]>();
  const recordModules: Plugin = {
    name: 'size-report-modules',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk') modulesOf.set(chunk.fileName, chunk.moduleIds);
      }
    },
  };
  try {
    await build({
      root,
      mode: 'production',
      logLevel: 'error',
      build: { outDir, emptyOutDir: true, manifest: true },
      plugins: [recordModules],
    });
  } finally {
    process.env.NODE_ENV = previousEnv;
  }
  const manifest = JSON.parse(await fs.readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;

  const initialKeys = new Set<string>();
  const visit = (key: string) => {
    if (initialKeys.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) return;
    initialKeys.add(key);
    chunk.imports?.forEach(visit);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || ROUTE_PREFIXES.some((p) => key.startsWith(p))) visit(key);
  }

  const sizeOf = async (file: string) => {
    const buf = await fs.readFile(path.join(outDir, file));
    return { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
  };
  const initialFiles = [...new Set([...initialKeys].map((k) => manifest[k]!.file))].filter((f) => f.endsWith('.js'));
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const f of initialFiles) {
    const s = await sizeOf(f);
    gzipBytes += s.gzip;
    rawBytes += s.raw;
  }
  const lazy: SizeReport['lazy'] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (initialKeys.has(key) || !chunk.file.endsWith('.js')) continue;
    lazy.push({
      file: chunk.file,
      src: chunk.src ?? (chunk.name ? `${chunk.name} (${key})` : key),
      gzipBytes: (await sizeOf(chunk.file)).gzip,
    });
  }
  lazy.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const html = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
  // The stylesheets the page links: those of its entry (index.html in the manifest).
  const cssFiles = Object.values(manifest).flatMap((chunk) => (chunk.isEntry ? (chunk.css ?? []) : []));
  let cssGzip = 0;
  const cssTexts: string[] = [];
  for (const f of cssFiles) {
    cssGzip += (await sizeOf(f)).gzip;
    cssTexts.push(await fs.readFile(path.join(outDir, f), 'utf8'));
  }
  return {
    page: {
      html,
      gzipBytes: (await sizeOf('index.html')).gzip,
      css: { files: cssFiles, texts: cssTexts, gzipBytes: cssGzip },
    },
    initial: {
      files: initialFiles,
      gzipBytes,
      rawBytes,
      modules: initialFiles.flatMap((file) => modulesOf.get(file) ?? []).map((id) => path.relative(root, id)),
    },
    lazy,
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function printReport(report: SizeReport): void {
  console.log(
    `The page: ${kb(report.page.gzipBytes)} gzip, and its stylesheets ${kb(report.page.css.gzipBytes)} (${report.page.css.files.join(', ')})`,
  );
  console.log(
    `Initial JS of /app: ${kb(report.initial.gzipBytes)} gzip (${kb(report.initial.rawBytes)} raw) in ${report.initial.files.length} files`,
  );
  for (const f of report.initial.files) console.log(`  ${f}`);
  console.log(`Lazy chunks (${report.lazy.length}):`);
  for (const c of report.lazy) console.log(`  ${kb(c.gzipBytes).padStart(9)}  ${c.src}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printReport(await buildAndMeasure());
}
