// Regenerates everything derived from the contract:
//   1. the bundle (openapi/dist/openapi.json)
//   2. openapi-typescript `paths` types   -> src/api/generated/schema.d.ts
//   3. orval react-query hooks and models -> src/api/generated/{hooks,model}
//   4. the TanStack Router route tree     -> src/routeTree.gen.ts
import { bin, run } from './lib.mjs';
import { bundleSpec } from './bundle-spec.mjs';

await bundleSpec();
await run(bin('openapi-typescript'), ['openapi/dist/openapi.json', '-o', 'src/api/generated/schema.d.ts']);
await run(bin('orval'), ['--config', 'codegen/orval.config.ts']);
await run(bin('tsr'), ['generate']);
