// A mock no request can break: body limits, prototype names, `Prefer` only as declared, a saved
// state that survives shutdown and refuses what it cannot use, handlers checked against the contract.
import { describe, it, expect, afterEach } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { createEngine, MAX_BODY_DEPTH, type Handlers } from '../../mocks/engine/engine.js';
import { startMockServer } from '../../mocks/node/server.js';
import { call, engine, spec } from './helpers';

const t = '?token=tok_hard';
const deep = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

describe('request bodies past the limits', () => {
  it('refuses a deeply nested body with 400 before storing it; the contacts list keeps working', () => {
    const e = engine();
    const body = `{"data":{"notes":${deep(5000)}}}`;
    expect(body.length).toBeGreaterThan(30_000);
    const res = e.handle({
      method: 'POST',
      url: `/api/v2/contact${t}`,
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).message).toMatch(new RegExp(`deeper than ${MAX_BODY_DEPTH} levels`));
    const list = call(e, 'GET', `/api/v2/contact${t}`);
    expect(list.status).toBe(200);
    expect((list.json as { total: number }).total).toBe(2);
    expect(e.violations).toEqual([]);
  });

  it('refuses a JSON body above 1 MB with 413', () => {
    const e = engine();
    const res = e.handle({
      method: 'POST',
      url: `/api/v2/contact${t}`,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { notes: 'x'.repeat(1024 * 1024) } }),
    });
    expect(res.status).toBe(413);
    expect((call(e, 'GET', `/api/v2/contact${t}`).json as { total: number }).total).toBe(2);
  });

  it('the server answers a body above 12 MB with 413 (not a reset connection) and keeps serving', async () => {
    const s = await startMockServer({ spec, port: 0, log: 'silent' });
    try {
      const { hostname, port } = new URL(s.url);
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request(
          { hostname, port, path: `/api/v2/contact${t}`, method: 'POST', headers: { 'content-type': 'text/plain' } },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        const chunk = Buffer.alloc(1024 * 1024, 'x');
        for (let i = 0; i < 13; i++) req.write(chunk);
        req.end();
      });
      expect(status).toBe(413);
      expect((await fetch(`${s.url}/api/v2/contact${t}`)).status).toBe(200);
    } finally {
      await s.close();
    }
  });
});

describe('prototype names', () => {
  it('answers 404 to __proto__ and constructor as path values, and changes nothing', () => {
    const e = engine();
    for (const name of ['__proto__', 'constructor']) {
      expect(call(e, 'GET', `/api/v1/conversations/${name}/aiAgentEnabled${t}`).status).toBe(404);
      expect(
        call(e, 'POST', `/api/v1/conversations/${name}/aiAgentEnabled${t}`, { aiAgentEnabled: false }).status,
      ).toBe(404);
      expect(call(e, 'GET', `/api/v2/agent/${name}/versions${t}`).status).toBe(404);
      expect(call(e, 'GET', `/api/v2/kb/knowledgebase/${name}/documents${t}`).status).toBe(404);
    }
    expect(({} as Record<string, unknown>).aiAgentEnabled).toBeUndefined();
    expect(e.violations).toEqual([]);
  });

  it('answers 400 to __proto__ and constructor as keys of a body or the query', () => {
    const e = engine();
    const proto = call(e, 'POST', `/api/v2/contact${t}`, undefined);
    expect(proto.status).not.toBe(200); // no body at all: refused as the contract says
    for (const body of [
      '{"data":{"__proto__":{"polluted":true}}}',
      '{"data":{"constructor":{"prototype":{"polluted":true}}}}',
    ]) {
      const res = e.handle({
        method: 'POST',
        url: `/api/v2/contact${t}`,
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body).message).toMatch(/may not have a key named (__proto__|constructor)/);
    }
    expect(call(e, 'GET', `/api/v2/contact${t}&__proto__=1`).status).toBe(400);
    expect(call(e, 'GET', `/api/v2/contact${t}&constructor=1`).status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((call(e, 'GET', `/api/v2/contact${t}`).json as { total: number }).total).toBe(2);
  });

  it('keeps the parts keyed by request ids in null-prototype objects', () => {
    const e = engine();
    const state = (call(e, 'GET', `/__mock/state${t}`), e.snapshot().tokens['tok_hard']) as Record<string, object>;
    for (const k of ['aiAgentEnabled', 'blocked', 'archivedRooms', 'kbDocuments', 'versions', 'adminUsers'])
      expect(Object.getPrototypeOf(state[k]), k).toBeNull();
  });
});

describe('Prefer', () => {
  it('honours only the statuses the operation declares; anything else is a 400 naming them', () => {
    const e = engine();
    expect(call(e, 'GET', `/api/v2/contact${t}`, undefined, { prefer: 'code=500' }).status).toBe(500);
    for (const code of ['999', 'abc', '404']) {
      const res = call(e, 'GET', `/api/v2/contact${t}`, undefined, { prefer: `code=${code}` });
      expect(res.status, code).toBe(400);
      expect((res.json as { message: string }).message).toBe(
        `Prefer: code=${code} is not an answer of listContacts; it declares 200, 400, 401, 403, 500`,
      );
    }
  });

  it('an example name the answer does not have is a 400 naming those it has', () => {
    const e = engine();
    const res = call(e, 'GET', `/api/v2/webhooks${t}`, undefined, { prefer: 'example=nope' });
    expect(res.status).toBe(400);
    expect((res.json as { message: string }).message).toMatch(/it has array, envelope/);
  });
});

describe('handlers by operationId', () => {
  it('a handler whose name is not an operation of the contract throws when the engine is created', () => {
    // The names are typed too: a misspelt one does not compile.
    // @ts-expect-error listContact is not an operationId
    const misspelt: Handlers = { listContact: () => undefined };
    expect(() => createEngine({ spec, handlers: misspelt })).toThrow(/no operation of the contract: listContact/);
    // A contract without an operation the mock handles is refused the same way.
    const paths = { ...(spec.paths as Record<string, unknown>) };
    delete paths['/api/v2/webhooks'];
    expect(() => createEngine({ spec: { ...spec, paths } })).toThrow(/listWebhooks, createWebhook, deleteWebhook/);
  });

  it('a one-off handler answers in place of the mock own', () => {
    const e = createEngine({
      spec,
      strict: true,
      handlers: { listContacts: () => ({ body: { success: true, total: 0, contacts: [] } }) },
    });
    expect(call(e, 'GET', `/api/v2/contact${t}`).json).toEqual({ success: true, total: 0, contacts: [] });
  });
});

describe('MOCK_STATE', () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    while (closers.length) await closers.pop()!();
  });
  const dir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'mock-state-'));
  async function start(statePath: string) {
    const lines: string[] = [];
    const s = await startMockServer({ spec, port: 0, statePath, write: (l) => lines.push(l) });
    return Object.assign(s, { lines });
  }
  const save = (url: string, firstName: string) =>
    fetch(`${url}/api/v2/contact?token=keep`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { firstName } }),
    });

  it('writes the last change when the server closes (no wait for the delayed write)', async () => {
    const file = path.join(dir(), 'state.json');
    const s = await start(file);
    await save(s.url, 'Last');
    await s.close();
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      tokens: Record<string, { contacts: { contact: { firstName?: string } }[] }>;
    };
    expect(saved.tokens.keep!.contacts.map((c) => c.contact.firstName)).toContain('Last');
  });

  it('keeps a corrupt file as a backup beside the new one', async () => {
    const folder = dir();
    const file = path.join(folder, 'state.json');
    fs.writeFileSync(file, '{corrupt');
    const s = await start(file);
    closers.push(s.close);
    expect(s.lines.join('\n')).toMatch(
      /could not read .*; kept as .*state\.json\.corrupt-.*\.json; starting from the seed/,
    );
    const backup = fs.readdirSync(folder).find((f) => f.startsWith('state.json.corrupt-'));
    expect(fs.readFileSync(path.join(folder, backup!), 'utf8')).toBe('{corrupt');
    await save(s.url, 'Fresh');
    expect((await fetch(`${s.url}/api/v2/contact?token=keep`)).status).toBe(200);
  });

  it('refuses a file of the wrong shape with a warning and serves the seed (no 500s)', async () => {
    const folder = dir();
    const file = path.join(folder, 'state.json');
    fs.writeFileSync(file, JSON.stringify({ version: 1, tokens: { keep: { contacts: 5, tasks: {} } } }));
    const s = await start(file);
    closers.push(s.close);
    expect(s.lines.join('\n')).toMatch(
      /is not a state this mock can use \(token keep…: contacts is number where the mock keeps a list/,
    );
    expect(fs.readdirSync(folder).some((f) => f.startsWith('state.json.refused-'))).toBe(true);
    for (const p of ['/api/v2/contact', '/api/v2/tasks'])
      expect((await fetch(`${s.url}${p}?token=keep`)).status, p).toBe(200);
  });

  it('fills the parts an older state lacks from the seed', () => {
    const e = createEngine({ spec, strict: true, initialState: { tokens: { old: { contacts: [] } } } });
    expect((call(e, 'GET', '/api/v2/contact?token=old').json as { total: number }).total).toBe(0);
    expect(call(e, 'GET', '/api/v2/tasks?token=old').status).toBe(200);
  });
});

describe('the contacts list keeps its maxItems', () => {
  it('answers at most 1,000 contacts with the full count in total, a search too', () => {
    const many = Array.from({ length: 1050 }, (_, i) => ({
      id: `ct_${i}`,
      contact: { firstName: `Person ${i}`, company: i % 2 ? 'Odd Co' : 'Even Co' },
    }));
    const e = engine({ initialState: { tokens: { many: { contacts: many } } } });
    const all = call(e, 'GET', '/api/v2/contact?token=many').json as { total: number; contacts: unknown[] };
    expect(all.total).toBe(1050);
    expect(all.contacts).toHaveLength(1000);
    const odd = call(e, 'GET', '/api/v2/contact?token=many&q=odd').json as { total: number; contacts: unknown[] };
    expect(odd).toMatchObject({ total: 525 });
    expect(odd.contacts).toHaveLength(525);
    // Held to the contract: 1,050 contacts in one answer broke the list's maxItems.
    expect(e.violations).toEqual([]);
  });
});

describe('SIP registration (the real product takes partial updates)', () => {
  it('updates only the fields given; creating one needs aor, username and password', () => {
    const e = engine();
    const before = (call(e, 'GET', `/api/v2/sip/registration${t}`).json as { registration: Record<string, unknown> })
      .registration;
    const res = call(e, 'POST', `/api/v2/sip/registration${t}`, { proxy: 'sip.example.com:5062' });
    expect(res.status).toBe(200);
    const after = (call(e, 'GET', `/api/v2/sip/registration${t}`).json as { registration: Record<string, unknown> })
      .registration;
    expect(after).toEqual({ ...before, proxy: 'sip.example.com:5062' });
    expect(call(e, 'DELETE', `/api/v2/sip/registration${t}`).status).toBe(200);
    const partial = call(e, 'POST', `/api/v2/sip/registration${t}`, { proxy: 'sip.example.com:5062' });
    expect(partial.status).toBe(400);
    expect((partial.json as { message: string }).message).toBe('Missing aor, username, password');
    expect(e.violations).toEqual([]);
  });
});

describe('paged lists as the contract says', () => {
  it('caps pageSize at 100 and an unpaged list at 1,000 entries, counting them all', async () => {
    const { pageOf } = await import('../../mocks/engine/util.js');
    const items = Array.from({ length: 1500 }, (_, i) => ({ id: i + 1 }));
    const page = pageOf(items, { pageSize: '1000' });
    expect(page.pageSize).toBe(100);
    expect(page.accounts).toHaveLength(100);
    const all = pageOf(items, { pagination: 'false' });
    expect(all.accounts).toHaveLength(1000);
    expect(all.totalAccounts).toBe(1500);
    // Through the engine without validation (a host that skips the request check) the cap holds.
    const e = createEngine({ spec, validate: false });
    const res = call(e, 'GET', `/api/v2/listOrganizations${t}&pageSize=1000`);
    expect((res.json as { pageSize: number }).pageSize).toBe(100);
  });
});

describe('the active filter of the hierarchy lists defaults to true, as the contract says', () => {
  it('a disabled organization leaves the default list and shows with active=false', () => {
    const e = engine();
    const list = () =>
      (call(e, 'GET', `/api/v2/listOrganizations${t}&pageSize=100`).json as { accounts: { username: string }[] })
        .accounts;
    const org = list()[0]!;
    expect(call(e, 'POST', `/api/v1/disableAccount${t}`, { username: org.username, reason: 'test' }).status).toBe(200);
    expect(list().map((o) => o.username)).not.toContain(org.username);
    const disabled = call(e, 'GET', `/api/v2/listOrganizations${t}&active=false`).json as {
      accounts: { username: string }[];
    };
    expect(disabled.accounts.map((o) => o.username)).toContain(org.username);
  });
});

describe('every answer form the contract allows is served', () => {
  it('webhooks: the bare array by default, the envelope with Prefer: example=envelope, both from the state', () => {
    const e = engine();
    const hook = { url: 'https://hooks.example.com/new', label: 'New', type: 'contact' };
    expect(call(e, 'POST', `/api/v2/webhooks${t}`, hook).status).toBe(201);
    const bare = call(e, 'GET', `/api/v2/webhooks${t}`).json as { url: string }[];
    expect(bare.map((w) => w.url)).toContain(hook.url);
    const envelope = call(e, 'GET', `/api/v2/webhooks${t}`, undefined, { prefer: 'example=envelope' }).json as {
      success: boolean;
      webhooks: { url: string }[];
    };
    expect(envelope.success).toBe(true);
    expect(envelope.webhooks).toEqual(bare);
    expect(e.violations).toEqual([]);
  });
});
