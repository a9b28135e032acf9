// `npm run bench`: measurements, never assertions. Bundle sizes (gzip), the benches of
// scripts/bench (each a .ts file there), and Lighthouse on the five daily pages.
import fs from 'node:fs';
import path from 'node:path';
import { bin, root, run } from './lib.mjs';

console.log('== Bundle sizes (vite build, gzip -9) ==');
await run(bin('tsx'), ['scripts/size-report.ts']);

const benches = fs.existsSync(path.join(root, 'scripts/bench'))
  ? fs
      .readdirSync(path.join(root, 'scripts/bench'))
      .filter((f) => f.endsWith('.ts'))
      .sort()
  : [];
for (const file of benches) {
  console.log(`\n== ${file} ==`);
  await run(bin('tsx'), [path.join('scripts/bench', file)]);
}

// Lighthouse on the five daily pages of the production build against the mock
// (scripts/bench-lighthouse.ts).
// BENCH_LIGHTHOUSE=0 skips it (it needs Chromium and about a minute).
if (process.env.BENCH_LIGHTHOUSE !== '0') {
  console.log('\n== Lighthouse (mobile, simulated throttling) ==');
  await run(bin('tsx'), ['scripts/bench-lighthouse.ts']);
}
