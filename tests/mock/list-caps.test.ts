// Lists that grow with writes stay within their contract cap (`maxItems`, issue 27 §2): an
// addition to a full list is refused and nothing is stored, so every later read still answers
// within the contract; replacing an entry of a full list still works.
import { describe, it, expect } from 'vitest';
import { call, engine } from './helpers';

type Json = Record<string, unknown>;
const T = 'token=caps';

/** The seeded state of a fresh engine (the first entry of each list is the pattern to copy). */
type Seed = Record<'webhooks' | 'domains' | 'apiTokens' | 'templates' | 'sipWhitelist' | 'adminUsersSeed', Json[]>;
function seeded(): Seed {
  return engine().seed() as Seed;
}
const many = <T extends Json>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));

describe('lists that grow with writes keep their maxItems', () => {
  const s = seeded();
  const cases: {
    list: string;
    max: number;
    state: (n: number) => Json;
    add: [string, string, unknown];
    read: [string, (json: Json) => unknown[]];
  }[] = [
    {
      list: 'webhooks',
      max: 100,
      state: (n) => ({ webhooks: many(n, (i) => ({ ...(s.webhooks[0] as Json), url: `https://hooks.example/${i}` })) }),
      add: ['POST', '/api/v2/webhooks', { url: 'https://hooks.example/new', type: 'conversation', label: 'New' }],
      read: ['/api/v2/webhooks', (j) => j as unknown as unknown[]],
    },
    {
      list: 'domains',
      max: 100,
      state: (n) => ({
        domains: many(n, (i) => ({ ...(s.domains[0] as Json), domain: `d${i}.example.com`, default: i === 0 })),
      }),
      add: ['POST', '/api/v2/domain', { domain: 'new.example.com' }],
      read: ['/api/v2/domains', (j) => j.domains as unknown[]],
    },
    {
      list: 'API tokens',
      max: 100,
      state: (n) => ({ apiTokens: many(n, (i) => ({ ...(s.apiTokens[0] as Json), token: `vida_1_${i}` })) }),
      add: ['POST', '/api/v2/tokens', { type: 'admin', description: 'One more' }],
      read: ['/api/v2/tokens', (j) => j.tokens as unknown[]],
    },
    {
      list: 'templates',
      max: 1000,
      state: (n) => ({ templates: many(n, (i) => ({ ...(s.templates[0] as Json), id: `tpl_${i}` })) }),
      add: ['POST', '/api/v2/templates/createTemplate', { template: { title: 'One more' } }],
      read: ['/api/v2/templates', (j) => j.templates as unknown[]],
    },
    {
      list: 'team members',
      max: 1000,
      state: (n) => ({
        adminUsersSeed: many(n, (i) => ({ ...s.adminUsersSeed[0], id: 7000 + i, email: `p${i}@team.example` })),
      }),
      add: ['POST', '/api/v2/inviteAdminUser', { email: 'one.more@team.example' }],
      read: ['/api/v2/listAdminUsers', (j) => j.users as unknown[]],
    },
  ];

  it.each(cases)(
    '$list: full at $max, one more is refused and the list stays readable',
    ({ max, state, add, read }) => {
      const e = engine({ initialState: { tokens: { caps: state(max) } } });
      const [method, path, body] = add;
      const refused = call(e, method, `${path}?${T}`, body);
      expect([400, 422]).toContain(refused.status);
      expect((refused.json as { message: string }).message).toMatch(new RegExp(`^At most ${max} `));
      const [readPath, items] = read;
      const list = call(e, 'GET', `${readPath}?${T}`);
      expect(list.status).toBe(200);
      expect(items(list.json as Json)).toHaveLength(max);
      expect(e.violations).toEqual([]);
    },
  );

  it('one below the cap, the addition goes through', () => {
    const e = engine({ initialState: { tokens: { caps: cases[0]!.state(99) } } });
    const [method, path, body] = cases[0]!.add;
    expect(call(e, method, `${path}?${T}`, body).status).toBeLessThan(300);
    expect(call(e, 'GET', `/api/v2/webhooks?${T}`).json).toHaveLength(100);
    expect(e.violations).toEqual([]);
  });

  it('the SIP allow-list (500): replacing an address of a full list works, a new one is refused', () => {
    const sip = many(500, (i) => ({ ...(s.sipWhitelist[0] as Json), ip: `10.0.${Math.floor(i / 250)}.${i % 250}` }));
    const e = engine({ initialState: { tokens: { caps: { sipWhitelist: sip } } } });
    const replaced = call(e, 'POST', `/api/v2/sip/ipWhitelist?${T}`, { ip: '10.0.0.1', label: 'Office' });
    expect(replaced.status).toBeLessThan(300);
    expect((replaced.json as { whitelist: unknown[] }).whitelist).toHaveLength(500);
    const refused = call(e, 'POST', `/api/v2/sip/ipWhitelist?${T}`, { ip: '192.0.2.7', label: 'New' });
    expect([400, 422]).toContain(refused.status);
    expect(e.violations).toEqual([]);
  });
});
