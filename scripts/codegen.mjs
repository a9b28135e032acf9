// Regenerates everything derived from the contract:
//   1. the bundle (openapi/dist/openapi.json)
//   2. openapi-typescript `paths` types   -> src/api/generated/schema.d.ts
//   3. orval react-query hooks and models -> src/api/generated/{hooks,model}
//   4. the TanStack Router route tree     -> src/routeTree.gen.ts
// It prints no warnings of its own: Redocly's Node-20 banner is dropped unless bundling fails,
// openapi-typescript lints with codegen/redocly.codegen.yaml (spec:lint is the real lint), and the
// route tree is generated with @tanstack/router-generator directly (the CLI loads an older
// router-core that warns about a circular require).
import { Generator, getConfig } from '@tanstack/router-generator';
import { bin, root, run } from './lib.mjs';
import { bundleSpec } from './bundle-spec.mjs';

await bundleSpec({ quiet: true });
await run(bin('openapi-typescript'), [
  'openapi/dist/openapi.json',
  '-o',
  'src/api/generated/schema.d.ts',
  '--redocly',
  'codegen/redocly.codegen.yaml',
]);
await run(bin('orval'), ['--config', 'codegen/orval.config.ts']);
await new Generator({ config: getConfig({}, root), root }).run();
