// lib/dates: the YYYY-MM-DD days of the range pickers, and a day's span in a time zone (23 or 25
// hours on a daylight-saving day, never a fixed 86,400 s).
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { dayRange, daySeconds, dayText, daysBefore, isDayText, typedUsDay } from '@/lib/dates';
import * as MESSAGES from '@/lib/message-catalogue';

const NY = 'America/New_York';
const at = (iso: string) => Date.parse(iso) / 1000;

describe('daySeconds', () => {
  it.each([
    // day, zone, first second, last second
    ['2025-11-10', 'UTC', '2025-11-10T00:00:00Z', '2025-11-10T23:59:59Z'],
    ['2025-11-10', NY, '2025-11-10T05:00:00Z', '2025-11-11T04:59:59Z'],
    // New York leaves daylight-saving time on Nov 2, 2025: a 25-hour day.
    ['2025-11-02', NY, '2025-11-02T04:00:00Z', '2025-11-03T04:59:59Z'],
    // …and enters it on Mar 9, 2025: a 23-hour day.
    ['2025-03-09', NY, '2025-03-09T05:00:00Z', '2025-03-10T03:59:59Z'],
  ])('%s in %s runs from %s to %s', (day, zone, first, last) => {
    expect(daySeconds(day, zone)).toEqual({ start: at(first), end: at(last) });
  });

  it.each(['', '2025-02-31', '2025-13-01', '11/10/2025', '2025-1-5'])('"%s" is not a day', (text) => {
    expect(daySeconds(text, 'UTC')).toBeNull();
  });
});

describe('dayText and daysBefore', () => {
  it('gives the day of a moment in the zone', () => {
    expect(dayText(at('2025-11-10T03:00:00Z'), 'UTC')).toBe('2025-11-10');
    expect(dayText(at('2025-11-10T03:00:00Z'), NY)).toBe('2025-11-09');
  });

  it('counts calendar days back, the same wall-clock time across a daylight-saving change', () => {
    // Local time, the runtime's zone: 6 days before Nov 5 at noon is Oct 30 at noon.
    const noon = new Date(2025, 10, 5, 12).getTime() / 1000;
    expect(new Date(daysBefore(noon, 6) * 1000)).toEqual(new Date(2025, 9, 30, 12));
  });
});

describe('dayRange', () => {
  const now = at('2025-11-22T12:00:00Z');
  it.each([
    ['2025-11-10', '', MESSAGES.dayRangeMissingDay],
    ['', '2025-11-10', MESSAGES.dayRangeMissingDay],
    ['2025-11-10', '2025-11-01', MESSAGES.dayRangeStartAfterEnd],
    ['2025-12-01', '2025-12-05', MESSAGES.dayRangeStartInFuture],
  ])('%s – %s: %s', (from, to, error) => {
    expect(dayRange(from, to, now, 'UTC')).toEqual({ ok: false, error });
  });

  it('spans the start day’s midnight to the end day’s last second, the 25-hour day whole', () => {
    expect(dayRange('2025-11-01', '2025-11-02', now, NY)).toEqual({
      ok: true,
      start: at('2025-11-01T04:00:00Z'),
      end: at('2025-11-03T04:59:59Z'),
    });
  });

  it('accepts a one-day range, and an end day in the future', () => {
    expect(dayRange('2025-11-22', '2025-11-22', now, 'UTC')).toMatchObject({ ok: true });
    expect(dayRange('2025-11-20', '2025-12-31', now, 'UTC')).toMatchObject({ ok: true });
  });
});

describe('typedUsDay', () => {
  it.each([
    ['11/3/2025', '2025-11-03'],
    ['11/03/2025', '2025-11-03'],
    [' 2/28/2024 ', '2024-02-28'],
    ['2/29/2024', '2024-02-29'],
    ['2/29/2025', null],
    ['2/30/2025', null],
    ['13/45/2025', null],
    ['0/10/2025', null],
    ['2025-11-03', null],
    ['11/3/25', null],
    ['', null],
  ])('%j reads as %j', (text, day) => {
    expect(typedUsDay(text)).toBe(day);
  });
});

describe('isDayText', () => {
  it.each([
    ['2025-11-24', true],
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['2025-12-31', true],
    ['2025-02-30', false],
    ['2025-02-29', false],
    ['1900-02-29', false],
    ['2025-04-31', false],
    ['2025-13-01', false],
    ['2025-00-10', false],
    ['2025-01-00', false],
    ['2025-1-5', false],
    [' 2025-11-24', false],
    ['2025-11-24T00:00:00Z', false],
    ['11/24/2025', false],
    ['', false],
  ])('%j → %s', (text, ok) => expect(isDayText(text)).toBe(ok));

  it('accepts every real day, written YYYY-MM-DD', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }),
        (d) => {
          expect(isDayText(d.toISOString().slice(0, 10))).toBe(true);
        },
      ),
    );
  });

  it('refuses a day past its month’s end and a month past 12', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 29, max: 99 }),
        (year, month, day) => {
          const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
          const monthEnd = month === 2 ? (leap ? 29 : 28) : new Date(Date.UTC(2001, month, 0)).getUTCDate();
          const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          expect(isDayText(text)).toBe(day <= monthEnd);
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 13, max: 99 }), (year, month) => {
        expect(isDayText(`${String(year).padStart(4, '0')}-${month}-01`)).toBe(false);
      }),
    );
  });
});
