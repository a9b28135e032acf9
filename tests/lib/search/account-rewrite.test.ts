import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ACCOUNT_PATH_TYPES,
  accountPathOfPathname,
  accountPathToInternal,
  accountPathToPublic,
  formatAccountParam,
  parseAccountParam,
} from '@/lib/search';

describe('account path rewrite (public ⇄ internal)', () => {
  it.each([
    ['/app/org/3001', '/app/org:3001'],
    ['/app/org/3001/logs', '/app/org:3001/logs'],
    ['/app/reseller/2001/org/3001/agent/4001/agent', '/app/reseller:2001,org:3001,agent:4001/agent'],
    ['/app/org/3001/agent', '/app/org:3001/agent'],
    ['/app/agent/5/agent/', '/app/agent:5/agent/'],
    ['/app/org/3001/', '/app/org:3001/'],
  ])('%s → %s', (pub, internal) => {
    expect(accountPathToInternal(pub)).toBe(internal);
    expect(accountPathToPublic(internal)).toBe(pub);
  });

  it.each([
    '/app',
    '/app/',
    '/app/signin',
    '/app/org',
    '/app/org/abc',
    '/app/org/3001/org/5',
    '/app/agent/1/org/2',
    '/app/org/0',
    '/inbox',
    '/u/someone',
    '/app/org/99999999999999999999',
  ])('%s is left alone', (path) => {
    expect(accountPathToInternal(path)).toBeNull();
  });

  it('reads the percent-encoded internal segment the router may hand back', () => {
    expect(accountPathToPublic('/app/org%3A3001%2Cagent%3A5/logs')).toBe('/app/org/3001/agent/5/logs');
    expect(accountPathOfPathname('/app/org%3A3001/logs').map((e) => e.key)).toEqual(['org:3001']);
    expect(accountPathOfPathname('/app/%E0%A4%A')).toEqual([]);
  });

  it('property: any valid account path and section round-trips', () => {
    const path = fc
      .subarray([...ACCOUNT_PATH_TYPES], { minLength: 1 })
      .chain((types) =>
        fc.tuple(...types.map((type) => fc.integer({ min: 1, max: 1e12 }).map((id) => ({ type, id })))),
      );
    const section = fc.constantFrom('', '/logs', '/dashboard', '/agent', '/usage/', '/x/y');
    fc.assert(
      fc.property(path, section, (entries, rest) => {
        const pub = `/app/${entries.map((e) => `${e.type}/${e.id}`).join('/')}${rest}`;
        const internal = accountPathToInternal(pub);
        expect(internal).toBe(`/app/${formatAccountParam(entries)}${rest}`);
        expect(accountPathToPublic(internal!)).toBe(pub);
        expect(parseAccountParam(formatAccountParam(entries))?.map((e) => e.id)).toEqual(entries.map((e) => e.id));
      }),
    );
  });

  it('property: arbitrary paths never throw', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        accountPathToInternal(`/app/${s}`);
        accountPathToPublic(`/app/${s}`);
        accountPathOfPathname(`/app/${s}`);
      }),
    );
  });
});
