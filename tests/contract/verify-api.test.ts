import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createEngine } from '../../mocks/engine/engine.js';
import { startMockServer } from '../../mocks/node/server.js';
import { verifyApi, type DriftReport } from '../../scripts/verify-api.mjs';
import { ROOT, loadSpec } from './spec';

/** `npm run verify:api` against the project's own mock (no drift), a host that breaks the
 * contract in four ways (each reported, with the operation named), and four drifted hosts in front
 * of the mock: a renamed field, a changed type, every call failing with 500, and an HTML page for
 * every answer (each fails the run). */
const spec = loadSpec();

type Report = DriftReport;

function verify(baseUrl: string, ...extra: string[]): Promise<{ code: number; stdout: string; report: Report }> {
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'verify-api-')), 'drift.json');
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['scripts/verify-api.mjs', '--base-url', baseUrl, '--report', report, ...extra],
      { cwd: ROOT, env: { ...process.env, VERIFY_API_TOKEN: 'tok_verify_secret' } },
      (error, stdout) => {
        resolve({
          code: error ? ((error as { code?: number }).code ?? 1) : 0,
          stdout,
          report: JSON.parse(fs.readFileSync(report, 'utf8')) as Report,
        });
      },
    );
  });
}

/** The mock engine, except for four operations whose answers break the contract. */
function brokenHost() {
  const engine = createEngine({ spec, validate: false });
  return http.createServer((req, res) => {
    const url = req.url ?? '/';
    const out = engine.handle({ method: req.method ?? 'GET', url, headers: {} });
    const pathname = url.split('?')[0];
    let { status, body } = out;
    let type = out.headers['content-type'] ?? 'application/json';
    if (pathname === '/api/v1/account') {
      body = JSON.stringify({ ...JSON.parse(body), id: 'four thousand and one' }); // wrong type
    } else if (pathname === '/api/v2/contact') {
      type = 'text/html; charset=utf-8'; // wrong content type
      body = '<html>Contacts</html>';
    } else if (pathname === '/api/v2/tasks/limits') {
      body = JSON.stringify({ success: true }); // missing `limits`
    } else if (pathname === '/api/v2/webhooks') {
      status = 418; // not declared
    }
    res.writeHead(status, { 'content-type': type });
    res.end(body);
  });
}

type Answer = { status: number; type: string; body: string };
/** A host in front of the mock engine whose answers pass through `drift` first. */
function driftingHost(drift: (pathname: string, answer: Answer) => Answer) {
  const engine = createEngine({ spec, validate: false });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = req.url ?? '/';
      const body = Buffer.concat(chunks).toString('utf8');
      const out = engine.handle({
        method: req.method ?? 'GET',
        url,
        headers: req.headers as Record<string, string>,
        body: body || undefined,
      });
      const a = drift(url.split('?')[0]!, {
        status: out.status,
        type: out.headers['content-type'] ?? 'application/json',
        body: out.body,
      });
      res.writeHead(a.status, { 'content-type': a.type });
      res.end(a.body);
    });
  });
  return new Promise<{ url: string; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise<void>((r) => server.close(() => r())),
      }),
    ),
  );
}

const token = 'tok_drift';
const DRIFTS: Record<string, (pathname: string, a: Answer) => Answer> = {
  'renamed field': (p, a) => (p === '/api/v2/contact' ? { ...a, body: a.body.replace('"contacts":', '"items":') } : a),
  'changed type': (p, a) =>
    p === '/api/v2/tasks/limits'
      ? { ...a, body: a.body.replace(/"concurrencyPerRun":(\d+)/, '"concurrencyPerRun":"$1"') }
      : a,
  'all 500': () => ({
    status: 500,
    type: 'application/json',
    body: JSON.stringify({ success: false, message: 'Internal server error' }),
  }),
  'text/html': () => ({ status: 200, type: 'text/html; charset=utf-8', body: '<!doctype html><title>Sign in</title>' }),
};

describe('verify:api against drifted hosts', () => {
  const hosts: Record<string, { url: string; close: () => Promise<void> }> = {};
  beforeAll(async () => {
    for (const [name, drift] of Object.entries(DRIFTS)) hosts[name] = await driftingHost(drift);
    hosts.none = await driftingHost((_p, a) => a);
  });
  afterAll(async () => {
    for (const h of Object.values(hosts)) await h.close();
  });
  const run = (name: string, t: string | undefined = token) => verifyApi({ spec, baseUrl: hosts[name]!.url, token: t });

  it('a renamed field is a contract violation of that operation', async () => {
    const { report } = await run('renamed field');
    expect(report.hostErrors).toEqual([]);
    expect(report.violations.map((v) => v.operationId)).toEqual(['listContacts']);
    expect(report.violations[0]!.problems.join()).toMatch(/required property 'contacts'/);
    expect(report.drift).toHaveLength(1);
  }, 30_000);

  it('a changed type is a contract violation of that operation', async () => {
    const { report } = await run('changed type');
    expect(report.hostErrors).toEqual([]);
    expect(report.violations.map((v) => v.operationId)).toEqual(['getTaskLimits']);
    expect(report.violations[0]!.problems.join()).toMatch(/concurrencyPerRun must be integer/);
  }, 30_000);

  it('a host that answers 500 everywhere is a host error on every read (not "no drift")', async () => {
    const { report } = await run('all 500');
    expect(report.violations).toEqual([]);
    expect(report.hostErrors).toHaveLength(report.checked);
    expect(report.hostErrors[0]!.problems.join()).toMatch(/host error: answers 500/);
    expect(report.drift).toHaveLength(report.checked);
  }, 30_000);

  it('a host that answers an HTML page everywhere is a contract violation on every read', async () => {
    const { report } = await run('text/html');
    expect(report.violations).toHaveLength(report.checked);
    expect(report.violations[0]!.problems.join()).toMatch(/content type text\/html.* is not declared/);
  }, 30_000);

  it('a 401 with a token is a host error; without a token it is the expected answer', async () => {
    const unauthorized = await driftingHost(() => ({
      status: 401,
      type: 'application/json',
      body: JSON.stringify({ success: false, message: 'Unauthorized' }),
    }));
    try {
      const withToken = await verifyApi({ spec, baseUrl: unauthorized.url, token });
      // Every read but the public ones (they never answer 401 on a working host either).
      expect(withToken.report.hostErrors).toHaveLength(withToken.report.checked);
      expect(withToken.report.hostErrors[0]!.problems.join()).toMatch(/401 although the token is valid/);
      const contract = createEngine({ spec }).contract;
      const publicReads = contract.operations.filter((o) => o.method === 'get' && !contract.needsToken(o));
      const without = await verifyApi({ spec, baseUrl: unauthorized.url });
      expect(without.report.hostErrors.map((e) => e.operationId).sort()).toEqual(
        publicReads.map((o) => o.operationId).sort(),
      );
    } finally {
      await unauthorized.close();
    }
  }, 30_000);

  it('the mock itself has no drift, with a token and without one', async () => {
    expect((await run('none')).report.drift).toEqual([]);
    expect((await run('none', undefined)).report.drift).toEqual([]);
  }, 30_000);

  it('npm run verify:api exits 1 against the all-500 host and says why', async () => {
    const { code, stdout, report } = await verify(hosts['all 500']!.url);
    expect(code).toBe(1);
    expect(report.hostErrors).toHaveLength(65);
    expect(stdout).toMatch(/65 with drift \(65 with host errors\)/);
  }, 60_000);
});

describe('verify:api', () => {
  let mock: Awaited<ReturnType<typeof startMockServer>>;
  let broken: http.Server;
  let brokenUrl: string;
  beforeAll(async () => {
    mock = await startMockServer({ spec, port: 0, log: 'silent' });
    broken = brokenHost();
    await new Promise<void>((r) => broken.listen(0, '127.0.0.1', r));
    brokenUrl = `http://127.0.0.1:${(broken.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await mock.close();
    await new Promise((r) => broken.close(r));
  });

  it('finds no drift in the project mock, reads and writes', async () => {
    const reads = await verify(mock.url);
    expect(reads.report.drift).toEqual([]);
    expect(reads.code).toBe(0);
    expect(reads.report.checked).toBe(65);
    expect(reads.stdout).toMatch(/no drift/);
    expect(reads.stdout).not.toContain('tok_verify_secret');

    const all = await verify(mock.url, '--write');
    expect(all.report.drift).toEqual([]);
    // The 187 catalogue operations and the one beyond it (sendOutboundSms).
    expect(all.report.checked).toBe(188);
  }, 60_000);

  it('reports a wrong type, a wrong content type, a missing field and an undeclared status', async () => {
    const { code, report, stdout } = await verify(brokenUrl);
    expect(code).toBe(1);
    const byOp = Object.fromEntries(report.drift.map((d) => [d.operation, d]));
    expect(Object.keys(byOp).sort()).toEqual([
      'GET /api/v1/account',
      'GET /api/v2/contact',
      'GET /api/v2/tasks/limits',
      'GET /api/v2/webhooks',
    ]);
    expect(byOp['GET /api/v1/account']).toMatchObject({ operationId: 'getAccount', status: 200 });
    expect(byOp['GET /api/v1/account']!.problems.join()).toMatch(/\/id must be integer/);
    expect(byOp['GET /api/v2/contact']!.problems.join()).toMatch(/content type text\/html.*not declared/);
    expect(byOp['GET /api/v2/tasks/limits']!.problems.join()).toMatch(/must have required property 'limits'/);
    expect(byOp['GET /api/v2/webhooks']).toMatchObject({ status: 418 });
    expect(byOp['GET /api/v2/webhooks']!.problems[0]).toBe('status 418 is not declared');
    expect(stdout).toMatch(/✖ GET \/api\/v2\/webhooks\s+418/);
    expect(stdout).toMatch(/4 with drift \(4 with contract violations, 1 with host errors\)/);
    // The undeclared 418 is both: a status the contract does not list, and an error answer.
    expect(report.violations.map((v) => v.operationId).sort()).toEqual(
      ['getAccount', 'listContacts', 'listWebhooks', 'getTaskLimits'].sort(),
    );
    expect(report.hostErrors.map((v) => v.operationId)).toEqual(['listWebhooks']);
  }, 60_000);

  it('refuses to run without a base URL', async () => {
    const code = await new Promise<number>((resolve) =>
      execFile(process.execPath, ['scripts/verify-api.mjs'], { cwd: ROOT }, (e) =>
        resolve(e ? ((e as { code?: number }).code ?? 1) : 0),
      ),
    );
    expect(code).toBe(2);
  });
});
