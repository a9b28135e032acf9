import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { call, engine, spec } from './helpers';
import { EXAMPLES_NEWEST, shiftDates, shiftDays } from '../../mocks/engine/dates.js';

const DAY = 86_400_000;

/** Every dated value of the contract's answers (examples of responses), as epoch milliseconds. */
function answerDates(): { at: number; where: string }[] {
  const out: { at: number; where: string }[] = [];
  const walk = (v: unknown, key: string, where: string) => {
    if (Array.isArray(v)) v.forEach((x) => walk(x, key, where));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k, `${where}/${k}`);
    else if (typeof v === 'number' && !/Id$|^maximum$|^minimum$/.test(key)) {
      if (v > 1.4e9 && v < 2.2e9) out.push({ at: v * 1000, where });
      else if (v > 1.4e12 && v < 2.2e12) out.push({ at: v, where });
    } else if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}(T|$)/.test(v)) out.push({ at: Date.parse(v), where });
  };
  const s = spec as {
    components: { examples: unknown };
    paths: Record<string, Record<string, { responses?: unknown }>>;
  };
  walk(s.components.examples, '', 'examples');
  for (const [path, item] of Object.entries(s.paths))
    for (const [method, op] of Object.entries(item)) walk(op?.responses, '', `${method} ${path}`);
  return out;
}

describe('dates relative to the day the mock serves them', () => {
  it('EXAMPLES_NEWEST is the newest date of the contract’s answers', () => {
    const dates = answerDates();
    expect(dates.length).toBeGreaterThan(40);
    const newest = Math.max(...dates.map((d) => d.at));
    expect(new Date(newest).toISOString()).toBe(new Date(EXAMPLES_NEWEST).toISOString());
  });

  it('moves the newest example into the last day before now, by whole days', () => {
    fc.assert(
      fc.property(fc.integer({ min: EXAMPLES_NEWEST, max: Date.UTC(2038, 0, 1) }), (now) => {
        const days = shiftDays(now);
        expect(Number.isInteger(days)).toBe(true);
        const newest = EXAMPLES_NEWEST + days * DAY;
        expect(newest).toBeLessThanOrEqual(now);
        expect(newest).toBeGreaterThan(now - DAY);
      }),
    );
    expect(shiftDays(EXAMPLES_NEWEST - 10 * DAY)).toBe(0);
  });

  it.each([
    [{ timestamp: 1763709002 }, 2, { timestamp: 1763709002 + 2 * 86400 }],
    [{ createdAt: 1763709002000 }, 1, { createdAt: 1763709002000 + DAY }],
    [{ timestamp: '2025-11-21T07:10:00Z' }, 10, { timestamp: '2025-12-01T07:10:00Z' }],
    [{ at: '2025-11-21T07:10:00.000Z' }, 1, { at: '2025-11-22T07:10:00.000Z' }],
    [{ targetDate: '2025-11-24' }, 40, { targetDate: '2026-01-03' }],
    [{ results: { '11-30-2025': { voice: 1 } } }, 2, { results: { '12-02-2025': { voice: 1 } } }],
    [{ versionId: 1763709002000, id: '2025-11-21' }, 5, { versionId: 1763709002000, id: '2025-11-21' }],
    [{ duration: 1763709002, note: 'seen on 2025-11-20.' }, 5, { duration: 1763709002, note: 'seen on 2025-11-20.' }],
    [{ csv: 'a,b\n2025-11-21T07:10:00Z,x\n' }, 1, { csv: 'a,b\n2025-11-22T07:10:00Z,x\n' }],
  ])('shiftDates(%j, %i) = %j', (input, days, expected) => {
    expect(shiftDates(input, days)).toEqual(expected);
  });

  it('moving forward and back again gives the original dates', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(Date.UTC(2018, 0, 1)), max: new Date(Date.UTC(2032, 0, 1)), noInvalidDate: true }),
        fc.integer({ min: -1000, max: 1000 }), // stays within the epoch ranges dates.js knows,
        (d, days) => {
          const value = {
            createdAt: Math.floor(d.getTime() / 1000),
            updatedAt: d.getTime(),
            timestamp: d.toISOString(),
            date: d.toISOString().slice(0, 10),
          };
          expect(shiftDates(shiftDates(value, days), -days)).toEqual(value);
        },
      ),
    );
  });

  it('serves the logs, transcripts, usage and the seed of a new token as of today, within the contract', () => {
    const now = Date.UTC(2031, 2, 5, 12, 0, 0);
    const e = engine({ now: () => now });
    const logs = call(e, 'GET', '/api/v2/logs?token=t').json as { logs: { timestamp: string }[] };
    const times = logs.logs.map((l) => Date.parse(l.timestamp));
    expect(Math.max(...times)).toBeLessThanOrEqual(now);
    expect(Math.min(...times)).toBeGreaterThan(now - 30 * DAY);

    const csv = call(e, 'GET', '/api/v2/logs?token=t&format=csv', undefined, { accept: 'text/csv' }).json as string;
    expect(csv).toContain('2031-03-0');

    const usage = call(e, 'GET', '/api/v2/stats/usage?token=t').json as { results: Record<string, unknown> };
    expect(Object.keys(usage.results)).toEqual(['03-02-2031', '03-03-2031', '03-04-2031']);

    const contacts = call(e, 'GET', '/api/v2/contact?token=t').json as { contacts: { updatedAt: number }[] };
    for (const c of contacts.contacts) {
      expect(c.updatedAt).toBeLessThanOrEqual(now);
      expect(c.updatedAt).toBeGreaterThan(now - 30 * DAY);
    }
    const versions = call(e, 'GET', '/api/v2/agent/4001/versions?token=t').json as {
      versions: { versionId: number }[];
    };
    expect(versions.versions.every((v) => v.versionId < Date.UTC(2026, 0, 1))).toBe(true); // ids keep their value
    expect(e.violations).toEqual([]);
  });

  it('serves the examples as written with relativeDates: false', () => {
    const e = engine({ now: () => Date.UTC(2031, 2, 5), relativeDates: false });
    const logs = call(e, 'GET', '/api/v2/logs?token=t').json as { logs: { timestamp: string }[] };
    expect(logs.logs[0]!.timestamp).toBe('2025-11-21T07:10:00Z');
  });
});
