// The logs report: totals of the rows of a window (the reporting overlay).
import { dateMillis } from './cells';

export interface LogsReport {
  conversations: number;
  inbound: number;
  outbound: number;
  transferred: number;
  /** Seconds. */
  totalDuration: number;
  /** Seconds, over rows that have a duration; 0 when none. */
  averageDuration: number;
  /** Conversations per local day (YYYY-MM-DD), oldest first. */
  byDay: { day: string; count: number }[];
}

const localDay = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

export function summarizeLogs(rows: readonly Readonly<Record<string, unknown>>[]): LogsReport {
  let inbound = 0;
  let outbound = 0;
  let transferred = 0;
  let totalDuration = 0;
  let timed = 0;
  const days = new Map<string, number>();
  for (const row of rows) {
    if (row.direction === 'inbound') inbound += 1;
    else if (row.direction === 'outbound') outbound += 1;
    if (row.transfer === 1 || row.transfer === true || row.transfer === '1') transferred += 1;
    const duration = typeof row.duration === 'number' ? row.duration : Number(row.duration);
    if (row.duration !== undefined && row.duration !== null && Number.isFinite(duration) && duration >= 0) {
      totalDuration += duration;
      timed += 1;
    }
    const ms = dateMillis(row.timestamp);
    if (!Number.isNaN(ms)) {
      const day = localDay(ms);
      days.set(day, (days.get(day) ?? 0) + 1);
    }
  }
  return {
    conversations: rows.length,
    inbound,
    outbound,
    transferred,
    totalDuration,
    averageDuration: timed > 0 ? totalDuration / timed : 0,
    byDay: [...days.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, count]) => ({ day, count })),
  };
}
