// The building blocks of the routes' search schemas: every block is total (anything invalid is
// undefined, never an exception) and reads both the URL's strings and navigate's typed values.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { searchBool, searchEnum, searchInt, searchJson, searchText } from '@/lib/search/schema';

const schema = v.object({
  page: searchInt({ min: 1, max: 500 }),
  state: searchEnum(['queued', 'done']),
  q: searchText(10),
  open: searchBool(),
  range: searchJson(v.object({ from: v.number() })),
});

describe('search schema blocks', () => {
  it.each([
    [{}, {}],
    [{ page: '3' }, { page: 3 }],
    [{ page: 3 }, { page: 3 }],
    [{ page: '0' }, {}],
    [{ page: '501' }, {}],
    [{ page: '1.5' }, {}],
    [{ page: '1e3' }, {}],
    [{ page: '-2' }, {}],
    [{ state: 'done' }, { state: 'done' }],
    [{ state: 'DONE' }, {}],
    [{ q: '  hello ' }, { q: 'hello' }],
    [{ q: '' }, {}],
    [{ q: 'x'.repeat(11) }, {}],
    [{ open: 'true' }, { open: true }],
    [{ open: '0' }, { open: false }],
    [{ open: false }, { open: false }],
    [{ open: 'yes' }, {}],
    [{ range: '{"from":2}' }, { range: { from: 2 } }],
    [{ range: { from: 2 } }, { range: { from: 2 } }],
    [{ range: '{"from":"2"}' }, {}],
    [{ range: '{broken' }, {}],
  ])('reads %j as %j', (raw, expected) => {
    const out = v.parse(schema, raw);
    const defined = Object.fromEntries(Object.entries(out).filter(([, value]) => value !== undefined));
    expect(defined).toEqual(expected);
  });

  it('never throws, whatever the URL holds', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('page', 'state', 'q', 'open', 'range', 'other'), fc.jsonValue()),
        (raw) => {
          expect(v.safeParse(schema, raw).success).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('round-trips its own output through the URL’s strings', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            page: fc.integer({ min: 1, max: 500 }),
            state: fc.constantFrom('queued' as const, 'done' as const),
            q: fc.string({ minLength: 1, maxLength: 10 }).filter((s) => s.trim() === s && s !== ''),
            open: fc.boolean(),
          },
          { requiredKeys: [] },
        ),
        (search) => {
          const asUrl = Object.fromEntries(Object.entries(search).map(([k, value]) => [k, String(value)]));
          const out = v.parse(schema, asUrl);
          for (const [k, value] of Object.entries(search)) expect(out[k as keyof typeof out]).toEqual(value);
        },
      ),
    );
  });
});
