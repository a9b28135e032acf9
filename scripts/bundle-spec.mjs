// Bundles the split contract (openapi/openapi.yaml and its $refs) into one file,
// openapi/dist/openapi.json, which Prism, the generators and the docs all consume.
import { root, bin, run } from './lib.mjs';
import path from 'node:path';

export const bundlePath = path.join(root, 'openapi/dist/openapi.json');

export async function bundleSpec() {
  await run(bin('redocly'), ['bundle', 'openapi/openapi.yaml', '-o', 'openapi/dist/openapi.json'], {
    env: { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await bundleSpec();
