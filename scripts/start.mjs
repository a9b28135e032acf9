// `npm start`: the Prism mock and the Vite dev server together in one terminal; one Ctrl-C
// stops both. With VITE_API_URL set, only the dev server runs and proxies to that host.
import { spawn } from 'node:child_process';
import { bin, root } from './lib.mjs';

const children = [];
const startChild = (name, cmd, args) => {
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  child.on('exit', (code) => {
    console.log(`[start] ${name} exited (${code ?? 'signal'}); stopping the rest.`);
    shutdown(code ?? 0);
  });
  children.push(child);
};

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

if (process.env.VITE_API_URL) {
  console.log(`[start] API host: ${process.env.VITE_API_URL} (mock server not started)`);
} else {
  console.log(`[start] API host: Prism mock on http://127.0.0.1:${process.env.MOCK_PORT ?? '4010'}`);
  startChild('mock', process.execPath, ['scripts/mock.mjs']);
}
startChild('vite', bin('vite'), []);
