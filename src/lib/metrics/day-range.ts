// Custom date ranges chosen as whole local days (the date pickers' YYYY-MM-DD text) and stored
// as epoch seconds: the metric editor's custom range, by the rules of src/lib/dates.
import { dayText, daySeconds } from '../dates';

export { dayRange, type DayRangeResult } from '../dates';

/** YYYY-MM-DD of the day holding an epoch second (in the zone; the runtime's by default). */
export const dayInputText = (seconds: number, timeZone?: string): string => dayText(seconds, timeZone);

/** Midnight of a YYYY-MM-DD day in epoch seconds; NaN when the text is not a real day. */
export function dayStartSeconds(text: string, timeZone?: string): number {
  return daySeconds(text, timeZone)?.start ?? Number.NaN;
}
