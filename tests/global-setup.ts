// Vitest global setup: bundles the contract, then starts Prism on it for the contract tests.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import type { TestProject } from 'vitest/node';

const ROOT = path.resolve(__dirname, '..');

declare module 'vitest' {
  export interface ProvidedContext {
    prismUrl: string;
  }
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`Prism exited with ${child.exitCode}`);
    try {
      // Prism answers a 404 for `/` while it still loads the contract: wait for a real answer.
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Prism did not answer at ${url}`);
}

/** A port nobody listens on right now (CONTRACT_MOCK_PORT overrides). */
function freePort(): Promise<number> {
  if (process.env.CONTRACT_MOCK_PORT) return Promise.resolve(Number(process.env.CONTRACT_MOCK_PORT));
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export default async function setup(project: TestProject) {
  const PORT = await freePort();
  execFileSync(process.execPath, ['scripts/bundle-spec.mjs'], { cwd: ROOT, stdio: 'ignore' });
  // Prism watches its file and restarts when it changes; other tests re-bundle the contract
  // (verify:api, the mock), so Prism gets a private copy that nothing rewrites while it runs.
  const copy = path.join(ROOT, 'node_modules/.tmp/contract-tests-openapi.json');
  fs.mkdirSync(path.dirname(copy), { recursive: true });
  fs.copyFileSync(path.join(ROOT, 'openapi/dist/openapi.json'), copy);
  const prism = spawn(
    path.join(ROOT, 'node_modules/.bin/prism'),
    ['mock', copy, '--port', String(PORT), '--host', '127.0.0.1', '--errors'],
    { cwd: ROOT, stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${PORT}`;
  try {
    await waitFor(`${url}/api/v1/allocateTempUserSession`, prism);
  } catch (error) {
    prism.kill('SIGTERM');
    throw error;
  }
  project.provide('prismUrl', url);
  return () => {
    prism.kill('SIGTERM');
  };
}
