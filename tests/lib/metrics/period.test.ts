import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createMetric } from '@/lib/formula';
import {
  DASHBOARD_RANGES,
  RANGE_LABELS,
  changeLabel,
  computeMetricDetail,
  metricOver,
  metricPeriods,
  periodChange,
  previousWindow,
  rangeWindow,
  spanOf,
} from '@/lib/metrics';

const NOW = new Date(2026, 10, 27, 12, 0, 0).getTime();
const DAY = 86_400_000;

describe('the dashboard’s date range', () => {
  it.each([
    [{}, null],
    [{ range: 'metric' }, null],
    [{ range: '24h' }, { start: NOW - DAY, end: NOW }],
    [{ range: '7d' }, { start: NOW - 7 * DAY, end: NOW }],
    [{ range: '30d' }, { start: NOW - 30 * DAY, end: NOW }],
    [{ range: '90d' }, { start: NOW - 90 * DAY, end: NOW }],
    [{ range: 'custom' }, null],
    [{ range: 'custom', from: '2026-11-01' }, null],
    [{ range: 'custom', from: '2026-02-30', to: '2026-03-01' }, null],
    [
      { range: 'custom', from: '2026-11-01', to: '2026-11-03' },
      { start: new Date(2026, 10, 1).getTime(), end: new Date(2026, 10, 4).getTime() - 1 },
    ],
    [
      { range: 'custom', from: '2026-11-03', to: '2026-11-01' },
      { start: new Date(2026, 10, 1).getTime(), end: new Date(2026, 10, 4).getTime() - 1 },
    ],
  ] as const)('%j gives %j', (choice, window) => {
    expect(rangeWindow(choice, NOW)).toEqual(window);
  });

  it('labels every choice', () => {
    for (const range of DASHBOARD_RANGES) expect(RANGE_LABELS[range]).toBeTruthy();
  });

  it('the previous period has the same length and ends just before the window', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2e12 }), fc.integer({ min: 0, max: 1e11 }), (start, length) => {
        const w = { start, end: start + length };
        const p = previousWindow(w);
        return p.end - p.start === length && p.end === w.start - 1;
      }),
    );
  });

  it('a metric keeps its own window unless a range is chosen', () => {
    const metric = createMetric({ name: 'calls', dateFilter: { type: 'moving', lastN: 7, unit: 'days' } });
    const own = metricPeriods(metric, null, NOW);
    expect(own.current.end).toBe(NOW);
    expect(own.current.end - own.current.start).toBeGreaterThanOrEqual(7 * DAY - 3_600_000);
    const chosen = metricPeriods(metric, { start: NOW - DAY, end: NOW }, NOW);
    expect(chosen).toEqual({
      current: { start: NOW - DAY, end: NOW },
      previous: { start: NOW - 2 * DAY - 1, end: NOW - DAY - 1 },
    });
  });

  it('a metric over a window counts only the rows in it', () => {
    const metric = createMetric({ name: 'calls', aggregation: 'count', formula: '1' });
    const rows = [
      { timestamp: new Date(NOW - 2 * 3_600_000).toISOString() },
      { timestamp: new Date(NOW - 30 * 3_600_000).toISOString() },
      { timestamp: new Date(NOW - 40 * 3_600_000).toISOString() },
    ];
    const current = { start: NOW - DAY, end: NOW };
    expect(computeMetricDetail(metricOver(metric, current), rows, NOW).value).toBe(1);
    expect(computeMetricDetail(metricOver(metric, previousWindow(current)), rows, NOW).value).toBe(2);
  });

  it('the span covers every window', () => {
    expect(spanOf([], NOW)).toEqual({ start: NOW, end: NOW });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 1e10 })), { minLength: 1 }),
        (pairs) => {
          const windows = pairs.map(([s, l]) => ({ start: s, end: s + l }));
          const span = spanOf(windows, NOW);
          return windows.every((w) => w.start >= span.start && w.end <= span.end);
        },
      ),
    );
  });
});

describe('the change against the previous period', () => {
  it.each([
    [120, 100, { delta: 20, percent: 20, direction: 'up' }],
    [80, 100, { delta: -20, percent: -20, direction: 'down' }],
    [5, 5, { delta: 0, percent: 0, direction: 'flat' }],
    [3, 0, { delta: 3, percent: null, direction: 'up' }],
    [0, 0, { delta: 0, percent: null, direction: 'flat' }],
    [-5, -10, { delta: 5, percent: 50, direction: 'up' }],
    [Number.NaN, 4, { delta: -4, percent: -100, direction: 'down' }],
  ])('%d against %d', (current, previous, change) => {
    expect(periodChange(current, previous)).toEqual(change);
  });

  it.each([
    [periodChange(120, 100), '+20% vs previous period'],
    [periodChange(99, 100), '−1% vs previous period'],
    [periodChange(101.5, 100), '+1.5% vs previous period'],
    [periodChange(3, 0), '+3 vs previous period'],
    [periodChange(7, 7), 'No change vs previous period'],
  ])('%j reads “%s”', (change, text) => {
    expect(changeLabel(change, (n) => String(n))).toBe(text);
  });

  it('the direction follows the sign of the delta, and the previous value plus the delta is the current one', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        (c, p) => {
          const change = periodChange(c, p);
          const sign = change.delta > 0 ? 'up' : change.delta < 0 ? 'down' : 'flat';
          return change.direction === sign && Math.abs(p + change.delta - c) <= 1e-6 * Math.max(1, Math.abs(c));
        },
      ),
    );
  });
});
