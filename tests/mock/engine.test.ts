import { describe, it, expect } from 'vitest';
import { call, engine, spec } from './helpers';
import { createEngine } from '../../mocks/engine/engine.js';
import type { ContractOperation } from '../../mocks/engine/contract.js';

/** The example request of an operation, as a URL and a body. */
function exampleRequest(e: ReturnType<typeof engine>, o: ContractOperation, token?: string) {
  const path = o.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
    encodeURIComponent(String(o.parameters.find((p) => p.name === name)?.example ?? 'x')),
  );
  const q = new URLSearchParams();
  if (token) q.set('token', token);
  for (const p of o.parameters)
    if (p.in === 'query' && p.required && p.name !== 'token') {
      const s = p.schema ?? {};
      q.set(p.name, String(p.example ?? s.default ?? (s.enum as unknown[] | undefined)?.[0] ?? 1));
    }
  const rq = e.contract.requestExample(o);
  const json = rq?.contentType.includes('json');
  if (rq && rq.contentType.startsWith('multipart/')) {
    // A real multipart body: the example's fields, a file part for each file name (a CSV of
    // tasks the upload accepts for `csv`), as a browser would send it.
    const boundary = 'example-boundary';
    const parts = Object.entries((rq.body ?? {}) as Record<string, unknown>).map(([name, value]) =>
      name === 'csv'
        ? `Content-Disposition: form-data; name="csv"; filename="${String(value)}"\r\nContent-Type: text/csv\r\n\r\ntype,target,context,message\ncall,+14155550187,example,\n`
        : `Content-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}`,
    );
    return {
      method: o.method,
      url: `${path}?${q}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: `${parts.map((p) => `--${boundary}\r\n${p}\r\n`).join('')}--${boundary}--\r\n`,
    };
  }
  return {
    method: o.method,
    url: `${path}?${q}`,
    headers: rq ? { 'content-type': json ? 'application/json' : rq.contentType } : {},
    body: rq ? (json ? JSON.stringify(rq.body) : 'csv') : undefined,
  };
}

/**
 * Operations whose example only succeeds after another call, as a person would make it: a code
 * is checked only after one was asked for (the mock refuses a code nobody requested).
 */
const PRELUDE: Record<string, string> = {
  validateEmailVerificationCode: 'requestEmailVerificationCode',
  validatePhoneVerificationCode: 'requestPhoneVerificationCode',
};

describe('every operation of the contract', () => {
  const e = engine();
  const byId = new Map(e.contract.operations.map((o) => [o.operationId, o]));
  it.each(e.contract.operations.map((o) => [o.key, o] as const))(
    '%s answers 2xx to its example request, within the contract',
    (_k, o) => {
      const token = `tok_${o.operationId}`; // a fresh state for each operation
      const before = PRELUDE[o.operationId];
      if (before) {
        const first = e.handle(exampleRequest(e, byId.get(before)!, token));
        expect(first.status, `${before} first`).toBeLessThan(300);
      }
      const res = e.handle(exampleRequest(e, o, token));
      expect(res.violations ?? [], res.body).toEqual([]);
      expect(res.status, res.body).toBeGreaterThanOrEqual(200);
      expect(res.status).toBeLessThan(300);
    },
  );

  const secured = e.contract.operations.filter((o) => e.contract.needsToken(o));
  it('answers 401 without a token wherever the contract needs one', () => {
    expect(secured.length).toBeGreaterThan(150);
    for (const o of secured) expect(e.handle(exampleRequest(e, o)).status, o.key).toBe(401);
  });
});

describe('contacts round-trip', () => {
  it('creates, lists, searches, merges on update, and deletes', () => {
    const e = engine();
    const t = '?token=tok_a';
    const created = call(e, 'POST', `/api/v2/contact${t}`, { data: { firstName: 'Oakridge', company: 'Oak' } });
    expect(created.status).toBe(200);
    const id = (created.json as { contact: { id: string } }).contact.id;

    let list = call(e, 'GET', `/api/v2/contact${t}`).json as { total: number; contacts: { id: string }[] };
    expect(list.total).toBe(3);
    expect(list.contacts.map((c) => c.id)).toContain(id);

    const search = call(e, 'GET', `/api/v2/contact${t}&q=OAK`).json as { contacts: { id: string }[] };
    expect(search.contacts.map((c) => c.id)).toEqual([id]);

    const updated = call(e, 'POST', `/api/v2/contact${t}`, { id, data: { notes: 'Call back' } }).json as {
      contact: { contact: Record<string, string> };
    };
    expect(updated.contact.contact).toEqual({ firstName: 'Oakridge', company: 'Oak', notes: 'Call back' });
    expect(
      (call(e, 'GET', `/api/v2/contact/${id}${t}`).json as { contact: { contact: unknown } }).contact.contact,
    ).toEqual(updated.contact.contact);

    expect(call(e, 'DELETE', `/api/v2/contact${t}`, { id }).status).toBe(200);
    expect(call(e, 'GET', `/api/v2/contact/${id}${t}`).status).toBe(404);
    expect(call(e, 'DELETE', `/api/v2/contact${t}`, { id }).status).toBe(404);
    list = call(e, 'GET', `/api/v2/contact${t}`).json as typeof list;
    expect(list.total).toBe(2);
    expect(e.violations).toEqual([]);
  });

  it('keeps each token to itself, and a reset returns to the seed', () => {
    const e = engine();
    call(e, 'DELETE', '/api/v2/contact?token=a', { id: 'ct_5f2a91' });
    const count = (token: string) => (call(e, 'GET', `/api/v2/contact?token=${token}`).json as { total: number }).total;
    expect(count('a')).toBe(1);
    expect(count('b')).toBe(2);
    expect(call(e, 'POST', '/__mock/reset?token=a').status).toBe(200);
    expect(count('a')).toBe(2);
  });
});

describe('tasks, webhooks, tokens, knowledge bases', () => {
  const t = '?token=tok_b';
  it('tasks: create, read, update, delete; stats follow', () => {
    const e = engine();
    const stats = () => (call(e, 'GET', `/api/v2/tasks/stats${t}`).json as { stats: { total: number } }).stats.total;
    const before = stats();
    const created = call(e, 'POST', `/api/v2/tasks${t}`, { type: 'call', target: '+14155550100' });
    expect(created.status).toBe(201);
    const id = (created.json as { task: { id: string; state: string } }).task.id;
    expect(stats()).toBe(before + 1);
    const list = call(e, 'GET', `/api/v2/tasks${t}&limit=1`).json as { total: number; tasks: { id: string }[] };
    expect(list.tasks.map((x) => x.id)).toEqual([id]); // newest first
    expect(list.total).toBe(before + 1);
    const filtered = call(e, 'GET', `/api/v2/tasks${t}&filters=${encodeURIComponent('{"type":"text"}')}`).json as {
      tasks: { type: string }[];
    };
    expect(filtered.tasks.every((x) => x.type === 'text')).toBe(true);
    const updated = call(e, 'POST', `/api/v2/tasks/${id}${t}`, { state: 'canceled' }).json as {
      task: { state: string };
    };
    expect(updated.task.state).toBe('canceled');
    expect(call(e, 'DELETE', `/api/v2/tasks/${id}${t}`).status).toBe(200);
    expect(call(e, 'GET', `/api/v2/tasks/${id}${t}`).status).toBe(404);
    expect(stats()).toBe(before);
    expect(e.violations).toEqual([]);
  });

  it('webhooks: add and remove', () => {
    const e = engine();
    const url = 'https://hooks.example.com/new';
    const added = call(e, 'POST', `/api/v2/webhooks${t}`, { url, label: 'New', type: 'contact' });
    expect(added.status).toBe(201);
    expect((call(e, 'GET', `/api/v2/webhooks${t}`).json as { url: string }[]).map((w) => w.url)).toContain(url);
    expect(call(e, 'DELETE', `/api/v2/webhooks${t}`, { url }).status).toBe(200);
    expect((call(e, 'GET', `/api/v2/webhooks${t}`).json as { url: string }[]).map((w) => w.url)).not.toContain(url);
  });

  it('API tokens: create and revoke', () => {
    const e = engine();
    const created = call(e, 'POST', `/api/v2/tokens${t}`, { description: 'CI', type: 'admin' }).json as {
      token: { token: string };
    };
    const list = () => (call(e, 'GET', `/api/v2/tokens${t}`).json as { tokens: { token: string }[] }).tokens;
    // The list shows tokens masked (the value is answered once: tests/mock/developer.test.ts).
    expect(list().map((x) => x.token.slice(-4))).toContain(created.token.token.slice(-4));
    expect(call(e, 'DELETE', `/api/v2/tokens${t}`, { token: created.token.token }).status).toBe(200);
    expect(list().map((x) => x.token.slice(-4))).not.toContain(created.token.token.slice(-4));
  });

  it('knowledge bases and their documents', () => {
    const e = engine();
    const kb = (call(e, 'POST', `/api/v2/kb/knowledgebase${t}`, { title: 'Pricing' }).json as { kb: { id: string } })
      .kb;
    const base = `/api/v2/kb/knowledgebase/${kb.id}`;
    const docs = call(e, 'POST', `${base}/document${t}`, { urls: ['https://www.example.com/prices'] }).json as {
      documents: { id: string }[];
    };
    const docId = docs.documents[0]!.id;
    expect((call(e, 'GET', `${base}${t}`).json as { kb: { documents: unknown[] } }).kb.documents).toHaveLength(1);
    expect(call(e, 'PUT', `${base}/document/${docId}${t}`).status).toBe(200);
    expect(call(e, 'DELETE', `${base}/document/${docId}${t}`).status).toBe(200);
    expect((call(e, 'GET', `${base}/document${t}`).json as { documents: unknown[] }).documents).toHaveLength(0);
    expect(call(e, 'DELETE', `${base}${t}`).status).toBe(200);
    expect(call(e, 'GET', `${base}${t}`).status).toBe(404);
    expect(e.violations).toEqual([]);
  });
});

describe('the agent: staging, publish, revert, versions', () => {
  it('saves to staging, publishes to live, reverts staging, and keeps versions', () => {
    const e = engine();
    const t = '?token=tok_c';
    const staging = () => call(e, 'GET', `/api/v2/agentEventRules/staging${t}`).json as Record<string, unknown>;
    const live = () => call(e, 'GET', `/api/v2/agentEventRules/default${t}`).json as Record<string, unknown>;
    call(e, 'POST', `/api/v2/campaign${t}`, { campaign: { agentInstructions: 'Be brief.' }, published: false });
    expect(staging().agentInstructions).toBe('Be brief.');
    expect(live().agentInstructions).not.toBe('Be brief.');
    call(e, 'POST', `/api/v2/agent/publish${t}`);
    expect(live().agentInstructions).toBe('Be brief.');
    call(e, 'POST', `/api/v2/campaign${t}`, { campaign: { agentInstructions: 'Draft' } });
    call(e, 'POST', `/api/v2/agent/revert${t}`);
    expect(staging().agentInstructions).toBe('Be brief.');

    const agent = '/api/v2/agent/4001/versions';
    const v = (call(e, 'POST', `${agent}${t}`, { title: 'Brief' }).json as { createdVersion: { versionId: number } })
      .createdVersion.versionId;
    call(e, 'PUT', `${agent}/${v}/title${t}`, { title: 'Brief v2' });
    const versions = call(e, 'GET', `${agent}${t}&includeData=true`).json as {
      versions: { versionId: number; title: string; snapshot?: Record<string, unknown> }[];
    };
    const stored = versions.versions.find((x) => x.versionId === v)!;
    expect(stored.title).toBe('Brief v2');
    expect(stored.snapshot?.agentInstructions).toBe('Be brief.');
    call(e, 'POST', `/api/v2/campaign${t}`, { campaign: { agentInstructions: 'Other' } });
    call(e, 'POST', `${agent}/${v}/restore${t}`, {});
    expect(staging().agentInstructions).toBe('Be brief.');
    expect(e.violations).toEqual([]);
  });
});

describe('account settings and conversation flags', () => {
  it('merges settings into the account and remembers room flags', () => {
    const e = engine();
    const t = '?token=tok_d';
    call(e, 'POST', `/api/v1/accountSetting${t}`, { settings: { smsMessaging: false } });
    const account = call(e, 'GET', `/api/v1/account${t}`).json as { settings: Record<string, unknown> };
    expect(account.settings.smsMessaging).toBe(false);
    expect(account.settings.allowEmbeds).toBe(true);

    call(e, 'POST', `/api/v1/conversations/room_8a41c2/aiAgentEnabled${t}`, { aiAgentEnabled: false });
    expect(call(e, 'GET', `/api/v1/conversations/room_8a41c2/aiAgentEnabled${t}`).json).toMatchObject({
      aiAgentEnabled: false,
    });
    const rooms = call(e, 'GET', `/api/v1/conversations/room_8a41c2${t}`).json as {
      rooms: { aiAgentEnabled: boolean }[];
    };
    expect(rooms.rooms[0]!.aiAgentEnabled).toBe(false);
    call(e, 'POST', `/api/v1/block${t}`, { id: '14155550187', block: true });
    expect(call(e, 'GET', `/api/v1/block/14155550187${t}`).json).toMatchObject({ blocked: true });
  });
});

describe('faults, malformed input, and the contract check', () => {
  it('Prefer: code=… answers the contract example of that status', () => {
    const e = engine();
    const res = call(e, 'GET', '/api/v2/contact?token=t', undefined, { prefer: 'code=500' });
    expect(res.status).toBe(500);
    expect(res.json).toMatchObject({ success: false });
  });

  it('Prefer: example=sessionEnded answers the account call’s 200 refusal, which the contract allows', () => {
    const e = engine();
    const res = call(e, 'GET', '/api/v1/account?token=t', undefined, { prefer: 'example=sessionEnded' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: false, message: 'Invalid token' });
    expect(e.violations).toEqual([]);
  });

  it('a malformed path or query answers 400, an unknown path 404, and nothing throws', () => {
    const e = engine();
    expect(call(e, 'GET', '/api/v1/conversations/%').status).toBe(400);
    expect(call(e, 'GET', '/api/v1/conversations/%E0%A4%A?token=t').status).toBe(400);
    expect(call(e, 'GET', '/api/v2/contact?token=%').status).toBe(400);
    expect(call(e, 'GET', '/api/nothing-here').status).toBe(404);
  });

  it('a request that breaks the contract is refused with the problem named', () => {
    const e = engine();
    const res = call(e, 'POST', '/api/v2/webhooks?token=t', { url: 'not a url', label: 'x', type: 'contact' });
    expect([400, 422]).toContain(res.status);
    expect(JSON.stringify(res.json)).toMatch(/url/);
    expect(call(e, 'POST', '/api/v2/contact?token=t', '{not json').status).toBe(400);
  });

  it('an answer that breaks the contract is reported, and answers 500 in strict mode', () => {
    const e = engine();
    const o = e.contract.byId('listContacts')!;
    expect(
      e.contract.validateResponse(o, { status: 200, contentType: 'application/json', body: { success: 'yes' } }),
    ).not.toEqual([]);
    expect(e.contract.validateResponse(o, { status: 418, contentType: 'application/json', body: {} })).toEqual([
      'status 418 is not declared',
    ]);
    // A state corrupted behind the engine's back makes the list answer break the contract.
    const seen: string[] = [];
    const lax = createEngine({ spec, onViolation: (v) => seen.push(v.operation) });
    const strict = createEngine({ spec, strict: true });
    for (const x of [lax, strict]) {
      x.handle({ method: 'GET', url: '/api/v1/account?token=z' });
      (x.snapshot().tokens.z as { contacts: unknown[] }).contacts.push({ id: 42 });
    }
    const laxAnswer = lax.handle({ method: 'GET', url: '/api/v2/contact?token=z' });
    expect(laxAnswer.status).toBe(200);
    expect(laxAnswer.headers['x-mock-violations']).toBeDefined();
    expect(seen).toEqual(['GET /api/v2/contact']);
    expect(strict.handle({ method: 'GET', url: '/api/v2/contact?token=z' }).status).toBe(500);
  });

  it('hands every visitor its own session token', () => {
    const e = engine();
    const a = call(e, 'GET', '/api/v1/allocateTempUserSession').json as { token: string };
    const b = call(e, 'GET', '/api/v1/allocateTempUserSession').json as { token: string };
    expect(a.token).not.toBe(b.token);
  });

  it('serves a pending invoice that expires in the future', () => {
    const now = Date.UTC(2030, 0, 1);
    const e = engine({ now: () => now });
    const inv = (call(e, 'GET', '/api/v1/pendingInvoice?token=t').json as { pendingInvoice: { expiresAt: number } })
      .pendingInvoice;
    expect(inv.expiresAt * 1000).toBeGreaterThan(now);
  });
});
