// The stateful mock engine behind a Node HTTP server (`npm run mock`, `npm start`, e2e, tests).
// A bad request never takes the server down: malformed URLs answer 400, a handler that throws
// answers 500, and both are logged.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { createEngine } from '../engine/engine.js';

const red = (s) => `\x1b[31m${s}\x1b[0m`;
const yellow = (s) => `\x1b[33m${s}\x1b[0m`;

function readBody(req, limit = 12 * 1024 * 1024) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (c) => {
      size += c.length;
      if (size > limit) {
        reject(Object.assign(new Error('too large'), { status: 413 }));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Loads a state file written by an earlier run; a missing or corrupt file starts fresh. */
function loadState(file, log) {
  if (!file || !fs.existsSync(file)) return undefined;
  try {
    const state = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (state && typeof state === 'object' && state.tokens && typeof state.tokens === 'object') return state;
    log(yellow(`[mock] ${file} is not a mock state file; starting from the seed.`));
  } catch (e) {
    log(yellow(`[mock] could not read ${file} (${e.message}); starting from the seed.`));
  }
  return undefined;
}

/**
 * The mock's clock from `MOCK_NOW` (an ISO instant or epoch milliseconds): it starts at that
 * instant and runs in real time. The e2e suite fixes the browser's clock to the day the contract's
 * examples were written and starts the mock at the same instant, so both agree on "today".
 * Undefined (the real clock) when `value` is empty; throws on a value that is not a date.
 */
export function clockFrom(value, realNow = () => Date.now()) {
  if (value === undefined || value === '') return undefined;
  const start = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  if (!Number.isFinite(start)) throw new Error(`MOCK_NOW is not a date: ${value}`);
  const startedAt = realNow();
  return () => start + (realNow() - startedAt);
}

/**
 * @param {object} o
 * @param {object} o.spec the bundled contract
 * @param {number} [o.port] 0 picks a free port
 * @param {string} [o.host]
 * @param {'quiet'|'verbose'|'silent'} [o.log]
 * @param {string} [o.statePath] persist the state to this JSON file (MOCK_STATE)
 * @param {boolean} [o.strict] a response that breaks the contract answers 500
 * @param {() => number} [o.now] the mock's clock (epoch ms); see `clockFrom`
 * @param {string} [o.assetBase] the origin example images are served from (MOCK_ASSET_BASE)
 * @returns {Promise<{ url: string, server: http.Server, engine: ReturnType<typeof createEngine>, close: () => Promise<void> }>}
 */
export async function startMockServer({
  spec,
  port = 4010,
  host = '127.0.0.1',
  log = 'quiet',
  statePath,
  strict = false,
  now,
  assetBase,
  write = (line) => process.stderr.write(line + '\n'),
}) {
  const say = log === 'silent' ? () => {} : write;
  let timer;
  const persist = () => {
    if (!statePath) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      try {
        fs.mkdirSync(path.dirname(statePath), { recursive: true });
        const tmp = `${statePath}.tmp`;
        fs.writeFileSync(tmp, JSON.stringify(engine.snapshot()));
        fs.renameSync(tmp, statePath);
      } catch (e) {
        say(yellow(`[mock] could not write ${statePath}: ${e.message}`));
      }
    }, 100);
  };
  const engine = createEngine({
    spec,
    strict,
    ...(now ? { now } : {}),
    ...(assetBase ? { assetBase } : {}),
    initialState: loadState(statePath, say),
    onChange: persist,
    onViolation: ({ operation, status, problems }) =>
      say(red(`[mock] ✖ CONTRACT VIOLATION in the answer to ${operation} (${status}): ${problems.join('; ')}`)),
  });

  const server = http.createServer(async (req, res) => {
    const started = Date.now();
    let status = 500;
    const pathOnly = (req.url ?? '').split('?')[0];
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'GET,POST,PUT,DELETE,PATCH,OPTIONS',
          'access-control-allow-headers': 'content-type,prefer',
        });
        res.end();
        status = 204;
        return;
      }
      const raw = await readBody(req);
      const contentType = req.headers['content-type'] ?? '';
      const body =
        raw.length === 0 ? undefined : contentType.includes('json') ? raw.toString('utf8') : raw.toString('latin1');
      const out = engine.handle({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body });
      status = out.status;
      if (out.requestViolation)
        say(yellow(`[mock] request to ${out.operation} breaks the contract (${status}): ${out.violations.join('; ')}`));
      res.writeHead(out.status, { ...out.headers, 'access-control-allow-origin': '*' });
      res.end(out.body);
    } catch (e) {
      status = e.status ?? 500;
      say(red(`[mock] ${req.method} ${pathOnly} failed: ${e.stack ?? e}`));
      if (!res.headersSent) res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, message: status === 413 ? 'Request too large' : 'Mock error' }));
    } finally {
      // Never the query: it carries the token.
      if (log === 'verbose') say(`[mock] ${req.method} ${pathOnly} ${status} ${Date.now() - started}ms`);
    }
  });
  // A request Node cannot even parse answers 400 instead of an unhandled error.
  server.on('clientError', (_err, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const url = `http://${host}:${address.port}`;
  return {
    url,
    server,
    engine,
    close: () =>
      new Promise((resolve) => {
        clearTimeout(timer);
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
