// The tasks and knowledge-base state of the mock: tasks round-trip with the stats following, the
// CSV upload queues valid rows and names the rest, limits round-trip and reset, knowledge bases
// build from a sitemap and answer queries from their documents.
import { describe, expect, it } from 'vitest';
import { multipartField, parseCsv, queueCsv } from '../../mocks/engine/handlers-tasks.js';
import { call, engine } from './helpers';

const T = 'token=t1';

type Json = Record<string, unknown> & {
  tasks?: { id: string; state: string; target?: string }[];
  stats?: { total: number; byState: Record<string, number> };
};

describe('tasks in the mock', () => {
  it('creates, edits and deletes a task, and the stats follow', () => {
    const e = engine();
    const before = call(e, 'GET', `/api/v2/tasks/stats?${T}`).json as Json;
    const created = call(e, 'POST', `/api/v2/tasks?${T}`, { type: 'call', target: '(415) 555-0100', context: 'Hi' });
    expect(created.status).toBe(201);
    const task = (created.json as { task: { id: string; target: string } }).task;
    expect(task.target).toBe('+14155550100');
    const after = call(e, 'GET', `/api/v2/tasks/stats?${T}`).json as Json;
    expect(after.stats?.total).toBe((before.stats?.total ?? 0) + 1);
    expect(after.stats?.byState.pending).toBe((before.stats?.byState.pending ?? 0) + 1);

    const edited = call(e, 'POST', `/api/v2/tasks/${task.id}?${T}`, { state: 'canceled', context: 'Changed' });
    expect((edited.json as { task: { state: string; context: string } }).task).toMatchObject({
      state: 'canceled',
      context: 'Changed',
    });
    const list = call(e, 'GET', `/api/v2/tasks?${T}&state=canceled`).json as Json;
    expect(list.tasks?.map((t) => t.id)).toContain(task.id);

    expect(call(e, 'DELETE', `/api/v2/tasks/${task.id}?${T}`).status).toBe(200);
    expect(call(e, 'GET', `/api/v2/tasks/${task.id}?${T}`).status).toBe(404);
    const last = call(e, 'GET', `/api/v2/tasks/stats?${T}`).json as Json;
    expect(last.stats?.total).toBe(before.stats?.total);
    expect(e.violations).toEqual([]);
  });

  it('refuses a task without a usable target, or a text without its message', () => {
    const e = engine();
    const noTarget = call(e, 'POST', `/api/v2/tasks?${T}`, { type: 'call', target: '12' });
    expect(noTarget.status).toBe(422);
    expect((noTarget.json as { message: string }).message).toMatch(/not a phone number/);
    const noMessage = call(e, 'POST', `/api/v2/tasks?${T}`, { type: 'text', target: '+14155550100' });
    expect((noMessage.json as { message: string }).message).toBe('message is required for text tasks');
  });

  it('pages, sorts and filters by type', () => {
    const e = engine();
    for (let i = 0; i < 12; i += 1)
      call(e, 'POST', `/api/v2/tasks?${T}`, { type: 'text', target: `+1415555${String(1000 + i)}`, message: 'm' });
    const page2 = call(
      e,
      'GET',
      `/api/v2/tasks?${T}&limit=10&offset=10&filters=${encodeURIComponent('{"type":"text"}')}`,
    ).json as Json & { total: number };
    expect(page2.total).toBe(13);
    expect(page2.tasks).toHaveLength(3);
  });

  it('limits round-trip and a reset stores the defaults', () => {
    const e = engine();
    const saved = call(e, 'POST', `/api/v2/tasks/limits?${T}`, {
      businessHours: { timezone: 'Europe/Paris', days: [2, 4], start: '10:00', end: '12:00' },
      cooldowns: { calls: 60, texts: 120 },
    });
    expect(saved.status).toBe(200);
    const read = call(e, 'GET', `/api/v2/tasks/limits?${T}`).json as { limits: Record<string, unknown> };
    expect(read.limits.businessHours).toEqual({ timezone: 'Europe/Paris', days: [2, 4], start: '10:00', end: '12:00' });
    call(e, 'POST', `/api/v2/tasks/limits?${T}`, {
      businessHours: { timezone: 'Europe/Paris', days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' },
      cooldowns: { calls: 86400, texts: 3600 },
    });
    const reset = call(e, 'GET', `/api/v2/tasks/limits?${T}`).json as { limits: { cooldowns: unknown } };
    expect(reset.limits.cooldowns).toEqual({ calls: 86400, texts: 3600 });
  });
});

describe('the CSV upload', () => {
  const header = 'type,target,context,message\n';
  it('parses quoted fields and CRLF', () => {
    expect(parseCsv('a,b\r\n"x, ""y""",z\r\n\r\n')).toEqual([
      ['a', 'b'],
      ['x, "y"', 'z'],
    ]);
  });

  it('reads the csv part of a multipart body', () => {
    const body =
      '--B\r\nContent-Disposition: form-data; name="csv"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\na,b\n1,2\r\n--B--\r\n';
    expect(multipartField(body, 'multipart/form-data; boundary=B', 'csv')).toBe('a,b\n1,2');
  });

  it('queues one task per valid row of 1,000 and names the two bad rows', () => {
    const e = engine();
    const before = (call(e, 'GET', `/api/v2/tasks/stats?${T}`).json as Json).stats?.total ?? 0;
    const rows = Array.from({ length: 1000 }, (_, i) =>
      i === 99
        ? 'call,not-a-number,ctx,'
        : i === 499
          ? 'text,+14155550100,ctx,'
          : `call,+1415555${String(i).padStart(4, '0')},ctx,`,
    );
    // A handler context as the engine builds it, on a token's state.
    const state = e.seed();
    const ctx = { state, now: () => Date.now(), randomHex: () => 'ab', random: Math.random } as never;
    const result = queueCsv(ctx, header + rows.join('\n'));
    expect(result?.inserted).toBe(998);
    expect(result?.errors).toEqual([
      { row: 100, message: 'target not-a-number is not a phone number' },
      { row: 500, message: 'message is required for text tasks' },
    ]);
    expect((state as { tasks: unknown[] }).tasks.length).toBe(before + 998);
  });
});

describe('knowledge bases in the mock', () => {
  it('builds a base from a sitemap, indexes its documents and answers a query from them', () => {
    const e = engine();
    const kb = (call(e, 'POST', `/api/v2/kb/knowledgebase?${T}`, { title: 'Site' }).json as { kb: { id: string } }).kb;
    const sitemap = call(e, 'POST', `/api/v2/kb/sitemap?${T}`, {
      url: 'https://www.dental.example',
      knowledgeBaseId: kb.id,
    }).json as { links: string[] };
    expect(sitemap.links).toContain('https://www.dental.example/insurance');
    const picked = sitemap.links.filter((l) => /insurance|cleanings/.test(l));
    const added = call(e, 'POST', `/api/v2/kb/knowledgebase/${kb.id}/document?${T}`, { urls: picked }).json as {
      documents: { status: string }[];
    };
    expect(added.documents.map((d) => d.status)).toEqual(['pending', 'pending']);
    const again = call(e, 'POST', `/api/v2/kb/sitemap?${T}`, {
      url: 'https://www.dental.example',
      knowledgeBaseId: kb.id,
    }).json as { links: string[] };
    expect(again.links).not.toContain('https://www.dental.example/insurance');

    const docs = call(e, 'GET', `/api/v2/kb/knowledgebase/${kb.id}/document?${T}`).json as {
      documents: { id: string; status: string }[];
    };
    expect(docs.documents.map((d) => d.status)).toEqual(['indexed', 'indexed']);
    const answer = call(e, 'POST', `/api/v2/kb/knowledgebase/${kb.id}/query?${T}`, {
      query: 'Which insurance do you take?',
    }).json as { response: { results: { url: string }[] } };
    expect(answer.response.results[0]?.url).toBe('https://www.dental.example/insurance');

    const [first] = docs.documents;
    expect(call(e, 'PUT', `/api/v2/kb/knowledgebase/${kb.id}/document/${first?.id}?${T}`).status).toBe(200);
    expect(call(e, 'DELETE', `/api/v2/kb/knowledgebase/${kb.id}/document/${first?.id}?${T}`).status).toBe(200);
    const left = call(e, 'GET', `/api/v2/kb/knowledgebase/${kb.id}/document?${T}`).json as { documents: unknown[] };
    expect(left.documents).toHaveLength(1);
    expect(call(e, 'DELETE', `/api/v2/kb/knowledgebase/${kb.id}?${T}`).status).toBe(200);
    expect(call(e, 'GET', `/api/v2/kb/knowledgebase/${kb.id}?${T}`).status).toBe(404);
    expect(e.violations).toEqual([]);
  });

  it('answers 404 for a site without a sitemap', () => {
    const e = engine();
    expect(call(e, 'POST', `/api/v2/kb/sitemap?${T}`, { url: 'https://unreachable.example' }).status).toBe(404);
  });
});
