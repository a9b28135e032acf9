import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_METRICS } from '@/lib/formula';
import { createMetric } from '@/lib/formula';
import {
  metricFilterList,
  metricFromStored,
  metricNameFromTitle,
  metricToStored,
  metricsFromSettings,
  moveItem,
  windowLabel,
} from '@/lib/metrics';

describe('metrics in the account settings', () => {
  it('no metrics, a non-list or nothing usable gives the eight defaults', () => {
    for (const settings of [
      undefined,
      null,
      {},
      { metrics: 'x' },
      { metrics: [] },
      { metrics: [null, 5, { title: 'no name' }] },
    ]) {
      expect(metricsFromSettings(settings)).toEqual(DEFAULT_METRICS);
    }
  });

  it('reads stored metrics defensively: defaults filled in, bad values replaced, duplicates dropped', () => {
    const metrics = metricsFromSettings({
      metrics: [
        {
          name: 'a',
          title: 'A',
          formula: 'duration',
          aggregation: 'avg',
          filters: { direction: 'inbound|is' },
          precision: 99,
        },
        { name: 'a', title: 'Again' },
        { name: 'b', aggregation: 'median', scale: 'x', format: 'pie', dateFilter: { type: 'moving', lastN: -1 } },
      ],
    });
    expect(metrics.map((m) => m.name)).toEqual(['a', 'b']);
    expect(metrics[0]).toMatchObject({ aggregation: 'avg', precision: 10 });
    expect(metricFilterList(metrics[0]!)).toEqual([{ field: 'direction', operator: 'is', value: 'inbound' }]);
    expect(metrics[1]).toMatchObject({ title: 'b', formula: '1', aggregation: 'sum', scale: 1, format: 'integer' });
    expect(metrics[1]!.dateFilter).toEqual({ type: 'moving', lastN: 30, unit: 'days' });
  });

  it('property: a metric survives being stored and read back', () => {
    const metric = fc.record({
      name: fc.stringMatching(/^[a-z][A-Za-z0-9]{0,20}$/),
      title: fc.string({ minLength: 1, maxLength: 40 }).filter((t) => t.trim() !== ''),
      formula: fc.constantFrom('1', 'duration', "scheduled = 'true'"),
      aggregation: fc.constantFrom('sum', 'count', 'avg' as const),
      // JSON has no -0 (it reads back as 0).
      scale: fc.double({ min: -1000, max: 1000, noNaN: true }).map((x) => (x === 0 ? 0 : x)),
      format: fc.constantFrom('integer', 'percentage' as const),
      precision: fc.integer({ min: 0, max: 10 }),
      lastN: fc.integer({ min: 1, max: 3650 }),
      unit: fc.constantFrom('minute', 'hour', 'day', 'week', 'month'),
      filters: fc.subarray([
        { field: 'direction', operator: 'is' as const, value: 'inbound' },
        { field: 'duration', operator: 'gt' as const, value: 60 },
        { field: 'scheduled', operator: 'is' as const, value: 'true' },
      ]),
    });
    fc.assert(
      fc.property(metric, ({ lastN, unit, ...rest }) => {
        const original = createMetric({ ...rest, dateFilter: { type: 'moving', lastN, unit } });
        const back = metricFromStored(JSON.parse(JSON.stringify(metricToStored(original))));
        expect(back).toEqual({ ...original, filters: metricFilterList(original) });
      }),
    );
  });

  it('moveItem moves one item and keeps the others in order', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
    fc.assert(
      fc.property(fc.array(fc.integer(), { minLength: 1 }), fc.nat(), fc.nat(), (list, a, b) => {
        const from = a % list.length;
        const moved = moveItem(list, from, b);
        expect([...moved].sort()).toEqual([...list].sort());
        expect(moved[Math.min(b, list.length - 1)]).toBe(list[from]);
      }),
    );
  });

  it('names and window labels', () => {
    expect(metricNameFromTitle('Long calls (> 5 min)', [])).toBe('longCalls5Min');
    expect(metricNameFromTitle('Calls answered', ['callsAnswered', 'callsAnswered2'])).toBe('callsAnswered3');
    expect(metricNameFromTitle('!!!', [])).toBe('metric');
    expect(windowLabel({ lastN: 30, unit: 'days' })).toBe('Last 30 days');
    expect(windowLabel({ lastN: 1, unit: 'hour' })).toBe('Last hour');
    expect(windowLabel(undefined)).toBe('Last 30 days');
  });
});
