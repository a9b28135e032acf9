// `npm start`: the mock API and the Vite dev server in one terminal; one Ctrl-C stops both.
//  - The dev server starts once the mock answers, and the app's address is printed last.
//  - If the mock dies, the dev server stays up and the mock is started again.
//  - With VITE_API_URL set, only the dev server runs and proxies to that host.
// MOCK=static runs Prism's pure example mock instead of the stateful one (see mocks/README.md).
import { spawn } from 'node:child_process';
import { bin, root } from './lib.mjs';

const mockPort = process.env.MOCK_PORT ?? '4010';
const appPort = process.env.PORT ?? '5173';
const mockUrl = `http://127.0.0.1:${mockPort}`;
const appUrl = `http://127.0.0.1:${appPort}`;

let stopping = false;
let mock;
let vite;

function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const c of [mock, vite]) if (c && c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

/** Resolves once the URL answers anything over HTTP; rejects when `child` exits first. */
async function waitFor(url, child, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error('exited before it was ready');
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`no answer from ${url} after ${timeoutMs / 1000} s`);
}

const restarts = [];
function startMock() {
  // Example images are shown from the app's origin, which proxies /mock-assets to the mock.
  const env = { MOCK_ASSET_BASE: `http://127.0.0.1:${appPort}`, ...process.env };
  mock = spawn(process.execPath, ['scripts/mock.mjs'], { cwd: root, stdio: 'inherit', env });
  mock.on('exit', (code, signal) => {
    if (stopping) return;
    const now = Date.now();
    restarts.push(now);
    while (restarts.length && now - restarts[0] > 60_000) restarts.shift();
    if (restarts.length > 5) {
      console.error(`[start] the mock keeps exiting (${code ?? signal}); not restarting it. The app stays up.`);
      return;
    }
    console.error(`[start] the mock exited (${code ?? signal}); restarting it. The app stays up.`);
    setTimeout(() => !stopping && startMock(), 500);
  });
  return mock;
}

if (process.env.VITE_API_URL) {
  console.log(`[start] API host: ${process.env.VITE_API_URL} (mock not started)`);
} else {
  const child = startMock();
  try {
    await waitFor(`${mockUrl}/`, child);
  } catch (e) {
    console.error(`[start] the mock did not start: ${e.message}`);
  }
}

vite = spawn(bin('vite'), ['--clearScreen', 'false'], { cwd: root, stdio: 'inherit', env: process.env });
vite.on('exit', (code) => {
  if (stopping) return;
  console.log(`[start] the dev server exited (${code ?? 'signal'}); stopping the mock.`);
  shutdown(code ?? 0);
});
try {
  await waitFor(`${appUrl}/`, vite);
  console.log(`\n  ➜  The app: ${appUrl}/app\n`);
} catch (e) {
  console.error(`[start] the dev server did not start: ${e.message}`);
}
