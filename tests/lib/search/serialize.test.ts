import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { parseRootSearch, parseSearch, stringifySearch } from '@/lib/search';

const plain = (o: object) => ({ ...o });

describe('parseSearch keeps every value the string of the URL', () => {
  it.each([
    ['?active=12345678901234567890', { active: '12345678901234567890' }],
    ['?editContact=1e3', { editContact: '1e3' }],
    ['?active=true', { active: 'true' }],
    ['?token=000123', { token: '000123' }],
    ['?n=-0&m=1.50&x=null&y=false', { n: '-0', m: '1.50', x: 'null', y: 'false' }],
    ['?filters=%7B%22a%22%3A1%7D', { filters: '{"a":1}' }],
    ['?contacts', { contacts: '' }],
    ['?contacts=', { contacts: '' }],
    ['?a=1&a=2', { a: '1' }],
    ['?q=a+b%20c', { q: 'a b c' }],
    ['?active=..%2F..%2Fv1%2Flogs', { active: '../../v1/logs' }],
    ['active=x%3Ftoken%3Dabc', { active: 'x?token=abc' }],
    ['', {}],
    ['?', {}],
  ])('%s', (input, expected) => {
    expect(plain(parseSearch(input))).toEqual(expected);
  });

  it('treats __proto__ and constructor as plain keys', () => {
    const parsed = parseSearch('?__proto__=x&constructor=y');
    expect(Object.keys(parsed)).toEqual(['__proto__', 'constructor']);
    expect(parsed.__proto__).toBe('x');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('reads a value nested 6,000 levels deep as text, without recursion', () => {
    const deep = '['.repeat(6000) + ']'.repeat(6000);
    const parsed = parseSearch(`?contacts=${encodeURIComponent(deep)}&filters=${'['.repeat(6000)}`);
    expect(parsed.contacts).toBe(deep);
    expect(() => parseRootSearch(parsed)).not.toThrow();
  });
});

describe('stringifySearch', () => {
  it.each([
    [{ active: '12345678901234567890' }, '?active=12345678901234567890'],
    [{ contacts: true, editContact: 1000 }, '?contacts=true&editContact=1000'],
    [{ a: undefined, b: null, c: 'x' }, '?c=x'],
    [{ q: 'a b&c=d' }, '?q=a+b%26c%3Dd'],
    [{ filters: { a: [1, 2] } }, '?filters=%7B%22a%22%3A%5B1%2C2%5D%7D'],
    [{}, ''],
  ])('%j -> %s', (search, expected) => {
    expect(stringifySearch(search)).toBe(expected);
  });

  it('leaves out a value JSON cannot write, without throwing', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(stringifySearch({ a: '1', cyclic })).toBe('?a=1');
  });
});

// Keys and values as they come from URLs: any well-formed text (lone surrogates cannot survive
// a URL, which decodes them to U+FFFD).
const text = fc.string({ unit: 'grapheme', maxLength: 20 });
const rawSearch = fc
  .uniqueArray(fc.tuple(text, text), { selector: ([k]) => k, maxLength: 8 })
  .map((entries) => Object.fromEntries(entries));

describe('round trip (property)', () => {
  it('parse(stringify(search)) gives back every string', () => {
    fc.assert(
      fc.property(rawSearch, (search) => {
        expect(plain(parseSearch(stringifySearch(search)))).toEqual(search);
      }),
    );
  });

  it('stringify(parse(url)) is a fixed point of parsing, for any query text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (query) => {
        const once = parseSearch(query);
        expect(plain(parseSearch(stringifySearch(once)))).toEqual(plain(once));
      }),
    );
  });
});

describe('root search over the string codec', () => {
  it.each([
    ['?highlightId=12345678901234567890', { highlightId: '12345678901234567890' }],
    ['?highlightId=true', { highlightId: 'true' }],
    ['?editContact=1e3', { editContact: '1e3' }],
    ['?contacts', { contacts: true }],
    ['?contacts=true', { contacts: true }],
    ['?contacts=TRUE', { contacts: true }],
    ['?contacts=false', {}],
    ['?contacts=0', {}],
    ['?call=14155550187', { call: '14155550187' }],
    ['?org=3001&partner=-1', { org: 3001 }],
    ['?premium=true', { premium: true }],
  ])('%s', (input, expected) => {
    expect(parseRootSearch(parseSearch(input))).toEqual(expected);
  });
});
