// `npm run bench`: measurements, never assertions. Bundle sizes (gzip) and, when present,
// the formula-engine throughput against expr-eval.
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
