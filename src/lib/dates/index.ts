// Calendar days and times, one place (date-fns with @date-fns/tz): the YYYY-MM-DD text of the
// date inputs, a day's first and last second in a time zone (daylight-saving days are 23 or 25
// hours long, never a fixed 86,400 s), and epoch seconds. Pure: the zone is a parameter; without
// one, the runtime's own zone applies.
import { TZDate } from '@date-fns/tz';
import { addDays, format, isValid, parse, subDays } from 'date-fns';
import * as MESSAGES from '../message-catalogue';
import { isDayText } from './day-text';

export { isDayText } from './day-text';

/** The text of a calendar day, as a date input writes it. */
const DAY_FORMAT = 'yyyy-MM-dd';

/** Epoch seconds of a date (whole seconds, rounded down). */
const epochSeconds = (date: Date | number): number => Math.floor(Number(date) / 1000);

/** A moment in a zone (the runtime's zone when none is given). */
const inZone = (ms: number, timeZone?: string): Date => (timeZone ? new TZDate(ms, timeZone) : new Date(ms));

/** YYYY-MM-DD of the day holding a moment (epoch seconds or a Date), in the zone. */
export function dayText(moment: number | Date, timeZone?: string): string {
  const ms = typeof moment === 'number' ? moment * 1000 : moment.getTime();
  return format(inZone(ms, timeZone), DAY_FORMAT);
}

/** Midnight (the day's first moment) of a YYYY-MM-DD day in the zone; null when the text is not
 * a real day (2025-02-31 is not). */
function dayStart(text: string, timeZone?: string): Date | null {
  const trimmed = text.trim();
  if (!isDayText(trimmed)) return null;
  const day = parse(trimmed, DAY_FORMAT, new Date(0));
  if (!isValid(day)) return null;
  const [y, m, d] = [day.getFullYear(), day.getMonth(), day.getDate()];
  return timeZone ? new TZDate(y, m, d, timeZone) : new Date(y, m, d);
}

/** The first and last second of a YYYY-MM-DD day in the zone, as epoch seconds; null when the
 * text is not a real day. The last second is the one before the next day's midnight. */
export function daySeconds(text: string, timeZone?: string): { start: number; end: number } | null {
  const start = dayStart(text, timeZone);
  if (!start) return null;
  const next = addDays(start, 1);
  const nextMidnight = timeZone
    ? new TZDate(next.getFullYear(), next.getMonth(), next.getDate(), timeZone)
    : new Date(next.getFullYear(), next.getMonth(), next.getDate());
  return { start: epochSeconds(start), end: epochSeconds(nextMidnight) - 1 };
}

/** The moment `days` calendar days before another, in epoch seconds (the same wall-clock time,
 * across a daylight-saving change too). */
export const daysBefore = (seconds: number, days: number): number => epochSeconds(subDays(seconds * 1000, days));

export type DayRangeResult =
  { readonly ok: true; readonly start: number; readonly end: number } | { readonly ok: false; readonly error: string };

/** Checks a custom range of days (both given, in order, not starting in the future) and gives
 * its span: from the start day's midnight to the last second of the end day, however long that
 * day is (a daylight-saving day has 23 or 25 hours). */
export function dayRange(from: string, to: string, nowSeconds: number, timeZone?: string): DayRangeResult {
  const first = daySeconds(from, timeZone);
  const last = daySeconds(to, timeZone);
  if (!first || !last) return { ok: false, error: MESSAGES.dayRangeMissingDay };
  if (first.start > last.start) return { ok: false, error: MESSAGES.dayRangeStartAfterEnd };
  if (first.start > nowSeconds) return { ok: false, error: MESSAGES.dayRangeStartInFuture };
  return { ok: true, start: first.start, end: last.end };
}

/** The YYYY-MM-DD day a person typed as month/day/year (`11/3/2025`, `11/03/2025`, the form of the
 * en-US date fields), or null when the text is not a real day written so (`13/45/2025`, `2/30/2025`
 * and `abc` are not). */
export function typedUsDay(text: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const day = `${m[3]}-${m[1]!.padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
  return dayStart(day) ? day : null;
}
