// `npm run mock`: the mock API on the bundled contract, at http://MOCK_HOST:MOCK_PORT.
//   default      the stateful mock (mocks/): remembers changes per token, answers every other
//                call with its contract example, validates requests and answers against the
//                contract (violations are printed in red), honours `Prefer: code=…`.
//   MOCK=static  Prism 5.14's pure example mock, as before.
// Settings: MOCK_PORT (4010), MOCK_HOST (127.0.0.1), MOCK_LOG=verbose (one line per request),
// MOCK_STATE=path (persist the state to a JSON file), MOCK_STRICT=1 (an answer that breaks the
// contract becomes a 500), MOCK_NOW=instant (the mock's clock starts there; the e2e suite sets the
// day of the contract's examples), MOCK_ASSET_BASE=origin (where example images are served from:
// the app's origin, which proxies /mock-assets). See mocks/README.md.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import readline from 'node:readline';
import { bin, root } from './lib.mjs';
import { bundleSpec, bundlePath } from './bundle-spec.mjs';
import { redact } from './redact.mjs';

const port = Number(process.env.MOCK_PORT ?? '4010');
const host = process.env.MOCK_HOST ?? '127.0.0.1';
const verbose = process.env.MOCK_LOG === 'verbose';

await bundleSpec({ quiet: true });

if (process.env.MOCK === 'static') {
  // Prism listens on a private port behind a small guard: Prism 5.14 crashes (URIError) on a path
  // it cannot decode, such as /api/v1/conversations/%, so those answer 400 here instead.
  const prismPort = port + 1000;
  const prism = spawn(
    bin('prism'),
    ['mock', 'openapi/dist/openapi.json', '--port', String(prismPort), '--host', '127.0.0.1'],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // Prism lists every route at start and logs three lines per request: keep only what matters.
  const keep = (line) => verbose || /listening|error|fatal|violation|✖|warn/i.test(line);
  for (const [stream, out] of [
    [prism.stdout, process.stdout],
    [prism.stderr, process.stderr],
  ]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      if (!keep(line)) return;
      out.write(redact(line.replace(`:${prismPort}`, `:${port}`)) + '\n');
    });
  }
  const guard = http.createServer((req, res) => {
    try {
      decodeURIComponent(req.url ?? '/');
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, message: 'Malformed request URL' }));
      return;
    }
    const upstream = http.request(
      { host: '127.0.0.1', port: prismPort, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, message: 'The Prism mock is not answering' }));
    });
    req.pipe(upstream);
  });
  guard.listen(port, host);
  const stop = () => prism.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  prism.on('exit', (code) => process.exit(code ?? 0));
} else {
  const { startMockServer, clockFrom } = await import('../mocks/node/server.js');
  const spec = JSON.parse(fs.readFileSync(bundlePath, 'utf8'));
  const statePath = process.env.MOCK_STATE || undefined;
  const { url, close } = await startMockServer({
    spec,
    port,
    host,
    log: verbose ? 'verbose' : 'quiet',
    statePath,
    strict: ['1', 'true'].includes(process.env.MOCK_STRICT ?? ''),
    now: clockFrom(process.env.MOCK_NOW),
    // Where the app shows example images from: the app's own origin, which proxies /mock-assets
    // to the mock (vite.config.ts); `npm start` sets it, and the mock's own origin is the fallback.
    assetBase: process.env.MOCK_ASSET_BASE || `http://${host}:${port}`,
  });
  console.log(
    `[mock] stateful mock API listening on ${url}` +
      (statePath ? ` (state kept in ${statePath})` : '') +
      ` — reset with POST ${url}/__mock/reset`,
  );
  const stop = () => close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
