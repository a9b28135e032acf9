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
        // The whole end day is included: up to the second before the next day's midnight.
        const next = new Date(`${to}T12:00:00`);
        next.setDate(next.getDate() + 1);
        expect(result.end).toBe(dayStartSeconds(dayInputText(Math.floor(next.getTime() / 1000))) - 1);
      }
    } else expect(result).toEqual({ ok: false, error });
  });

  const utc = (y: number, m: number, d: number, h: number) => Date.UTC(y, m - 1, d, h) / 1000;
  it.each([
    // America/New_York: UTC-5 in winter, UTC-4 in summer; the clocks move at 2:00.
    ['2025-03-08', utc(2025, 3, 8, 5), 24],
    ['2025-03-09', utc(2025, 3, 9, 5), 23], // spring forward: a 23-hour day
    ['2025-07-04', utc(2025, 7, 4, 4), 24],
    ['2025-11-02', utc(2025, 11, 2, 4), 25], // fall back: a 25-hour day
    ['2025-11-03', utc(2025, 11, 3, 5), 24],
  ])('%s in New York starts at %i and lasts %i hours', (day, start, hours) => {
    expect(dayRange(day, day, NOW, 'America/New_York')).toEqual({ ok: true, start, end: start + hours * 3600 - 1 });
    expect(dayInputText(start, 'America/New_York')).toBe(day);
    expect(dayInputText(start - 1, 'America/New_York')).not.toBe(day);
  });

  it('a range over the autumn change ends at the last second of its end day (New York)', () => {
    expect(dayRange('2025-11-01', '2025-11-02', NOW, 'America/New_York')).toEqual({
      ok: true,
      start: utc(2025, 11, 1, 4),
      end: utc(2025, 11, 3, 5) - 1,
    });
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
      end: dayStartSeconds('2025-11-04') - 1,
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
