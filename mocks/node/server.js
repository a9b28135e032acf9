// The stateful mock engine behind a Node HTTP server (`npm run mock`, `npm start`, e2e, tests).
// A bad request never takes the server down: malformed URLs answer 400, a handler that throws
// answers 500, and both are logged.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { createEngine, MAX_BODY_BYTES } from '../engine/engine.js';

const red = (s) => `\x1b[31m${s}\x1b[0m`;
const yellow = (s) => `\x1b[33m${s}\x1b[0m`;

/**
 * The request body, or `{ tooLarge: true }` past `limit` bytes: the rest is read and dropped (not
 * kept), so the client gets its 413 instead of a reset connection.
 */
function readBody(req, limit = MAX_BODY_BYTES) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (c) => {
      size += c.length;
      if (size <= limit) chunks.push(c);
    });
    req.on('end', () => resolve(size > limit ? { tooLarge: true } : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Moves a state file the mock will not use aside (`<file>.<why>-<time>.json`), so the next write
 * does not overwrite what someone may want back. Answers the backup's path. */
function keepAside(file, why) {
  const backup = `${file}.${why}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  fs.renameSync(file, backup);
  return backup;
}

/** Loads a state file written by an earlier run; a missing file starts fresh, and so does a
 * corrupt one (kept beside as a backup, with a warning). */
function loadState(file, log) {
  if (!file || !fs.existsSync(file)) return undefined;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    const backup = keepAside(file, 'corrupt');
    log(yellow(`[mock] could not read ${file} (${e.message}); kept as ${backup}; starting from the seed.`));
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
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    try {
      fs.mkdirSync(path.dirname(statePath), { recursive: true });
      const tmp = `${statePath}.tmp`;
      fs.writeFileSync(tmp, JSON.stringify(engine.snapshot()));
      fs.renameSync(tmp, statePath);
    } catch (e) {
      say(yellow(`[mock] could not write ${statePath}: ${e.message}`));
    }
  };
  // Writes are gathered for 100 ms; closing the server writes what is still pending.
  const persist = () => {
    if (!statePath) return;
    clearTimeout(timer);
    timer = setTimeout(flush, 100);
  };
  const engine = createEngine({
    spec,
    strict,
    ...(now ? { now } : {}),
    ...(assetBase ? { assetBase } : {}),
    initialState: loadState(statePath, say),
    onStateRefused: (problems) => {
      const backup = keepAside(statePath, 'refused');
      say(
        yellow(
          `[mock] ${statePath} is not a state this mock can use (${problems.slice(0, 3).join('; ')}); ` +
            `kept as ${backup}; starting from the seed.`,
        ),
      );
    },
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
      if (raw.tooLarge) {
        status = 413;
        res.writeHead(413, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
        res.end(
          JSON.stringify({
            success: false,
            message: `The request body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB`,
          }),
        );
        return;
      }
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
        if (timer !== undefined) flush();
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
