// Bundles the split contract (openapi/openapi.yaml and its $refs) into one file,
// openapi/dist/openapi.json, which Prism, the generators and the docs all consume.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root, bin, run } from './lib.mjs';

export const bundlePath = path.join(root, 'openapi/dist/openapi.json');

const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

/** With `quiet`, Redocly's banner and progress lines are printed only if bundling fails. The
 * bundle is written beside the file and renamed over it: a test process reading the contract
 * while another bundles it never sees half a file. */
export async function bundleSpec({ quiet = false } = {}) {
  const temporary = path.join(path.dirname(bundlePath), `.openapi-${process.pid}.json`);
  const args = ['bundle', 'openapi/openapi.yaml', '-o', path.relative(root, temporary)];
  try {
    await redocly(args, quiet);
    fs.renameSync(temporary, bundlePath);
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

async function redocly(args, quiet) {
  if (!quiet) return run(bin('redocly'), args, { env });
  await new Promise((resolve, reject) => {
    const child = spawn(bin('redocly'), args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) return resolve();
      process.stderr.write(output);
      reject(new Error(`redocly bundle exited with ${code}`));
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await bundleSpec();
