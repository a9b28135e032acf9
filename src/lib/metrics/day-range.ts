// Custom date ranges chosen as whole local days (the date pickers' YYYY-MM-DD text) and stored
// as epoch seconds: the metric editor's custom range. The end day is included whole.

const DAY_SECONDS = 86_400;
const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** YYYY-MM-DD of the local day holding an epoch second. */
export function dayInputText(seconds: number): string {
  const d = new Date(seconds * 1000);
  return `${String(d.getFullYear()).padStart(4, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Local midnight of a YYYY-MM-DD day in epoch seconds; NaN when the text is not a real day. */
export function dayStartSeconds(text: string): number {
  const match = DAY_TEXT.exec(text.trim());
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const d = new Date(year, month - 1, day);
  // 2025-02-31 rolls over to March: not a real day.
  if (d.getFullYear() !== year || d.getMonth() !== month - 1 || d.getDate() !== day) return Number.NaN;
  return Math.floor(d.getTime() / 1000);
}

export type DayRangeResult =
  { readonly ok: true; readonly start: number; readonly end: number } | { readonly ok: false; readonly error: string };

/** Checks a custom range of days (both given, in order, not starting in the future) and gives
 * its span: from the start day's midnight to the last second of the end day. */
export function dayRange(from: string, to: string, nowSeconds: number): DayRangeResult {
  const start = dayStartSeconds(from);
  const endDay = dayStartSeconds(to);
  if (Number.isNaN(start) || Number.isNaN(endDay)) return { ok: false, error: 'Choose a start and an end date.' };
  if (start > endDay) return { ok: false, error: 'The start date must be on or before the end date.' };
  if (start > nowSeconds) return { ok: false, error: 'The start date cannot be in the future.' };
  return { ok: true, start, end: endDay + DAY_SECONDS - 1 };
}
