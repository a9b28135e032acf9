// `npm test`: every check, in order, stopping at the first failure.
import { run } from './lib.mjs';

const steps = [
  ['lint', ['run', 'lint']],
  ['type-check', ['run', 'typecheck']],
  ['spec lint', ['run', 'spec:lint']],
  ['codegen drift', ['run', 'codegen:check']],
  ['unit tests', ['run', 'test:unit']],
  ['e2e tests', ['run', 'test:e2e']],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
let passed = 0;
for (const [name, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  try {
    await run(npm, args);
  } catch (error) {
    console.error(`\n✖ ${name} failed: ${error.message}`);
    console.log(`npm test: ${passed} passed, 1 failed`);
    process.exit(1);
  }
  passed += 1;
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
console.log(`\nnpm test: ${passed} passed, 0 failed`);
