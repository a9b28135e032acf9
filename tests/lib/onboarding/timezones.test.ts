import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  TIMEZONES,
  UTC_TIMEZONE,
  ZONE_ALIASES,
  matchBrowserTimezone,
  matchTimezone,
  offsetText,
  parseUtcOffset,
  textOffset,
} from '@/lib/onboarding';

describe('time-zone list', () => {
  it('covers UTC-12 to UTC+13 with well-formed entries, including UTC', () => {
    expect(TIMEZONES.length).toBeGreaterThanOrEqual(40);
    const offsets = TIMEZONES.map(textOffset);
    expect(Math.min(...offsets)).toBe(-12);
    expect(Math.max(...offsets)).toBe(13);
    expect(UTC_TIMEZONE).toMatchObject({ value: 'UTC', offset: 0, isdst: false });
    for (const tz of TIMEZONES) {
      expect(tz.text).toMatch(/^\(UTC([+-]\d{2}:\d{2})?\) /);
      expect(typeof tz.abbr).toBe('string');
      expect(tz.utc.length).toBeGreaterThan(0);
    }
    expect(new Set(TIMEZONES.map((tz) => `${tz.value}|${tz.text}`)).size).toBe(TIMEZONES.length);
  });
});

describe('matchTimezone: utc name, value, partial, offset, then UTC', () => {
  it.each([
    ['Asia/Kolkata', 'India Standard Time'],
    ['asia/kolkata', 'India Standard Time'],
    ['America/New_York', 'Eastern Standard Time'],
    ['America/Los_Angeles', 'Pacific Standard Time'],
    ['Europe/London', 'GMT Standard Time'],
    ['India Standard Time', 'India Standard Time'],
    ['pacific daylight time', 'Pacific Daylight Time'],
    ['UTC', 'UTC'],
    ['UTC-11', 'UTC-11'],
    ['Kolkata', 'India Standard Time'],
    ['Tokyo', 'Tokyo Standard Time'],
    ['Sydney', 'AUS Eastern Standard Time'],
    ['UTC+5:30', 'India Standard Time'],
    ['UTC+05:30', 'India Standard Time'],
    ['GMT+5.5', 'India Standard Time'],
    ['+5:45', 'Nepal Standard Time'],
    ['UTC-1', 'Cape Verde Standard Time'],
    ['UTC+13', 'Tonga Standard Time'],
    ['UTC-12', 'Dateline Standard Time'],
    ['UTC-3:30', 'Newfoundland Standard Time'],
    ['Mars/Olympus', 'UTC'],
    ['UTC+17', 'UTC'],
    ['', 'UTC'],
    ['ab', 'UTC'],
  ])('%j → %s', (input, value) => {
    expect(matchTimezone(input).value).toBe(value);
  });

  it('falls back to UTC for non-strings', () => {
    expect(matchTimezone(undefined)).toBe(UTC_TIMEZONE);
    expect(matchTimezone(5)).toBe(UTC_TIMEZONE);
  });

  it.each([
    ['UTC+5:30', 5.5],
    ['gmt-3', -3],
    ['+05:45', 5.75],
    ['-12', -12],
    ['UTC+5.5', 5.5],
    ['UTC+5:75', null],
    ['UTC', null],
    ['five', null],
  ])('parseUtcOffset(%j) → %s', (input, offset) => {
    expect(parseUtcOffset(input)).toBe(offset);
  });
});

describe('matchBrowserTimezone: the browser zone by the spec rule, renamed zones, then the offset', () => {
  it.each<[string | undefined, number | undefined, string]>([
    ['America/New_York', -300, 'Eastern Standard Time'],
    ['Asia/Kolkata', 330, 'India Standard Time'],
    ['Europe/Berlin', 60, 'W. Europe Standard Time'],
    // Renamed zones the list knows by their former name (these fell back to UTC before).
    ['Europe/Kyiv', 120, 'E. Europe Standard Time'],
    ['Asia/Ho_Chi_Minh', 420, 'SE Asia Standard Time'],
    ['Asia/Yangon', 390, 'Myanmar Standard Time'],
    ['America/Nuuk', -180, 'Greenland Standard Time'],
    // A zone the list does not know: its offset decides.
    ['Mars/Olympus', 330, 'India Standard Time'],
    [undefined, 540, 'Tokyo Standard Time'],
    ['', -600, 'Hawaiian Standard Time'],
    // UTC is the answer only when the browser says so, or nothing else is known.
    ['Etc/UTC', 0, 'UTC'],
    ['UTC', undefined, 'UTC'],
    ['Mars/Olympus', 0, 'UTC'],
    [undefined, undefined, 'UTC'],
    [undefined, Number.NaN, 'UTC'],
  ])('%j at %j minutes east → %s', (zone, minutes, value) => {
    expect(matchBrowserTimezone(zone, minutes).value).toBe(value);
  });

  it('every alias points at a zone of the list', () => {
    for (const target of Object.values(ZONE_ALIASES)) {
      expect(TIMEZONES.some((tz) => tz.utc.includes(target))).toBe(true);
    }
  });

  it('property: a zone of the list is matched to an entry holding it, whatever the offset', () => {
    const zones = [...new Set(TIMEZONES.flatMap((tz) => tz.utc))];
    fc.assert(
      fc.property(fc.constantFrom(...zones), fc.integer({ min: -720, max: 840 }), (zone, minutes) =>
        matchBrowserTimezone(zone, minutes).utc.includes(zone),
      ),
    );
  });

  it('property: an unknown name gives an entry of the list at that offset (or UTC at 0)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -12 * 4, max: 13 * 4 }), (quarters) => {
        const minutes = quarters * 15;
        const entry = matchBrowserTimezone('Nowhere/Unknown', minutes);
        expect(TIMEZONES).toContain(entry);
        if (minutes === 0) expect(entry).toBe(UTC_TIMEZONE);
      }),
    );
  });

  it.each([
    [330, 'UTC+5:30'],
    [-180, 'UTC-3:00'],
    [0, 'UTC+0:00'],
    [345, 'UTC+5:45'],
  ])('offsetText(%i) = %s', (minutes, text) => {
    expect(offsetText(minutes)).toBe(text);
  });
});
