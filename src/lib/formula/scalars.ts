// Scalar rules of the formula language that the first download needs too (the logs route's
// filter schema): kept apart from ./values, whose like and regex matching only later chunks use.

/** True when the string reads as a number (not blank, Number() is not NaN). */
export function isNumericString(text: string): boolean {
  const trimmed = text.trim();
  return trimmed !== '' && !Number.isNaN(Number(trimmed));
}

/**
 * A time as epoch milliseconds, or NaN. Numbers (and numeric strings) below 1e11 are taken as
 * epoch seconds, larger ones as milliseconds; other strings go through Date.parse.
 */
export function toEpochMillis(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return Number.NaN;
    return Math.abs(value) < 1e11 ? value * 1000 : value;
  }
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return Number.NaN;
    if (isNumericString(trimmed)) return toEpochMillis(Number(trimmed));
    return Date.parse(trimmed);
  }
  return Number.NaN;
}
