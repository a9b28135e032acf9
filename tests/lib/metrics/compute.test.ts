import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_METRICS } from '@/lib/formula';
import { computeMetricResult, createMetric } from '@/lib/formula';
import { computeMetricDetail, computeMetrics, dayStarts, metricRows, metricsWindow, parseIsoUtc } from '@/lib/metrics';

const NOW = Date.UTC(2025, 10, 22, 12);
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

const ROWS = [
  { timestamp: iso(NOW - 1 * DAY), duration: 120, direction: 'inbound', transfer: 0, scheduled: 'true' },
  { timestamp: iso(NOW - 1 * DAY - 3600_000), duration: 60, direction: 'outbound', transfer: 1, scheduled: 'false' },
  { timestamp: iso(NOW - 3 * DAY), duration: 300, direction: 'inbound', transfer: 0, scheduled: 'false' },
  { timestamp: iso(NOW - 40 * DAY), duration: 999, direction: 'inbound', transfer: 0, scheduled: 'true' },
  { timestamp: 'not a time', duration: 5, direction: 'inbound' },
];

describe('computeMetricDetail', () => {
  it('computes the eight default metrics over the window (rows outside it and without a time are skipped)', () => {
    const byName = Object.fromEntries(computeMetrics(DEFAULT_METRICS, ROWS, NOW).map((r) => [r.name, r]));
    expect(byName.callsAnswered?.value).toBe(3);
    expect(byName.minutesSaved?.value).toBeCloseTo(480 * 0.0166667, 9);
    expect(byName.appointmentsBooked?.value).toBe(1);
    expect(byName.appointmentBookRate?.value).toBeCloseTo(100 / 3, 9);
    expect(byName.avgCallDuration?.value).toBe(160);
    expect(byName.callsTransfered?.value).toBe(1);
    expect(byName.inboundCalls?.value).toBe(2);
    expect(byName.outboundCalls?.value).toBe(1);
  });

  it('gives one trend point per local day of the window, the rows falling on their day', () => {
    const result = computeMetricDetail(createMetric({ name: 'n', aggregation: 'count' }), ROWS, NOW);
    expect(result.trend.length).toBe(31);
    expect(result.trend.reduce((sum, p) => sum + p.rowCount, 0)).toBe(3);
    const dayOf = (ms: number) => {
      const d = new Date(ms);
      d.setHours(0, 0, 0, 0);
      return d.getTime();
    };
    const point = result.trend.find((p) => p.day === dayOf(NOW - 3 * DAY));
    expect(point?.value).toBe(1);
  });

  it('an invalid formula gives 0, the message and an all-zero trend', () => {
    const result = computeMetricDetail(createMetric({ name: 'bad', formula: 'duration +' }), ROWS, NOW);
    expect(result.value).toBe(0);
    expect(result.error).toMatch(/^Unexpected token/);
    expect(result.trend.every((p) => p.value === 0)).toBe(true);
  });

  it('malformed input never throws', () => {
    expect(computeMetrics(null as never, null as never, NOW)).toEqual([]);
    const r = computeMetricDetail(null as never, [null, 5, 'x'] as never, NOW);
    expect(r.value).toBe(0);
  });

  it('metricRows lists the rows behind the number, newest first', () => {
    const inbound = DEFAULT_METRICS.find((m) => m.name === 'inboundCalls')!;
    expect(metricRows(inbound, ROWS, NOW).map((r) => r.duration)).toEqual([120, 300]);
  });

  it('metricsWindow spans the widest metric window', () => {
    const w = metricsWindow(
      [
        createMetric({ name: 'a' }),
        createMetric({ name: 'b', dateFilter: { type: 'moving', lastN: 2, unit: 'month' } }),
      ],
      NOW,
    );
    expect(w).toEqual({ start: NOW - 60 * DAY, end: NOW });
  });

  it('dayStarts covers each local day once, also across a DST change', () => {
    const days = dayStarts(Date.UTC(2025, 2, 1), Date.UTC(2025, 3, 30));
    expect(days.length).toBeGreaterThanOrEqual(60);
    for (const day of days) expect(new Date(day).getHours()).toBe(0);
    expect(new Set(days.map((d) => new Date(d).toDateString())).size).toBe(days.length);
    expect(dayStarts(5, 1)).toEqual([]);
  });
});

const cell = fc.oneof(
  fc.integer({ min: -50, max: 900 }),
  fc.constantFrom('inbound', 'outbound', 'true', 'false', ''),
  fc.constant(null),
);
const row = fc.record(
  {
    timestamp: fc.oneof(
      fc.integer({ min: NOW - 45 * DAY, max: NOW + DAY }).map(iso),
      fc.integer({ min: (NOW - 45 * DAY) / 1000, max: NOW / 1000 }),
      fc.constant('garbage'),
    ),
    duration: cell,
    direction: cell,
    transfer: cell,
    scheduled: cell,
  },
  { requiredKeys: [] },
);
const metric = fc.record({
  name: fc.constant('m'),
  formula: fc.constantFrom('1', 'duration', "scheduled = 'true'", 'duration / transfer', 'max(duration, 10)'),
  aggregation: fc.constantFrom('sum', 'count', 'avg' as const),
  scale: fc.constantFrom(1, 100, 0.0166667),
  filters: fc.constantFrom({}, { direction: 'inbound|is' }, { transfer: '1|equals' }),
  dateFilter: fc.record({
    type: fc.constant('moving' as const),
    lastN: fc.integer({ min: 1, max: 40 }),
    unit: fc.constantFrom('day', 'days', 'week', 'hour'),
  }),
});

describe('properties', () => {
  it('the value equals computeMetricResult, and for sum/count the trend adds up to it', () => {
    fc.assert(
      fc.property(metric, fc.array(row, { maxLength: 40 }), (m, rows) => {
        const detail = computeMetricDetail(m, rows, NOW);
        const reference = computeMetricResult(m, rows, NOW);
        expect(detail.value).toBeCloseTo(reference.value, 6);
        expect(detail.rowCount).toBe(reference.rowCount);
        if (m.aggregation !== 'avg') {
          const sum = detail.trend.reduce((s, p) => s + p.value, 0);
          expect(sum).toBeCloseTo(detail.value, 6);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('parseIsoUtc agrees with Date.parse on the API time shapes, and refuses other shapes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4102444800000 }), fc.boolean(), (ms, withMillis) => {
        const text = withMillis ? iso(ms) : iso(ms).replace(/\.\d{3}Z$/, 'Z');
        expect(parseIsoUtc(text)).toBe(Date.parse(text));
      }),
    );
    for (const bad of [
      '2025-02-31T00:00:00Z',
      '2025-13-01T00:00:00Z',
      '2025-01-01 00:00:00Z',
      '2025-01-01T00:00:00',
      'x',
    ]) {
      expect(Number.isNaN(parseIsoUtc(bad))).toBe(true);
    }
  });
});
