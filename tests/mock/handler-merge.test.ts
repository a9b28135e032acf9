// One handler per operation: the areas' handler maps (mocks/engine/handlers*.js) are merged by
// mergeHandlers, which refuses an operationId two maps define instead of letting the later win.
import { describe, it, expect } from 'vitest';
import { call, engine, spec } from './helpers';
import { mergeHandlers } from '../../mocks/engine/util.js';
import { handlers } from '../../mocks/engine/handlers.js';
import { createEngine } from '../../mocks/engine/engine.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const a = () => 'a';
const b = () => 'b';
const c = () => 'c';

describe('mergeHandlers', () => {
  it.each([
    ['no maps', {}, []],
    ['one map', { 'one.js': { getA: a } }, ['getA']],
    ['disjoint maps, in order', { 'one.js': { getA: a, getB: b }, 'two.js': { getC: c } }, ['getA', 'getB', 'getC']],
    ['an empty map among others', { 'one.js': { getA: a }, 'two.js': {}, 'three.js': { getB: b } }, ['getA', 'getB']],
  ])('%s: every handler kept as given', (_name, maps: Record<string, Record<string, () => string>>, keys) => {
    const merged = mergeHandlers(maps);
    expect(Object.keys(merged)).toEqual(keys);
    for (const map of Object.values(maps)) for (const [k, h] of Object.entries(map)) expect(merged[k]).toBe(h);
  });

  it.each([
    [
      'two maps',
      { 'handlers.js': { saveSchedule: a }, 'handlers-numbers.js': { saveSchedule: b } },
      'saveSchedule',
      'handlers.js',
      'handlers-numbers.js',
    ],
    [
      'the later of three maps',
      { 'x.js': { getA: a }, 'y.js': { getB: b }, 'z.js': { getC: c, getA: c } },
      'getA',
      'x.js',
      'z.js',
    ],
  ])('a duplicate across %s throws, naming the operation and both maps', (_name, maps, op, first, second) => {
    expect(() => mergeHandlers(maps)).toThrow(`operation ${op} is defined in both ${first} and ${second}`);
  });
});

describe('the real handlers', () => {
  it('merge without a duplicate, and the engine starts with them', () => {
    // Importing handlers.js would have thrown on a duplicate; the engine also checks every name.
    expect(Object.keys(handlers).length).toBeGreaterThan(100);
    const e = createEngine({ spec, strict: true });
    expect(call(e, 'GET', '/api/v1/account?token=start').status).toBe(200);
  });

  it('the one updateAccountSettings does what both former ones did (another account’s settings, SMS access)', () => {
    const e = engine();
    const orgs = (call(e, 'GET', '/api/v2/listOrganizations?token=m').json as Json).accounts as Json[];
    const reseller = orgs[0]!.resellerId as number;
    const t = `?token=m&targetAccountId=${reseller}`;
    expect(
      call(e, 'POST', `/api/v1/accountSetting${t}`, { settings: { supportUrl: 'https://help.example' } }).status,
    ).toBe(200);
    expect((call(e, 'GET', `/api/v1/account${t}`).json as Json).settings.supportUrl).toBe('https://help.example');
    expect((call(e, 'GET', '/api/v1/account?token=m').json as Json).settings?.supportUrl).toBeUndefined();
    // SMS access requested through an agent account's settings (which has none yet).
    const agent = '?token=m&targetAccountId=4002';
    expect((call(e, 'GET', `/api/v1/account${agent}`).json as Json).smsEnabled).not.toBe(true);
    const asked = call(e, 'POST', `/api/v1/accountSetting${agent}`, {
      settings: { smsAccessRequest: { requestedAt: 1764000000, useCase: 'Appointment reminders' } },
    });
    expect(asked.status).toBe(200);
    expect((call(e, 'GET', `/api/v1/account${agent}`).json as Json).smsEnabled).toBe(true);
    expect(e.violations).toEqual([]);
  });
});
