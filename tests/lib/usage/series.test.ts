import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_USAGE_QUERY,
  parseUsageQuery,
  usageDayLabel,
  usagePoints,
  usageRequestParams,
  usageTotals,
} from '@/lib/usage';

const results = {
  '11-21-2025': {
    number: 1,
    tokens: 39540,
    voice: 28.75,
    advancedVoice: 0,
    'outbound-message': 11,
    'inbound-message': 16,
  },
  '11-19-2025': {
    number: 1,
    tokens: 48210,
    voice: 36.5,
    advancedVoice: 0,
    'outbound-message': 14,
    'inbound-message': 22,
    'cost:voice': 1.5,
  },
  '11-20-2025': {
    number: 1,
    tokens: 61877,
    voice: 52.25,
    advancedVoice: 4.5,
    'outbound-message': 19,
    'inbound-message': 27,
  },
};

describe('usage series (doc 001 §9)', () => {
  it('zero-fills the current billing period for 30 days from the first date', () => {
    const points = usagePoints(results, 'current');
    expect(points).toHaveLength(30);
    expect(points[0]!.key).toBe('11-19-2025');
    expect(points[29]!.key).toBe('12-18-2025');
    expect(points[1]).toMatchObject({ minutes: 56.75, messages: 46, tokens: 61877 });
    expect(points[5]).toMatchObject({ minutes: 0, messages: 0, tokens: 0, cost: 0 });
  });

  it('other periods are ordered by date without filling', () => {
    expect(usagePoints(results, 'previous').map((p) => p.key)).toEqual(['11-19-2025', '11-20-2025', '11-21-2025']);
    expect(usagePoints(undefined, 'current')).toEqual([]);
    expect(usagePoints({ 'not-a-date': { voice: 1 } }, null)).toEqual([]);
  });

  it('totals sum the days; phone numbers are the last day’s count; costs are noticed', () => {
    const totals = usageTotals(usagePoints(results, 'current'), results);
    expect(totals).toMatchObject({
      minutes: 122,
      voice: 117.5,
      advancedVoice: 4.5,
      messages: 109,
      tokens: 149627,
      cost: 1.5,
      hasCosts: true,
    });
    expect(usageTotals(usagePoints(results, 'previous'), results).numbers).toBe(1);
  });

  it('bad counters count as zero', () => {
    const [p] = usagePoints({ '01-01-2026': { voice: 'x', tokens: -3, 'inbound-message': '4' } }, null);
    expect(p).toMatchObject({ voice: 0, tokens: 0, inbound: 4 });
  });

  it('labels days in UTC', () => {
    expect(usageDayLabel(Date.UTC(2025, 10, 19))).toMatch(/19/);
  });

  it('property: filled points are consecutive days and keep every counter', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc
            .date({ min: new Date(Date.UTC(2024, 0, 1)), max: new Date(Date.UTC(2026, 0, 1)), noInvalidDate: true })
            .map((d) => {
              const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
              const dd = String(d.getUTCDate()).padStart(2, '0');
              return `${mm}-${dd}-${d.getUTCFullYear()}`;
            }),
          fc.record({ voice: fc.nat(1000), tokens: fc.nat(100000) }),
          { maxKeys: 10 },
        ),
        (input) => {
          const points = usagePoints(input, 'current');
          const keys = Object.keys(input);
          if (keys.length === 0) {
            expect(points).toEqual([]);
            return;
          }
          for (let i = 1; i < Math.min(30, points.length); i += 1)
            expect(points[i]!.ms - points[i - 1]!.ms).toBe(86_400_000);
          const total = Object.values(input).reduce((s, e) => s + e.voice, 0);
          expect(usageTotals(points).voice).toBe(total);
        },
      ),
    );
  });
});

describe('usage query', () => {
  it('defaults to the current billing period by day', () => {
    expect(parseUsageQuery({})).toEqual(DEFAULT_USAGE_QUERY);
    expect(usageRequestParams(DEFAULT_USAGE_QUERY)).toEqual({
      frequency: 'day',
      timeseries: true,
      giveCosts: true,
      billingPeriod: 'current',
    });
  });

  it('reads a custom range and the previous period; rejects bad ranges', () => {
    const custom = parseUsageQuery({ startDate: '2025-11-01', endDate: '2025-11-21' });
    expect(custom).toEqual({ frequency: 'day', billingPeriod: null, startDate: '2025-11-01', endDate: '2025-11-21' });
    expect(usageRequestParams(custom)).toMatchObject({
      startDate: '2025-11-01T00:00:00Z',
      endDate: '2025-11-21T23:59:59Z',
    });
    expect(parseUsageQuery({ billingPeriod: 'previous' }).billingPeriod).toBe('previous');
    expect(parseUsageQuery({ startDate: '2025-11-21', endDate: '2025-11-01' })).toEqual(DEFAULT_USAGE_QUERY);
    expect(parseUsageQuery({ startDate: '2025-02-30', endDate: '2025-03-01' })).toEqual(DEFAULT_USAGE_QUERY);
    expect(parseUsageQuery({ frequency: 'hour' }).frequency).toBe('day');
  });
});
