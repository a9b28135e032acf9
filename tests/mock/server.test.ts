import { describe, it, expect, afterEach } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { clockFrom, startMockServer } from '../../mocks/node/server.js';
import { spec } from './helpers';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

async function start(options: Partial<Parameters<typeof startMockServer>[0]> = {}) {
  const lines: string[] = [];
  const s = await startMockServer({ spec, port: 0, write: (l) => lines.push(l), ...options });
  closers.push(s.close);
  return Object.assign(s, { lines });
}

/** A raw HTTP GET (fetch would normalise a malformed path before sending it). */
function rawGet(url: string, rawPath: string): Promise<number> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, method: 'GET' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the mock server', () => {
  it('survives malformed paths and keeps answering', async () => {
    const s = await start();
    expect(await rawGet(s.url, '/api/v1/conversations/%')).toBe(400);
    expect(await rawGet(s.url, '/api/v1/conversations/%E0%A4%A')).toBe(400);
    expect(await rawGet(s.url, '/%%%')).toBe(400);
    const res = await fetch(`${s.url}/api/v2/contact?token=t`);
    expect(res.status).toBe(200);
  });

  it('hands a multipart upload to its handler over HTTP: a CSV of tasks is queued row by row', async () => {
    const s = await start();
    const stats = async () =>
      ((await (await fetch(`${s.url}/api/v2/tasks/stats?token=csv`)).json()) as { stats: { total: number } }).stats
        .total;
    const before = await stats();
    const form = new FormData();
    const csv = 'type,target,context,message\ncall,+14155550100,Zoë’s follow-up,\ncall,not-a-number,x,\n';
    form.set('csv', new Blob([csv], { type: 'text/csv' }), 'tasks.csv');
    const res = await fetch(`${s.url}/api/v2/tasks/csv?token=csv`, { method: 'POST', body: form });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { inserted: number; errors: { row: number; message: string }[] };
    // The engine's own answer from the file, not the contract's example.
    expect(answer.inserted).toBe(1);
    expect(answer.errors).toEqual([{ row: 2, message: 'target not-a-number is not a phone number' }]);
    expect(await stats()).toBe(before + 1);
    const tasks = (await (await fetch(`${s.url}/api/v2/tasks?token=csv`)).json()) as { tasks: { context?: string }[] };
    // UTF-8 survives the server's Latin-1 read.
    expect(tasks.tasks.some((t) => t.context === 'Zoë’s follow-up')).toBe(true);
  });

  it('is quiet by default and never logs the query (it carries the token)', async () => {
    const quiet = await start();
    await fetch(`${quiet.url}/api/v2/contact?token=secret_1`);
    expect(quiet.lines).toEqual([]);
    const verbose = await start({ log: 'verbose' });
    await fetch(`${verbose.url}/api/v2/contact?token=secret_1`);
    expect(verbose.lines.join('\n')).toContain('GET /api/v2/contact 200');
    expect(verbose.lines.join('\n')).not.toContain('secret_1');
  });

  it('persists the state to MOCK_STATE and reads it back after a restart', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mock-state-')), 'state.json');
    const first = await start({ statePath: file });
    await fetch(`${first.url}/api/v2/contact?token=keep`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { firstName: 'Persisted' } }),
    });
    await new Promise((r) => setTimeout(r, 300)); // the write is debounced by 100 ms
    await closers.pop()!();
    expect(fs.existsSync(file)).toBe(true);

    const second = await start({ statePath: file });
    const list = (await (await fetch(`${second.url}/api/v2/contact?token=keep`)).json()) as {
      contacts: { contact: { firstName?: string } }[];
    };
    expect(list.contacts.map((c) => c.contact.firstName)).toContain('Persisted');

    fs.writeFileSync(file, '{corrupt');
    const third = await start({ statePath: file });
    expect(third.lines.join('\n')).toMatch(/starting from the seed/);
    expect((await fetch(`${third.url}/api/v2/contact?token=keep`)).status).toBe(200);
  });
});

describe('MOCK_NOW', () => {
  it('starts the mock clock at the given instant and runs it in real time; empty is the real clock', () => {
    let real = 1_000;
    const clock = clockFrom('2025-11-22T12:00:00Z', () => real)!;
    expect(clock()).toBe(Date.UTC(2025, 10, 22, 12));
    real += 5_000;
    expect(clock()).toBe(Date.UTC(2025, 10, 22, 12) + 5_000);
    expect(clockFrom('1763812800000', () => 0)!()).toBe(1763812800000);
    expect(clockFrom(undefined)).toBeUndefined();
    expect(clockFrom('')).toBeUndefined();
    expect(() => clockFrom('yesterday')).toThrow(/MOCK_NOW/);
  });
});
