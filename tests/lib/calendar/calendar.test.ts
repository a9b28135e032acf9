import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addBlock,
  blockInZone,
  copyDay,
  DAY_END,
  hasErrors,
  hhmmOf,
  minutesOf,
  moveBlock,
  scheduleOf,
  scheduleZone,
  timezoneEntryOf,
  validateWeek,
  weekOf,
  type WeekSchedule,
} from '@/lib/calendar';

describe('time-zone matching (as onboarding matches)', () => {
  it.each([
    ['America/Los_Angeles', '(UTC-08:00) Pacific Standard Time (US & Canada)', 'America/Los_Angeles'],
    ['asia/kolkata', '(UTC+05:30) Chennai, Kolkata, Mumbai, New Delhi', 'Asia/Kolkata'],
    ['India Standard Time', '(UTC+05:30) Chennai, Kolkata, Mumbai, New Delhi', 'Asia/Kolkata'],
    ['UTC+5:30', '(UTC+05:30) Chennai, Kolkata, Mumbai, New Delhi', 'Asia/Kolkata'],
    ['Berlin', undefined, 'Europe/Berlin'],
    ['nowhere', '(UTC) Coordinated Universal Time', undefined],
    ['', '(UTC) Coordinated Universal Time', undefined],
    [undefined, '(UTC) Coordinated Universal Time', undefined],
  ])('%j → %j, zone %j', (input, text, zone) => {
    if (text) expect(timezoneEntryOf(input).text).toBe(text);
    const z = scheduleZone(input);
    if (zone) expect(z).toBe(zone);
    else expect(timezoneEntryOf(z).text).toBe(timezoneEntryOf(input).text);
  });
});

describe('the schedule', () => {
  const server = {
    timezone: 'America/Los_Angeles',
    appointmentDuration: 60,
    availability: [
      { day: 'tuesday', start: '13:00', end: '17:00' },
      { day: 'monday', start: '08:00', end: '17:00' },
      { day: 'tuesday', start: '08:00', end: '12:00' },
    ],
    exceptions: [
      { date: '2025-12-25', label: 'Christmas' },
      { date: '2025-12-24', start: '08:00', end: '12:00' },
    ],
  } as const;

  it('reads and writes the contract shape (days in order, blocks by start, dates sorted)', () => {
    const week = weekOf({ ...server, availability: [...server.availability], exceptions: [...server.exceptions] });
    expect(week.days.tuesday).toEqual([
      { start: 480, end: 720 },
      { start: 780, end: 1020 },
    ]);
    expect(scheduleOf(week)).toEqual({
      timezone: 'America/Los_Angeles',
      appointmentDuration: 60,
      availability: [
        { day: 'monday', start: '08:00', end: '17:00' },
        { day: 'tuesday', start: '08:00', end: '12:00' },
        { day: 'tuesday', start: '13:00', end: '17:00' },
      ],
      exceptions: [
        { date: '2025-12-24', start: '08:00', end: '12:00' },
        { date: '2025-12-25', label: 'Christmas' },
      ],
    });
  });

  it('round-trips any week it writes', () => {
    const block = fc
      .tuple(fc.integer({ min: 0, max: DAY_END - 1 }), fc.integer({ min: 1, max: DAY_END }))
      .map(([a, b]) => ({ start: Math.min(a, b), end: Math.max(a + 1, b) }))
      .filter((b) => b.end <= DAY_END);
    fc.assert(
      fc.property(fc.array(block, { maxLength: 3 }), fc.constantFrom('monday', 'friday', 'sunday'), (blocks, day) => {
        const week: WeekSchedule = { ...weekOf(undefined), days: { ...weekOf(undefined).days, [day]: blocks } };
        const again = weekOf(scheduleOf(week));
        expect(scheduleOf(again)).toEqual(scheduleOf(week));
      }),
    );
  });

  it.each([
    ['08:30', 510],
    ['23:59', 1439],
    ['24:00', null],
    ['8:30', null],
  ])('%j is %j minutes', (text, minutes) => {
    expect(minutesOf(text)).toBe(minutes);
    if (minutes !== null) expect(hhmmOf(minutes)).toBe(text);
  });

  it('finds a block that ends before it starts, an overlap, and a repeated date', () => {
    const week = weekOf(undefined);
    week.days.monday = [
      { start: 540, end: 720 },
      { start: 700, end: 800 },
      { start: 900, end: 850 },
    ];
    week.exceptions = [
      { date: '2025-12-25', hours: null, label: '' },
      { date: '2025-12-25', hours: null, label: '' },
      { date: '2025-02-30', hours: null, label: '' },
    ];
    const errors = validateWeek(week);
    expect(errors.blocks.monday).toEqual({ 1: 'Overlaps 9:00 AM – 12:00 PM.', 2: 'The end must be after the start.' });
    expect(errors.exceptions).toEqual({ 1: 'This date is already listed.', 2: 'Choose a date.' });
    expect(hasErrors(validateWeek(weekOf(undefined)))).toBe(false);
  });

  it('adds, moves and copies blocks within the day', () => {
    let week = addBlock(weekOf(undefined), 'monday');
    expect(week.days.monday).toEqual([{ start: 540, end: 1020 }]);
    week = addBlock(week, 'monday');
    expect(week.days.monday[1]).toEqual({ start: 1080, end: 1140 });
    expect(moveBlock({ start: 540, end: 600 }, 'earlier')).toEqual({ start: 525, end: 585 });
    expect(moveBlock({ start: 0, end: 60 }, 'earlier')).toEqual({ start: 0, end: 60 });
    expect(moveBlock({ start: 1380, end: DAY_END }, 'later')).toEqual({ start: 1380, end: DAY_END });
    expect(moveBlock({ start: 540, end: 555 }, 'shorter')).toEqual({ start: 540, end: 555 });
    expect(moveBlock({ start: 540, end: 600 }, 'longer')).toEqual({ start: 540, end: 615 });
    const copied = copyDay(week, 'monday', ['tuesday', 'wednesday']);
    expect(copied.days.wednesday).toEqual(week.days.monday);
    expect(copied.days.wednesday).not.toBe(week.days.monday);
  });
});

describe('a block in another time zone (date-fns/tz, daylight saving of that week)', () => {
  it.each([
    // 9:00 in Los Angeles on a Monday in January (PST, UTC-8) is 22:30 in Kolkata.
    ['America/Los_Angeles', 'Asia/Kolkata', new Date('2026-01-14T12:00:00Z'), 'Mon 10:30 PM – Tue 6:30 AM'],
    // In July Los Angeles is on PDT (UTC-7): an hour earlier in Kolkata.
    ['America/Los_Angeles', 'Asia/Kolkata', new Date('2026-07-15T12:00:00Z'), 'Mon 9:30 PM – Tue 5:30 AM'],
    ['Asia/Kolkata', 'Asia/Kolkata', new Date('2026-01-14T12:00:00Z'), 'Mon 9:00 AM – 5:00 PM'],
  ])('%s → %s in the week of %s', (from, to, ref, label) => {
    const shown = blockInZone('monday', { start: 540, end: 1020 }, from, to, ref);
    expect(shown.label).toBe(label);
    expect(shown.sameAsSchedule).toBe(from === to);
  });
});
