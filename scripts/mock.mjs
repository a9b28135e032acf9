// Starts the Prism mock server on the bundled contract. Output is passed through a filter
// that redacts tokens from request URLs. Settings: MOCK_PORT (default 4010), MOCK_HOST.
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { bin, root } from './lib.mjs';
import { bundleSpec } from './bundle-spec.mjs';
import { redact } from './redact.mjs';

const port = process.env.MOCK_PORT ?? '4010';
const host = process.env.MOCK_HOST ?? '127.0.0.1';

await bundleSpec();
const prism = spawn(bin('prism'), ['mock', 'openapi/dist/openapi.json', '--port', port, '--host', host], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'pipe'],
});
for (const [stream, out] of [
  [prism.stdout, process.stdout],
  [prism.stderr, process.stderr],
]) {
  readline.createInterface({ input: stream }).on('line', (line) => out.write(redact(line) + '\n'));
}
const stop = () => prism.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
prism.on('exit', (code) => process.exit(code ?? 0));
