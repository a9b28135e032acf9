// The one check of a day's text (YYYY-MM-DD), with no dependencies: the accounts list's search
// schema (in the first download) uses it without bringing in date-fns and its time zones.

const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether text is a real calendar day written YYYY-MM-DD (`2025-02-30` and `2025-13-01` are not):
 * the form, then a round trip through a UTC date (`Date.parse` alone rolls Feb 30 over to Mar 2).
 * Strict: no spaces, no time.
 */
export function isDayText(text: string): boolean {
  if (!DAY_TEXT.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}
