// Dates of the tasks area, in a given time zone (the organization's, from its task limits).
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** The browser's time zone, the fallback before the limits are known. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** "Nov 24, 2025, 09:30" in `timeZone`, or "—". */
export function formatTaskTime(seconds: number | undefined, timeZone: string): string {
  if (seconds === undefined || !Number.isFinite(seconds)) return '—';
  return format(new TZDate(seconds * 1000, timeZone), 'MMM d, yyyy, HH:mm');
}
