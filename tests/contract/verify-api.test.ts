import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createEngine } from '../../mocks/engine/engine.js';
import { startMockServer } from '../../mocks/node/server.js';
import { ROOT, loadSpec } from './spec';

/** `npm run verify:api` against the project's own mock (no drift) and a host that breaks the
 * contract in four ways (each reported, with the operation named). */
const spec = loadSpec();

interface Report {
  checked: number;
  drift: { operation: string; operationId: string; status: number; problems: string[] }[];
}

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
    expect(byOp['GET /api/v2/webhooks']).toMatchObject({ status: 418, problems: ['status 418 is not declared'] });
    expect(stdout).toMatch(/✖ GET \/api\/v2\/webhooks\s+418/);
    expect(stdout).toMatch(/4 with drift/);
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
