// `npm run verify:api -- --base-url URL [--token T] [--report FILE] [--write]`
// Is a host still true to the contract? Calls every read-only operation (GET) of the bundled
// contract with the parameters of its examples, and checks each answer's status, content type
// and body against the contract (Ajv over JSON Schema 2020-12, the engine of mocks/engine).
// With --write, POST/PUT/PATCH/DELETE run too (after every GET): only against a sandbox tenant.
// Writes a JSON report (default reports/api-drift.json):
//   { "checked": N, "drift": [ { "operation", "operationId", "status", "problems": [...] } ] }
// and prints a table. Exit code: 0 no drift, 1 drift, 2 bad usage.
// The token comes from --token or VERIFY_API_TOKEN; it is never printed (it travels in the URL).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createContract, deref } from '../mocks/engine/contract.js';
import { bundleSpec, bundlePath } from './bundle-spec.mjs';
import { root } from './lib.mjs';

const usage = `Usage: npm run verify:api -- --base-url URL [--token T] [--report FILE] [--write]
  --base-url URL   the API host to check (e.g. https://api.vida.dev or http://127.0.0.1:4010)
  --token T        the caller's token (else VERIFY_API_TOKEN); without one, secured calls are
                   checked for their 401 answer only
  --report FILE    where to write the JSON report (default reports/api-drift.json)
  --write          also run POST/PUT/PATCH/DELETE (a sandbox tenant only: they change data)
  --timeout MS     per request (default 20000)`;

const WRITE_ORDER = { get: 0, post: 1, put: 2, patch: 3, delete: 4 };

/** The example request of an operation: raw path, query and body. */
function requestOf(contract, o, token) {
  let bad;
  const rawPath = o.path.replace(/\{([^}]+)\}/g, (_m, name) => {
    const p = o.parameters.find((x) => x.in === 'path' && x.name === name);
    const v = p?.example ?? p?.schema?.example ?? p?.schema?.default ?? p?.schema?.enum?.[0];
    if (v === undefined) bad = `no example for path parameter ${name}`;
    return encodeURIComponent(String(v ?? 'x'));
  });
  const q = new URLSearchParams();
  for (const p of o.parameters) {
    if (p.in !== 'query' || p.name === 'token' || p.name === 'adminToken') continue;
    const v = p.example ?? p.schema?.example ?? (p.required ? (p.schema?.default ?? p.schema?.enum?.[0]) : undefined);
    if (v !== undefined) q.set(p.name, typeof v === 'object' ? JSON.stringify(v) : String(v));
    else if (p.required) bad = `no example for query parameter ${p.name}`;
  }
  if (token && contract.needsToken(o)) q.set('token', token);
  const rq = contract.requestExample(o);
  let body;
  let contentType;
  if (rq) {
    contentType = rq.contentType;
    if (rq.contentType.includes('json')) body = JSON.stringify(rq.body ?? {});
    else if (rq.contentType.startsWith('multipart/')) {
      const form = new FormData();
      const props = deref(contract.spec, rq.schema)?.properties ?? {};
      for (const [k, v] of Object.entries(rq.body ?? {})) {
        const prop = deref(contract.spec, props[k]) ?? {};
        if (prop.format === 'binary' || prop.contentMediaType)
          form.append(k, new Blob(['id,phone\n1,14155550187\n'], { type: 'text/csv' }), String(v));
        else form.append(k, String(v));
      }
      body = form;
      contentType = undefined; // fetch sets the boundary
    } else body = typeof rq.body === 'string' ? rq.body : JSON.stringify(rq.body ?? '');
  }
  const search = q.toString();
  return { rawPath, url: `${rawPath}${search ? `?${search}` : ''}`, body, contentType, bad };
}

/** Checks one operation; answers `{ status, problems }`. */
async function check(contract, o, { baseUrl, token, timeout }) {
  const req = requestOf(contract, o, token);
  if (req.bad) return { status: 0, problems: [req.bad] };
  let res;
  try {
    res = await fetch(`${baseUrl}${req.url}`, {
      method: o.method.toUpperCase(),
      headers: { accept: 'application/json', ...(req.contentType ? { 'content-type': req.contentType } : {}) },
      body: req.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeout),
    });
  } catch (e) {
    // The error message of fetch may hold the URL, and with it the token: name only its kind.
    const reason = e?.name === 'TimeoutError' ? `no answer within ${timeout} ms` : (e?.cause?.code ?? e?.name);
    return { status: 0, problems: [`request failed: ${reason}`] };
  }
  const contentType = res.headers.get('content-type') ?? undefined;
  const text = await res.text();
  let body = text;
  const problems = [];
  if (contentType?.includes('json') && text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      problems.push('the body is not valid JSON although the content type says so');
    }
  }
  if (!problems.length) problems.push(...contract.validateResponse(o, { status: res.status, contentType, body }));
  return { status: res.status, problems };
}

/**
 * Checks a host against the contract. Answers the report `{ checked, drift }` and `rows` for
 * the table.
 */
export async function verifyApi({ spec, baseUrl, token, write = false, timeout = 20_000, concurrency = 4 }) {
  const contract = createContract(spec);
  const ops = contract.operations
    .filter((o) => write || o.method === 'get')
    .sort((a, b) => WRITE_ORDER[a.method] - WRITE_ORDER[b.method] || a.path.localeCompare(b.path));
  const base = baseUrl.replace(/\/+$/, '');
  const rows = new Array(ops.length);
  // Reads run a few at a time; writes one by one, in a stable order.
  const reads = ops.map((o, i) => [o, i]).filter(([o]) => o.method === 'get');
  const writes = ops.map((o, i) => [o, i]).filter(([o]) => o.method !== 'get');
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, reads.length) }, async () => {
      while (next < reads.length) {
        const [o, i] = reads[next++];
        rows[i] = { o, ...(await check(contract, o, { baseUrl: base, token, timeout })) };
      }
    }),
  );
  for (const [o, i] of writes) rows[i] = { o, ...(await check(contract, o, { baseUrl: base, token, timeout })) };
  const drift = rows
    .filter((r) => r.problems.length)
    .map((r) => ({ operation: r.o.key, operationId: r.o.operationId, status: r.status, problems: r.problems }));
  return { report: { checked: rows.length, drift }, rows };
}

/** A plain-text table: one row per operation checked. */
export function formatTable(rows) {
  const lines = rows.map((r) => [
    r.problems.length ? '✖' : '✔',
    r.o.key,
    String(r.status || '—'),
    r.problems.length ? r.problems.join('; ') : 'ok',
  ]);
  const head = [' ', 'Operation', 'Status', 'Result'];
  const w1 = Math.max(head[1].length, ...lines.map((l) => l[1].length));
  const fmt = (l) => `${l[0]} ${l[1].padEnd(w1)}  ${l[2].padEnd(6)}  ${l[3]}`;
  return [fmt(head), fmt(['', '-'.repeat(w1), '------', '------']), ...lines.map(fmt)].join('\n');
}

async function main() {
  let args;
  try {
    args = parseArgs({
      options: {
        'base-url': { type: 'string' },
        token: { type: 'string' },
        report: { type: 'string', default: 'reports/api-drift.json' },
        write: { type: 'boolean', default: false },
        timeout: { type: 'string', default: '20000' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values;
  } catch (e) {
    console.error(`${e.message}\n\n${usage}`);
    process.exit(2);
  }
  if (args.help) {
    console.log(usage);
    return;
  }
  const baseUrl = args['base-url'];
  if (!baseUrl || !/^https?:\/\//.test(baseUrl)) {
    console.error(`--base-url must be an http(s) URL.\n\n${usage}`);
    process.exit(2);
  }
  const token = args.token ?? process.env.VERIFY_API_TOKEN ?? undefined;
  await bundleSpec({ quiet: true });
  const spec = JSON.parse(fs.readFileSync(bundlePath, 'utf8'));
  const { report, rows } = await verifyApi({
    spec,
    baseUrl,
    token,
    write: args.write,
    timeout: Number(args.timeout) || 20_000,
  });
  const file = path.resolve(root, args.report);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(report, null, 2) + '\n');
  console.log(formatTable(rows));
  console.log(
    `\n${report.checked} operations checked${args.write ? ' (reads and writes)' : ' (reads; --write adds the writes)'}` +
      `${token ? '' : ', without a token'}: ` +
      (report.drift.length ? `${report.drift.length} with drift.` : 'no drift.') +
      ` Report: ${path.relative(process.cwd(), file) || file}`,
  );
  process.exitCode = report.drift.length ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
