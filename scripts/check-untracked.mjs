// Part of codegen:check: generated files that exist but are not committed are drift too.
import { execFileSync } from 'node:child_process';

const out = execFileSync(
  'git',
  ['ls-files', '--others', '--exclude-standard', '--', 'src/api/generated', 'src/routeTree.gen.ts'],
  {
    encoding: 'utf8',
  },
);
if (out.trim()) {
  console.error('Generated files are not committed:\n' + out);
  process.exit(1);
}
console.log('codegen: no drift');
