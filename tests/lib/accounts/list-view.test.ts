import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import {
  ACCOUNT_SORTS,
  ORG_DATE_FILTERS,
  ORG_FLAG_FILTERS,
  ORG_RANGE_FILTERS,
  ORG_TEXT_FILTERS,
  accountListSearchSchema,
  applyListChange,
  listHoldsAll,
  listViewOf,
  matchesPhrase,
  organizationListSearchSchema,
  pageView,
  scopedListAccount,
  type AccountRow,
  type AccountsListSearch,
  type ListChange,
  type OrgFilters,
} from '@/lib/accounts';
import { parseSearch, stringifySearch } from '@/lib/search';

const dayArb = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const idTextArb = fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/);
const filtersArb: fc.Arbitrary<OrgFilters> = fc.record(
  {
    ...Object.fromEntries(ORG_RANGE_FILTERS.map((k) => [k, fc.integer({ min: 0, max: 10_000_000 })])),
    ...Object.fromEntries(ORG_FLAG_FILTERS.map((k) => [k, fc.constantFrom('true', 'false')])),
    productPlanTerm: fc.constantFrom('month', 'year'),
    ...Object.fromEntries(ORG_TEXT_FILTERS.map((k) => [k, idTextArb])),
    ...Object.fromEntries(ORG_DATE_FILTERS.map((k) => [k, dayArb])),
  } as Record<string, fc.Arbitrary<unknown>>,
  { requiredKeys: [] },
);
const phraseArb = fc.stringMatching(/^[a-z0-9][a-z0-9 ]{0,20}[a-z0-9]$/);
const viewArb: fc.Arbitrary<AccountsListSearch> = fc.record({
  page: fc.option(fc.integer({ min: 2, max: 500 }), { nil: undefined }),
  sort: fc.option(fc.constantFrom(...ACCOUNT_SORTS), { nil: undefined }),
  q: fc.option(phraseArb, { nil: undefined }),
  status: fc.option(fc.constant('disabled' as const), { nil: undefined }),
  highlightId: fc.option(fc.integer({ min: 1, max: 99_999 }).map(String), { nil: undefined }),
  pick: fc.option(fc.integer({ min: 1, max: 99_999 }), { nil: undefined }),
  filters: filtersArb,
});

/** The URL a browser would hold after `search` is written (the router's codec), read back by the route's schema. */
const throughUrl = (search: Record<string, unknown>) =>
  v.parse(organizationListSearchSchema, parseSearch(stringifySearch(search)));

describe('a list’s URL', () => {
  it('round-trips every view: page, sort, search, status, highlighted and picked row, every filter', () => {
    fc.assert(
      fc.property(viewArb, (view) => {
        const { pick, ...change } = view;
        const url = applyListChange({ ...(pick !== undefined ? { org: pick } : {}) }, change);
        expect(listViewOf('organizations', throughUrl(url))).toEqual(view);
      }),
    );
  });

  it('a search keeps every other parameter (status, filters, sort, overlays) and resets only the page', () => {
    fc.assert(
      fc.property(viewArb, fc.option(phraseArb, { nil: undefined }), (view, q) => {
        const { pick: _pick, ...rest } = view;
        const before = { ...applyListChange({ orgInfo: '3001' }, rest), page: view.page };
        const next = applyListChange(before, { q });
        const was = listViewOf('organizations', throughUrl(before));
        expect(listViewOf('organizations', throughUrl(next))).toEqual({ ...was, q, page: undefined });
        // Parameters the list does not own (an open overlay) stay as they were.
        expect(next.orgInfo).toBe('3001');
      }),
    );
  });

  it('the disabled status survives every other change; active, the default, is never written', () => {
    const changes: fc.Arbitrary<ListChange> = fc.oneof(
      phraseArb.map((q) => ({ q })),
      filtersArb.map((filters) => ({ filters })),
      fc.constantFrom(...ACCOUNT_SORTS).map((sort) => ({ sort })),
      fc.integer({ min: 1, max: 50 }).map((page) => ({ page })),
    );
    fc.assert(
      fc.property(changes, (change) => {
        expect(throughUrl(applyListChange({ status: 'disabled' as const }, change)).status).toBe('disabled');
        expect(throughUrl(applyListChange({}, change)).status).toBeUndefined();
      }),
    );
    expect(applyListChange({ status: 'disabled' as const, q: 'x' }, { status: 'active' })).toEqual({
      status: undefined,
      q: 'x',
      page: undefined,
    });
  });

  it('the page changes only by itself, and page 1 is not written', () => {
    expect(applyListChange({ q: 'sun', page: 3 }, { page: 4 })).toEqual({ q: 'sun', page: 4 });
    expect(applyListChange({ q: 'sun', page: 3 }, { page: 1 })).toEqual({ q: 'sun', page: undefined });
    expect(applyListChange({ q: 'sun', page: 3 }, { sort: '-created' })).toEqual({
      q: 'sun',
      sort: '-created',
      page: undefined,
    });
  });

  it('invalid values fall back to the defaults, never throw', () => {
    const parsed = v.parse(accountListSearchSchema, {
      page: '0',
      sort: 'size',
      status: 'gone',
      reseller: '-1',
      org: 'x',
      q: ' ',
    });
    expect(listViewOf('agents', parsed)).toEqual({
      page: undefined,
      sort: undefined,
      q: undefined,
      status: undefined,
      highlightId: undefined,
      pick: undefined,
      filters: {},
    });
  });

  it('the list’s own level picks a row; the other levels do not', () => {
    const url = v.parse(accountListSearchSchema, { reseller: '2001', org: '3001', agent: '4002' });
    expect(listViewOf('resellers', url).pick).toBe(2001);
    expect(listViewOf('organizations', url).pick).toBe(3001);
    expect(listViewOf('agents', url).pick).toBe(4002);
  });
});

describe('scoping a list by its parent’s parameter', () => {
  it.each([
    ['partner:1001', 'organizations', 2001, 'partner:1001,reseller:2001'],
    ['partner:1001,reseller:2001', 'organizations', 2002, 'partner:1001,reseller:2002'],
    ['partner:1001,reseller:2001', 'organizations', 2001, undefined],
    ['reseller:2001,org:3001', 'organizations', 2001, 'reseller:2001'],
    ['reseller:2001', 'agents', 3001, 'reseller:2001,org:3001'],
    ['partner:1001,reseller:2001,org:3001', 'agents', 3002, 'partner:1001,reseller:2001,org:3002'],
    ['partner:1000', 'resellers', 1001, 'partner:1001'],
    ['org:3001', 'resellers', undefined, undefined],
    ['not a path', 'resellers', 1001, undefined],
  ] as const)('%s %s with %s → %s', (account, kind, id, expected) => {
    expect(scopedListAccount(account, kind, id)).toBe(expected);
  });
});

const row = (id: number, name: string, extra: Partial<AccountRow> = {}): AccountRow => ({ id, name, ...extra });

describe('the page of the rows held', () => {
  it('asks for every match only when the server cannot do the work', () => {
    expect(listHoldsAll('organizations', { filters: {} })).toBe(false);
    expect(listHoldsAll('organizations', { filters: { productPlanId: 'x' } })).toBe(true);
    expect(listHoldsAll('agents', { filters: {}, q: ' ' })).toBe(false);
    expect(listHoldsAll('agents', { filters: {}, q: 'sun' })).toBe(true);
    expect(listHoldsAll('resellers', { filters: {}, sort: 'name' })).toBe(true);
  });

  it('a phrase matches when every word is in the name, username, email or number', () => {
    const r = row(1, 'Sunrise Dental', { username: 'sunrise1', email: 'maria@x.example', phoneNumber: '+15550100' });
    expect(matchesPhrase(r, 'dental SUN')).toBe(true);
    expect(matchesPhrase(r, 'maria 5550100')).toBe(true);
    expect(matchesPhrase(r, 'dental moon')).toBe(false);
    expect(matchesPhrase(r, '')).toBe(true);
  });

  it('sorts the whole set before cutting the page; status and phrase applied; past the end shows the last page', () => {
    const rows = Array.from({ length: 45 }, (_, i) =>
      row(i + 1, `Org ${String(45 - i).padStart(2, '0')}`, { active: i % 3 !== 0 }),
    );
    const data = { rows, total: 45, held: true };
    const first = pageView(data, { page: 0, sort: 'name' });
    expect(first.rows[0]?.name).toBe('Org 01');
    expect(first.total).toBe(30);
    expect(pageView(data, { page: 0, status: 'disabled' }).total).toBe(15);
    expect(pageView(data, { page: 9, sort: '-name' }).rows.map((r) => r.name)).toEqual(
      pageView(data, { page: 1, sort: '-name' }).rows.map((r) => r.name),
    );
    expect(pageView(data, { page: 0, q: '4 ORG' }).rows.map((r) => r.name)).toEqual(
      ['Org 04', 'Org 14', 'Org 24', 'Org 34', 'Org 40', 'Org 41', 'Org 42', 'Org 43', 'Org 44', 'Org 45']
        .filter((n) => data.rows.some((r) => r.name === n && r.active !== false))
        .sort((a, b) => data.rows.findIndex((r) => r.name === a) - data.rows.findIndex((r) => r.name === b)),
    );
    expect(pageView({ rows: rows.slice(0, 20), total: 45, held: false }, { page: 0, sort: 'name' }).rows).toEqual(
      rows.slice(0, 20),
    );
    expect(pageView({ rows, total: 2000, held: true }, { page: 0 })).toMatchObject({
      truncated: true,
      held: 45,
      available: 2000,
    });
  });

  it('with no page asked for, a held list opens on the page of the row in focus', () => {
    const rows = Array.from({ length: 45 }, (_, i) => row(i + 1, `Org ${String(i + 1).padStart(2, '0')}`));
    const data = { rows, total: 45, held: true };
    const view = pageView(data, { page: 0, sort: 'name', focusId: 30 });
    expect(view.page).toBe(1);
    expect(view.rows.map((r) => r.id)).toContain(30);
    // An explicit page wins; an unknown id changes nothing.
    expect(pageView(data, { page: 2, sort: 'name', focusId: 30 }).page).toBe(2);
    expect(pageView(data, { page: 0, sort: 'name', focusId: 999 }).page).toBe(0);
  });

  it('paging the held set shows each matching row exactly once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.string({ maxLength: 6 }), active: fc.boolean() }), { maxLength: 70 }),
        fc.constantFrom(undefined, ...ACCOUNT_SORTS),
        (raw, sort) => {
          const rows = raw.map((r, i) => row(i + 1, r.name, { active: r.active }));
          const data = { rows, total: rows.length, held: true };
          const first = pageView(data, { page: 0, sort });
          const pages = Math.max(1, Math.ceil(first.total / 20));
          const seen = Array.from({ length: pages }, (_, p) => pageView(data, { page: p, sort }).rows).flat();
          expect(seen.map((r) => r.id).sort((a, b) => a - b)).toEqual(rows.filter((r) => r.active).map((r) => r.id));
        },
      ),
    );
  });
});
