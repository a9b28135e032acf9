// The booking schedule (spec 001 "Calendar"): weekly availability blocks in a time zone, and the
// dates that differ. Pure rules for the week editor: reading and writing the contract's Schedule,
// validation, the keyboard's moves, copying a day, and showing a block in another time zone
// (date-fns with @date-fns/tz; no offset arithmetic of our own).
import { addDays, format, parse, startOfWeek } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import type { Schedule, ScheduleAvailabilityItemDay } from '@/api/generated/model';
import { matchTimezone, TIMEZONES, type TimezoneEntry } from '../onboarding/timezones';
import { isDayText } from '../dates/day-text';

export type Day = ScheduleAvailabilityItemDay;
export const DAYS: readonly Day[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
export const WEEKDAYS: readonly Day[] = DAYS.slice(0, 5);
export const DAY_LABEL: Record<Day, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** Minutes since midnight of a block's edge; the last minute of the day is 23:59 (end of day). */
export const DAY_END = 24 * 60 - 1;
/** The keyboard and the time lists move in steps of this many minutes. */
export const STEP_MINUTES = 15;
export const DEFAULT_DURATION = 30;
export const MAX_BLOCKS = 50;
export const MAX_EXCEPTIONS = 100;

export interface TimeBlock {
  start: number;
  end: number;
}

export interface DateException {
  /** YYYY-MM-DD in the schedule's zone. */
  date: string;
  /** Open only these hours that day; null: closed all day. */
  hours: TimeBlock | null;
  label: string;
}

/** What the week editor edits. */
export interface WeekSchedule {
  /** An IANA zone of the spec's time-zone list. */
  timezone: string;
  appointmentDuration: number;
  days: Record<Day, TimeBlock[]>;
  exceptions: DateException[];
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** `'08:30'` → 510; null for anything else. */
export function minutesOf(hhmm: unknown): number | null {
  if (typeof hhmm !== 'string') return null;
  const m = TIME.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** 510 → `'08:30'` (clamped to the day; 1440 and above are 23:59). */
export function hhmmOf(minutes: number): string {
  const m = Math.max(0, Math.min(DAY_END, Math.round(minutes)));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** 510 → '8:30 AM', 1439 → '11:59 PM' (date-fns on a fixed day). */
export function timeLabel(minutes: number): string {
  const d = new Date(2025, 0, 6, 0, 0);
  d.setMinutes(Math.max(0, Math.min(DAY_END, minutes)));
  return format(d, 'h:mm a');
}

/** The times a block may start or end at: every 15 minutes, and 23:59 for the end of the day. */
export const TIME_CHOICES: readonly number[] = [
  ...Array.from({ length: (24 * 60) / STEP_MINUTES }, (_, i) => i * STEP_MINUTES),
  DAY_END,
];

// ---------------------------------------------------------------------------------------------
// Time zones

/** Every zone name of the spec's list. */
const KNOWN_ZONES: ReadonlySet<string> = new Set(TIMEZONES.flatMap((tz) => tz.utc));

/** True when the runtime can format in this IANA zone. */
function usableZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The list entry a zone belongs to, matched as onboarding matches (utc name, value, partial, offset; else UTC). */
export const timezoneEntryOf = (zone: unknown): TimezoneEntry => matchTimezone(zone);

/** The first zone of an entry the runtime knows (the entry's zone names, in order). */
export function zoneOfEntry(entry: TimezoneEntry): string {
  return entry.utc.find(usableZone) ?? 'UTC';
}

/** A schedule's zone as an IANA name of the list: kept when the list has it, else matched. */
export function scheduleZone(input: unknown): string {
  if (typeof input === 'string' && KNOWN_ZONES.has(input) && usableZone(input)) return input;
  const entry = timezoneEntryOf(input);
  // 'berlin' or 'asia/kolkata': the zone of the entry that the words name, else its first zone.
  const wanted = typeof input === 'string' ? input.trim().toLowerCase() : '';
  const named =
    wanted.length >= 3
      ? (entry.utc.find((z) => z.toLowerCase() === wanted) ?? entry.utc.find((z) => z.toLowerCase().includes(wanted)))
      : undefined;
  return named && usableZone(named) ? named : zoneOfEntry(entry);
}

/** The entries a zone picker offers: the list, one per `value`. */
export const TIMEZONE_CHOICES: readonly TimezoneEntry[] = TIMEZONES.filter(
  (tz, i) => TIMEZONES.findIndex((other) => other.value === tz.value) === i,
);

// ---------------------------------------------------------------------------------------------
// Reading and writing the contract's Schedule

const emptyDays = (): Record<Day, TimeBlock[]> => ({
  monday: [],
  tuesday: [],
  wednesday: [],
  thursday: [],
  friday: [],
  saturday: [],
  sunday: [],
});

const byStart = (a: TimeBlock, b: TimeBlock) => a.start - b.start || a.end - b.end;

/** The editor's week from what the server answered (unreadable entries are left out). */
export function weekOf(schedule: Schedule | null | undefined): WeekSchedule {
  const days = emptyDays();
  for (const item of schedule?.availability ?? []) {
    const start = minutesOf(item.start);
    const end = minutesOf(item.end);
    if (!DAYS.includes(item.day) || start === null || end === null) continue;
    days[item.day].push({ start, end });
  }
  for (const day of DAYS) days[day].sort(byStart);
  const exceptions: DateException[] = [];
  for (const ex of schedule?.exceptions ?? []) {
    if (!isIsoDate(ex.date)) continue;
    const start = minutesOf(ex.start);
    const end = minutesOf(ex.end);
    exceptions.push({
      date: ex.date,
      hours: start !== null && end !== null ? { start, end } : null,
      label: ex.label ?? '',
    });
  }
  exceptions.sort((a, b) => a.date.localeCompare(b.date));
  const duration = schedule?.appointmentDuration;
  return {
    timezone: scheduleZone(schedule?.timezone),
    appointmentDuration:
      typeof duration === 'number' && Number.isInteger(duration) && duration >= 5 && duration <= 1440
        ? duration
        : DEFAULT_DURATION,
    days,
    exceptions,
  };
}

/** The contract's Schedule for a week (days in order, blocks by start time). */
export function scheduleOf(week: WeekSchedule): Schedule {
  return {
    timezone: week.timezone,
    appointmentDuration: week.appointmentDuration,
    availability: DAYS.flatMap((day) =>
      [...week.days[day]].sort(byStart).map((b) => ({ day, start: hhmmOf(b.start), end: hhmmOf(b.end) })),
    ),
    exceptions: [...week.exceptions]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((ex) => ({
        date: ex.date,
        ...(ex.hours ? { start: hhmmOf(ex.hours.start), end: hhmmOf(ex.hours.end) } : {}),
        ...(ex.label.trim() ? { label: ex.label.trim() } : {}),
      })),
  };
}

// ---------------------------------------------------------------------------------------------
// Validation

export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && isDayText(value);
}

export interface WeekErrors {
  /** Per day, per block index: the sentence shown beside the block. */
  blocks: Partial<Record<Day, Record<number, string>>>;
  exceptions: Record<number, string>;
  form: string | null;
}

export const hasErrors = (e: WeekErrors): boolean =>
  e.form !== null ||
  Object.keys(e.exceptions).length > 0 ||
  Object.values(e.blocks).some((b) => b && Object.keys(b).length > 0);

/** Checks a week: each block ends after it starts, blocks of a day do not overlap, dates are real and unique. */
export function validateWeek(week: WeekSchedule): WeekErrors {
  const errors: WeekErrors = { blocks: {}, exceptions: {}, form: null };
  let count = 0;
  for (const day of DAYS) {
    const blocks = week.days[day];
    count += blocks.length;
    const dayErrors: Record<number, string> = {};
    blocks.forEach((b, i) => {
      if (b.end <= b.start) dayErrors[i] = 'The end must be after the start.';
    });
    const order = blocks.map((b, i) => ({ b, i })).sort((x, y) => byStart(x.b, y.b));
    for (let k = 1; k < order.length; k++) {
      const prev = order[k - 1];
      const cur = order[k];
      if (prev && cur && cur.b.start < prev.b.end && dayErrors[cur.i] === undefined)
        dayErrors[cur.i] = `Overlaps ${timeLabel(prev.b.start)} – ${timeLabel(prev.b.end)}.`;
    }
    if (Object.keys(dayErrors).length) errors.blocks[day] = dayErrors;
  }
  if (count > MAX_BLOCKS) errors.form = `Use at most ${MAX_BLOCKS} blocks in a week.`;
  const seen = new Map<string, number>();
  week.exceptions.forEach((ex, i) => {
    if (!isIsoDate(ex.date)) errors.exceptions[i] = 'Choose a date.';
    else if (seen.has(ex.date)) errors.exceptions[i] = 'This date is already listed.';
    else if (ex.hours && ex.hours.end <= ex.hours.start) errors.exceptions[i] = 'The end must be after the start.';
    else if (ex.label.trim().length > 100) errors.exceptions[i] = 'Use at most 100 characters.';
    seen.set(ex.date, i);
  });
  if (week.exceptions.length > MAX_EXCEPTIONS) errors.form = `Use at most ${MAX_EXCEPTIONS} dates.`;
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Editing

const setDay = (week: WeekSchedule, day: Day, blocks: TimeBlock[]): WeekSchedule => ({
  ...week,
  days: { ...week.days, [day]: blocks },
});

/** A new block after the day's last one (9:00 AM – 5:00 PM on an empty day). */
export function addBlock(week: WeekSchedule, day: Day): WeekSchedule {
  const blocks = week.days[day];
  const lastEnd = blocks.reduce((m, b) => Math.max(m, b.end), -1);
  if (lastEnd < 0) return setDay(week, day, [{ start: 9 * 60, end: 17 * 60 }]);
  const start = Math.min(lastEnd + 60, 23 * 60);
  return setDay(week, day, [...blocks, { start, end: Math.min(start + 60, DAY_END) }]);
}

export function removeBlock(week: WeekSchedule, day: Day, index: number): WeekSchedule {
  return setDay(
    week,
    day,
    week.days[day].filter((_, i) => i !== index),
  );
}

export function updateBlock(week: WeekSchedule, day: Day, index: number, block: TimeBlock): WeekSchedule {
  return setDay(
    week,
    day,
    week.days[day].map((b, i) => (i === index ? block : b)),
  );
}

/** The keyboard's moves on a block: ArrowUp/Down move it, Shift+ArrowUp/Down change its end. */
export type BlockMove = 'earlier' | 'later' | 'shorter' | 'longer';

export function moveBlock(block: TimeBlock, move: BlockMove, step = STEP_MINUTES): TimeBlock {
  const length = block.end - block.start;
  switch (move) {
    case 'earlier': {
      const start = Math.max(0, block.start - step);
      return { start, end: start + length };
    }
    case 'later': {
      const end = Math.min(DAY_END, block.end + step);
      return { start: end - length, end };
    }
    case 'shorter':
      return { start: block.start, end: Math.max(block.start + step, block.end - step) };
    case 'longer':
      return { start: block.start, end: Math.min(DAY_END, block.end + step) };
  }
}

/** The day's blocks copied onto other days (their own blocks replaced). */
export function copyDay(week: WeekSchedule, from: Day, to: readonly Day[]): WeekSchedule {
  const days = { ...week.days };
  for (const day of to) if (day !== from) days[day] = week.days[from].map((b) => ({ ...b }));
  return { ...week, days };
}

export function addException(week: WeekSchedule, date: string): WeekSchedule {
  return { ...week, exceptions: [...week.exceptions, { date, hours: null, label: '' }] };
}

// ---------------------------------------------------------------------------------------------
// Another time zone

/**
 * When a block of `day` in the schedule's zone falls in `viewerZone`, for the week holding
 * `reference` (the offsets of that week, daylight saving included): the weekday and times there.
 */
export function blockInZone(
  day: Day,
  block: TimeBlock,
  scheduleTz: string,
  viewerZone: string,
  reference: Date,
): { label: string; sameAsSchedule: boolean } {
  const monday = startOfWeek(new TZDate(reference, scheduleTz), { weekStartsOn: 1 });
  const date = addDays(monday, DAYS.indexOf(day));
  const at = (minutes: number) =>
    new TZDate(
      date.getFullYear(),
      date.getMonth(),
      date.getDate(),
      Math.floor(minutes / 60),
      minutes % 60,
      scheduleTz,
    ).withTimeZone(viewerZone);
  const start = at(block.start);
  const end = at(block.end);
  const sameDay = format(start, 'EEE') === format(end, 'EEE');
  const label = sameDay
    ? `${format(start, 'EEE h:mm a')} – ${format(end, 'h:mm a')}`
    : `${format(start, 'EEE h:mm a')} – ${format(end, 'EEE h:mm a')}`;
  const sameAsSchedule =
    format(start, 'EEE HH:mm') === `${format(date, 'EEE')} ${hhmmOf(block.start)}` &&
    format(end, 'HH:mm') === hhmmOf(block.end);
  return { label, sameAsSchedule };
}

/** "GMT+5:30"-style name of a zone at an instant (date-fns's `zzz`). */
export function zoneShortName(zone: string, at: Date): string {
  return format(new TZDate(at, zone), 'zzz');
}

/** A date of the schedule written for people: "Thu, Nov 27, 2025". */
export function dateLabel(iso: string): string {
  return isIsoDate(iso) ? format(parse(iso, 'yyyy-MM-dd', new Date(2000, 0, 1)), 'EEE, MMM d, yyyy') : iso;
}

/** Today's date in a zone (YYYY-MM-DD), the first date an exception may take by default. */
export function todayIn(zone: string, now: Date): string {
  return format(new TZDate(now, zone), 'yyyy-MM-dd');
}
