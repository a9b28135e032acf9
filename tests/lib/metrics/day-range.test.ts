import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createMetric, metricWindow } from '@/lib/formula';
import { dayInputText, dayRange, dayStartSeconds, metricFromStored, metricToStored, windowLabel } from '@/lib/metrics';

const NOW = Math.floor(new Date(2025, 10, 21, 15, 30).getTime() / 1000);

describe('custom metric ranges (whole local days)', () => {
  it.each([
    ['2025-11-01', '2025-11-21', null],
    ['2025-11-21', '2025-11-21', null],
    ['2025-11-10', '2025-11-01', 'The start date must be on or before the end date.'],
    ['2025-11-22', '2025-11-30', 'The start date cannot be in the future.'],
    ['', '2025-11-01', 'Choose a start and an end date.'],
    ['2025-02-31', '2025-03-01', 'Choose a start and an end date.'],
    ['11/01/2025', '2025-11-02', 'Choose a start and an end date.'],
  ])('%s to %s → %s', (from, to, error) => {
    const result = dayRange(from, to, NOW);
    if (error === null) {
      expect(result.ok).toBe(true);
      if (result.ok) {
        expect(result.start).toBe(dayStartSeconds(from));
        // The whole end day is included.
        expect(result.end).toBe(dayStartSeconds(to) + 86_399);
      }
    } else expect(result).toEqual({ ok: false, error });
  });

  it('a day read back from its input text is the same day (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000 }), (seconds) => {
        const text = dayInputText(seconds);
        const start = dayStartSeconds(text);
        expect(start).toBeLessThanOrEqual(seconds);
        expect(dayInputText(start)).toBe(text);
      }),
    );
  });

  it('a range is stored, read back and computes its own window', () => {
    const range = {
      type: 'range',
      start: dayStartSeconds('2025-11-01'),
      end: dayStartSeconds('2025-11-03') + 86_399,
    } as const;
    const metric = createMetric({ name: 'inbound', dateFilter: range });
    const stored = metricToStored(metric);
    expect(stored.dateFilter).toEqual(range);
    expect(metricFromStored(JSON.parse(JSON.stringify(stored)))?.dateFilter).toEqual(range);
    expect(metricWindow(range, NOW * 1000)).toEqual({ start: range.start * 1000, end: range.end * 1000 });
    expect(windowLabel(range)).toBe('Nov 1, 2025 – Nov 3, 2025');
  });

  it('a malformed stored range falls back to the default moving window', () => {
    for (const dateFilter of [
      { type: 'range', start: 10, end: 5 },
      { type: 'range', start: 'x', end: 5 },
      { type: 'range', start: -1, end: 5 },
      { type: 'range', start: 0, end: 1e12 },
    ]) {
      expect(metricFromStored({ name: 'm', formula: '1', aggregation: 'sum', dateFilter })?.dateFilter).toEqual({
        type: 'moving',
        lastN: 30,
        unit: 'days',
      });
    }
    expect(windowLabel({ type: 'range', start: 9, end: 1 })).toBe('Last 30 days');
  });
});
