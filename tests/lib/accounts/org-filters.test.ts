import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import {
  ORG_DATE_FILTERS,
  ORG_FLAG_FILTERS,
  ORG_RANGE_FILTERS,
  ORG_TEXT_FILTERS,
  orgFilterParams,
  orgFilterProblems,
  orgFilterSearchEntries,
  parseOrgFilters,
  serializeOrgFilters,
  type OrgFilters,
} from '@/lib/accounts';

const dayArb = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const idArb = fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/);

const filtersArb: fc.Arbitrary<OrgFilters> = fc.record(
  {
    ...Object.fromEntries(ORG_RANGE_FILTERS.map((k) => [k, fc.integer({ min: 0, max: 10_000_000 })])),
    ...Object.fromEntries(ORG_FLAG_FILTERS.map((k) => [k, fc.constantFrom('true', 'false')])),
    productPlanTerm: fc.constantFrom('month', 'year'),
    ...Object.fromEntries(ORG_TEXT_FILTERS.map((k) => [k, idArb])),
    ...Object.fromEntries(ORG_DATE_FILTERS.map((k) => [k, dayArb])),
  } as Record<string, fc.Arbitrary<unknown>>,
  { requiredKeys: [] },
) as fc.Arbitrary<OrgFilters>;

/** What a URL does to the values: everything becomes text, and the order is whatever it is. */
const throughUrl = (search: Record<string, string>): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(new URLSearchParams(search).toString()));

describe('organization filters in the URL', () => {
  it('round-trip: filters → URL text → the route schema → the same filters', () => {
    const routeSchema = v.object({ page: v.optional(v.string()), ...orgFilterSearchEntries });
    fc.assert(
      fc.property(filtersArb, (filters) => {
        const url = throughUrl(serializeOrgFilters(filters));
        const validated = v.parse(routeSchema, url) as Record<string, unknown>;
        expect(parseOrgFilters(validated)).toEqual(filters);
        expect(parseOrgFilters(url)).toEqual(filters);
      }),
    );
  });

  it('a hand-edited URL never throws; invalid values are dropped', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...ORG_RANGE_FILTERS, ...ORG_DATE_FILTERS, 'subscribed', 'x'), fc.string()),
        (raw) => {
          const parsed = parseOrgFilters(raw);
          for (const [k, value] of Object.entries(parsed)) {
            if ((ORG_RANGE_FILTERS as readonly string[]).includes(k)) expect(Number.isSafeInteger(value)).toBe(true);
          }
        },
      ),
    );
    expect(
      parseOrgFilters({
        allTimeMessagesMin: '-3',
        createdStart: '2025-02-30',
        subscribed: 'maybe',
        productPlanTerm: 'week',
      }),
    ).toEqual({});
  });

  it('the request carries only string or number values (spec 001 §5), dates as epoch seconds', () => {
    fc.assert(
      fc.property(filtersArb, (filters) => {
        for (const value of Object.values(orgFilterParams(filters)))
          expect(['string', 'number']).toContain(typeof value);
      }),
    );
    expect(
      orgFilterParams({
        createdStart: '2025-01-01',
        createdEnd: '2025-01-01',
        subscribed: 'true',
        allTimeVoiceMinutesMin: 0,
      }),
    ).toEqual({
      createdStart: 1735689600,
      createdEnd: 1735689600 + 86_399,
      subscribed: 'true',
      allTimeVoiceMinutesMin: 0,
    });
  });

  it('names a minimum above its maximum and a range that ends before it starts', () => {
    expect(orgFilterProblems({ allTimeMessagesMin: 10, allTimeMessagesMax: 5 })).toHaveProperty('allTimeMessagesMax');
    expect(orgFilterProblems({ createdStart: '2025-03-01', createdEnd: '2025-02-01' })).toHaveProperty('createdEnd');
    expect(orgFilterProblems({ allTimeMessagesMin: 5, allTimeMessagesMax: 5 })).toEqual({});
  });
});
