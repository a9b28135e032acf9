import { describe, it, expect } from 'vitest';
import { TIMEZONES, UTC_TIMEZONE, matchTimezone, parseUtcOffset, textOffset } from '@/lib/onboarding';

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
