import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatAccountPath, parseAccountPath, targetOfAccountPath } from '@/lib/search';

describe('account path of /app/[...path]', () => {
  it.each([
    ['partner/1001', ['partner:1001']],
    ['reseller/2001/org/3001', ['reseller:2001', 'org:3001']],
    ['partner/1001/reseller/2001/org/3001/agent/4001', ['partner:1001', 'reseller:2001', 'org:3001', 'agent:4001']],
    [
      ['org', '3001', 'agent', '4001'],
      ['org:3001', 'agent:4001'],
    ],
    ['/agent/4001/', ['agent:4001']],
  ])('parses %j as %j', (path, keys) => {
    expect(parseAccountPath(path)?.map((e) => e.key)).toEqual(keys);
  });

  it.each([
    [''],
    ['agent'],
    ['agent/x'],
    ['agent/0'],
    ['agent/-4'],
    ['agent/4001.5'],
    ['team/4001'],
    ['org/3001/reseller/2001'],
    ['org/3001/org/3002'],
    ['agent/99999999999999999999'],
    ['constructor/1'],
    ['__proto__/1'],
  ])('refuses %j', (path) => {
    expect(parseAccountPath(path)).toBeNull();
  });

  it('acts on the deepest level', () => {
    expect(targetOfAccountPath(parseAccountPath('reseller/2001/org/3001')!)).toMatchObject({ type: 'org', id: 3001 });
  });

  it('round-trips any valid path and never throws on any input', () => {
    const entry = fc.record({ id: fc.integer({ min: 1, max: 2 ** 40 }) });
    fc.assert(
      fc.property(
        fc.subarray(['partner', 'reseller', 'org', 'agent'] as const, { minLength: 1 }),
        fc.array(entry, { minLength: 4, maxLength: 4 }),
        (types, ids) => {
          const entries = types.map((type, i) => ({ type, id: ids[i]!.id }));
          expect(parseAccountPath(formatAccountPath(entries))?.map(({ type, id }) => ({ type, id }))).toEqual(entries);
        },
      ),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(fc.string(), (s) => {
        const r = parseAccountPath(s);
        expect(r === null || Array.isArray(r)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
