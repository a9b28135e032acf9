// `npm run verify:api -- --base-url URL [--token T] [--report FILE] [--write]`
// Is a host still true to the contract, and does it work? Calls every read-only operation (GET)
// of the bundled contract with the parameters of its examples, and checks each answer's status,
// content type and body against the contract (Ajv over JSON Schema 2020-12, the engine of
// mocks/engine). With --write, POST/PUT/PATCH/DELETE run too (after every GET): only against a
// sandbox tenant.
//
// Two kinds of finding, both drift:
//   - contract violations: an undeclared status or content type, a body that breaks its schema;
//   - host errors: a call that fails, or that answers an error status although the credentials
//     are valid (a declared 500 is still a failing host). Without a token, a secured call's 401 is
//     the expected answer. A few operations can answer an error with the examples' parameters on a
//     healthy host (EXPECTED_ERRORS names them and says why).
// Writes a JSON report (default reports/api-drift.json):
//   { "checked": N, "violations": [...], "hostErrors": [...], "drift": [...both] }
// each entry `{ operation, operationId, status, problems }`, and prints a table.
// Exit code: 0 no drift, 1 a contract violation or a host error, 2 bad usage.
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

/**
 * Operations whose own success cannot apply to the examples' parameters on every healthy host:
 * operationId → the error statuses that are then the right answer, and why.
 */
export const EXPECTED_ERRORS = {
  // Reads
  getSipRegistration: { statuses: [404], why: 'a tenant without a SIP registration answers 404' },
  // Writes (--write): the run's own earlier calls change what the later ones find.
  transferStripeFunds: { statuses: [400], why: "the run's PayPal and Venmo payouts may have spent the balance" },
  inviteAdminUser: { statuses: [422], why: "the example's person may already be on the team" },
  assignPhoneNumber: { statuses: [404], why: "the example's number may no longer be available" },
  assignByoPhoneNumber: { statuses: [400], why: "the example's own number may already be assigned or unverified" },
};

const byPath = (a, b) => {
  const [x, y] = [`${a}\uffff`, `${b}\uffff`];
  return x < y ? -1 : x > y ? 1 : 0;
};

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
          form.append(k, new Blob([sampleFile(k, prop)], { type: 'text/csv' }), String(v));
        else form.append(k, String(v));
      }
      body = form;
      contentType = undefined; // fetch sets the boundary
    } else body = typeof rq.body === 'string' ? rq.body : JSON.stringify(rq.body ?? '');
  }
  const search = q.toString();
  return { rawPath, url: `${rawPath}${search ? `?${search}` : ''}`, body, contentType, bad };
}

/** A file part a host can take: a task list the upload accepts (its type and target columns,
 * the real product's CSV) for a CSV field, else a small text file. */
function sampleFile(name, prop) {
  return /csv/i.test(`${name} ${prop.contentMediaType ?? ''}`)
    ? 'type,target,context,message\ncall,+14155550187,verify:api,\n'
    : 'id,phone\n1,14155550187\n';
}

/** Checks one operation; answers `{ status, problems }`. */
async function check(contract, o, { baseUrl, token, timeout }) {
  const req = requestOf(contract, o, token);
  if (req.bad) return { status: 0, problems: [req.bad] }; // the contract lacks an example
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
    return { status: 0, problems: [], failed: `request failed: ${reason}` };
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
 * Whether an answer is a host error: the call failed, or it answers an error status that the
 * caller's credentials and the operation do not explain. Answers the sentence, or undefined.
 */
export function hostError(o, status, { token, secured }) {
  if (status < 400) return undefined;
  if (!token && secured && status === 401) return undefined; // the expected answer without a token
  const expected = EXPECTED_ERRORS[o.operationId];
  if (expected?.statuses.includes(status)) return undefined;
  if (status === 401 || status === 403) return `answers ${status} although the token is valid`;
  if (status >= 500) return `answers ${status}: the host fails this call`;
  return `answers ${status} to the contract's example request`;
}

/**
 * Checks a host against the contract. Answers the report `{ checked, violations, hostErrors,
 * drift }` and `rows` for the table.
 */
export async function verifyApi({ spec, baseUrl, token, write = false, timeout = 20_000, concurrency = 4 }) {
  const contract = createContract(spec);
  const ops = contract.operations
    .filter((o) => write || o.method === 'get')
    // By path, a child before its parent (a document is deleted before its knowledge base).
    .sort((a, b) => WRITE_ORDER[a.method] - WRITE_ORDER[b.method] || byPath(a.path, b.path));
  const base = baseUrl.replace(/\/+$/, '');
  const rows = new Array(ops.length);
  const run = async (o) => {
    const r = await check(contract, o, { baseUrl: base, token, timeout });
    const violations = r.problems;
    const error =
      r.failed ?? (r.status ? hostError(o, r.status, { token, secured: contract.needsToken(o) }) : undefined);
    const errors = error ? [`host error: ${error}`] : [];
    return { o, status: r.status, violations, errors, problems: [...violations, ...errors] };
  };
  // Reads run a few at a time; writes one by one, in a stable order.
  const reads = ops.map((o, i) => [o, i]).filter(([o]) => o.method === 'get');
  const writes = ops.map((o, i) => [o, i]).filter(([o]) => o.method !== 'get');
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, reads.length) }, async () => {
      while (next < reads.length) {
        const [o, i] = reads[next++];
        rows[i] = await run(o);
      }
    }),
  );
  for (const [o, i] of writes) rows[i] = await run(o);
  const entry = (r, problems) => ({ operation: r.o.key, operationId: r.o.operationId, status: r.status, problems });
  const violations = rows.filter((r) => r.violations.length).map((r) => entry(r, r.violations));
  const hostErrors = rows.filter((r) => r.errors.length).map((r) => entry(r, r.errors));
  const drift = rows.filter((r) => r.problems.length).map((r) => entry(r, r.problems));
  return { report: { checked: rows.length, violations, hostErrors, drift }, rows };
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

/** One sentence: how many were checked, and the two kinds of drift counted apart. */
export function summary(report, { write = false, token } = {}) {
  const what = `${report.checked} operations checked${write ? ' (reads and writes)' : ' (reads; --write adds the writes)'}${token ? '' : ', without a token'}`;
  if (!report.drift.length) return `${what}: no drift.`;
  const parts = [];
  if (report.violations.length) parts.push(`${report.violations.length} with contract violations`);
  if (report.hostErrors.length) parts.push(`${report.hostErrors.length} with host errors`);
  return `${what}: ${report.drift.length} with drift (${parts.join(', ')}).`;
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
    `\n${summary(report, { write: args.write, token })} Report: ${path.relative(process.cwd(), file) || file}`,
  );
  process.exitCode = report.drift.length ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
