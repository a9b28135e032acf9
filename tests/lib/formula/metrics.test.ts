import { describe, it, expect } from 'vitest';
import type { Metric } from '@/lib/formula';
import {
  DEFAULT_METRICS,
  DEFAULT_METRIC_DATE_FILTER,
  computeMetric,
  computeMetricResult,
  createMetric,
  formatMetric,
  metricWindow,
} from '@/lib/formula';

const NOW = Date.UTC(2024, 5, 30, 12); // ms
const NOW_S = NOW / 1000;
const DAY = 86_400;

const ROWS = [
  { timestamp: NOW_S - 100, duration: 120, direction: 'inbound', transfer: 1, scheduled: 'true' },
  { timestamp: NOW_S - 2 * DAY, duration: 60, direction: 'outbound', transfer: 0, scheduled: 'false' },
  {
    timestamp: new Date((NOW_S - 3 * DAY) * 1000).toISOString(),
    duration: 30,
    direction: 'Inbound',
    transfer: 0,
    scheduled: 'true',
  },
  { timestamp: (NOW_S - 29 * DAY) * 1000, duration: 90, direction: 'inbound', transfer: 1, scheduled: 'false' },
  { timestamp: NOW_S - 31 * DAY, duration: 600, direction: 'inbound', transfer: 1, scheduled: 'true' }, // outside 30 days
  { timestamp: NOW_S + 3600, duration: 999, direction: 'inbound' }, // in the future
  { duration: 5000, direction: 'inbound' }, // no timestamp
];

const byTitle = (title: string): Metric => {
  const metric = DEFAULT_METRICS.find((m) => m.title === title);
  if (!metric) throw new Error(title);
  return metric;
};

describe('default dashboard metrics (spec §9)', () => {
  it('are the eight metrics, each over a moving window of the last 30 days', () => {
    expect(DEFAULT_METRICS.map((m) => m.title)).toEqual([
      'Minutes Saved',
      'Calls Answered',
      'Appointments Booked',
      'Appointment Book Rate',
      'Avg Call Duration (sec)',
      'Calls Transfered',
      'Inbound Calls',
      'Outbound Calls',
    ]);
    for (const metric of DEFAULT_METRICS)
      expect(metric.dateFilter).toEqual({ type: 'moving', lastN: 30, unit: 'days' });
    expect(byTitle('Minutes Saved')).toMatchObject({ formula: 'duration', aggregation: 'sum', scale: 0.0166667 });
    expect(byTitle('Appointment Book Rate')).toMatchObject({ aggregation: 'avg', scale: 100, format: 'percentage' });
  });

  it.each([
    ['Minutes Saved', (120 + 60 + 30 + 90) * 0.0166667],
    ['Calls Answered', 4],
    ['Appointments Booked', 2],
    ['Appointment Book Rate', 50],
    ['Avg Call Duration (sec)', 75],
    ['Calls Transfered', 2],
    ['Inbound Calls', 3],
    ['Outbound Calls', 1],
  ])('%s → %d', (title, expected) => {
    expect(computeMetric(byTitle(title), ROWS, NOW)).toBeCloseTo(expected, 6);
  });

  it('formats them', () => {
    expect(formatMetric(computeMetric(byTitle('Minutes Saved'), ROWS, NOW), byTitle('Minutes Saved'))).toBe('5');
    expect(
      formatMetric(computeMetric(byTitle('Appointment Book Rate'), ROWS, NOW), byTitle('Appointment Book Rate')),
    ).toBe('50.0%');
  });
});

describe('computeMetric', () => {
  it.each([
    ['sum', 'duration', 1, 300],
    ['count', 'duration', 1, 4],
    ['avg', 'duration', 1, 75],
    ['sum', 'duration', 2, 600],
    ['avg', 'transfer * 100', 1, 50],
    ['sum', "if(direction = 'inbound', 1, 0)", 1, 2],
    ['sum', 'text + 1', 1, 4 * 1],
  ] as const)('aggregation %s of %s with scale %d → %d', (aggregation, formula, scale, expected) => {
    expect(computeMetric({ formula, aggregation, scale }, ROWS, NOW)).toBeCloseTo(expected, 9);
  });

  it('applies the date filter window (moving, lastN, unit)', () => {
    expect(
      computeMetric({ aggregation: 'count', dateFilter: { type: 'moving', lastN: 1, unit: 'day' } }, ROWS, NOW),
    ).toBe(1);
    expect(
      computeMetric({ aggregation: 'count', dateFilter: { type: 'moving', lastN: 71, unit: 'hours' } }, ROWS, NOW),
    ).toBe(2);
    expect(
      computeMetric({ aggregation: 'count', dateFilter: { type: 'moving', lastN: 72, unit: 'hours' } }, ROWS, NOW),
    ).toBe(3);
    expect(
      computeMetric({ aggregation: 'count', dateFilter: { type: 'moving', lastN: 5, unit: 'weeks' } }, ROWS, NOW),
    ).toBe(5);
    expect(
      computeMetric({ aggregation: 'count', dateFilter: { type: 'moving', lastN: 0, unit: 'days' } }, ROWS, NOW),
    ).toBe(4);
    expect(computeMetric({ aggregation: 'count' }, ROWS, new Date(NOW))).toBe(4);
  });

  it('applies filters in list or query-object form', () => {
    const list = computeMetric(
      { aggregation: 'count', filters: [{ field: 'duration', operator: 'gt', value: 50 }] },
      ROWS,
      NOW,
    );
    const object = computeMetric({ aggregation: 'count', filters: { duration: 50, durationOp: 'gt' } }, ROWS, NOW);
    const pipe = computeMetric({ aggregation: 'count', filters: { duration: '50|gt' } }, ROWS, NOW);
    expect([list, object, pipe]).toEqual([3, 3, 3]);
  });

  it('defaults: formula 1, sum, scale 1, moving 30 days; an invalid formula yields 0 and its message', () => {
    expect(createMetric({ name: 'x' })).toMatchObject({
      formula: '1',
      aggregation: 'sum',
      scale: 1,
      dateFilter: DEFAULT_METRIC_DATE_FILTER,
    });
    expect(computeMetric(createMetric({ name: 'x' }), ROWS, NOW)).toBe(4);
    expect(computeMetricResult({ formula: 'duration +' }, ROWS, NOW)).toMatchObject({
      value: 0,
      error: expect.stringMatching(/^Unexpected token/),
    });
    expect(computeMetricResult({ formula: '' }, ROWS, NOW).error).toBe('Formula cannot be empty');
    expect(computeMetric({ aggregation: 'avg' }, [], NOW)).toBe(0);
  });

  it.each([[null], [undefined], ['rows'], [42], [{ 0: ROWS[0] }]])(
    'rows that are not a list (%j) give the fallback: 0 over no rows',
    (rows) => {
      const result = computeMetricResult(
        { formula: 'duration', aggregation: 'avg' },
        rows as unknown as Record<string, unknown>[],
        NOW,
      );
      expect(result).toEqual({ value: 0, rowCount: 0, error: null });
      expect(computeMetric({ aggregation: 'count' }, rows as unknown as Record<string, unknown>[], NOW)).toBe(0);
    },
  );

  it('entries that are not objects are skipped; the others still count', () => {
    const rows = [null, undefined, 7, 'row', true, ROWS[0], ROWS[1]] as unknown as Record<string, unknown>[];
    expect(computeMetricResult({ formula: 'duration', aggregation: 'sum' }, rows, NOW)).toEqual({
      value: 180,
      rowCount: 2,
      error: null,
    });
    expect(
      computeMetric(
        { aggregation: 'count', filters: { duration: 100, durationOp: 'gt' } },
        [null, ROWS[0]] as unknown as Record<string, unknown>[],
        NOW,
      ),
    ).toBe(1);
  });

  it('an inherited timestamp does not put a row in the window', () => {
    const row = Object.create({ timestamp: NOW_S - 100 }) as Record<string, unknown>;
    row.duration = 10;
    expect(computeMetricResult({ formula: 'duration' }, [row], NOW)).toMatchObject({ value: 0, rowCount: 0 });
  });

  it('a metric that is not an object gets the defaults', () => {
    expect(computeMetric(null as unknown as Partial<Metric>, ROWS, NOW)).toBe(4);
  });

  it('metricWindow is the last N units up to now', () => {
    expect(metricWindow({ type: 'moving', lastN: 30, unit: 'days' }, NOW)).toEqual({
      start: NOW - 30 * DAY * 1000,
      end: NOW,
    });
  });
});

describe('formatMetric', () => {
  it.each([
    [1234.5678, 'integer', 0, '1,235'],
    [1234.5678, 'integer', 2, '1,234.57'],
    [0.5, 'integer', undefined, '1'],
    [42.345, 'percentage', 1, '42.3%'],
    [42, 'percentage', 0, '42%'],
    [Number.NaN, 'integer', 0, '0'],
    [Number.POSITIVE_INFINITY, 'percentage', 1, '0.0%'],
    [-0.0001, 'integer', 0, '0'],
  ] as const)('%d as %s with precision %s → %s', (value, format, precision, expected) => {
    expect(formatMetric(value, { format, precision })).toBe(expected);
  });
});
