import { describe, it, expect } from 'vitest';
import { summarizeLogs } from '@/lib/logs';

describe('logs report', () => {
  it('counts directions and transfers, sums and averages durations, groups by day', () => {
    const report = summarizeLogs([
      { direction: 'inbound', duration: 134, transfer: 0, timestamp: '2025-11-21T12:10:00Z' },
      { direction: 'outbound', duration: 312, transfer: 1, timestamp: '2025-11-20T12:41:05Z' },
      { direction: 'inbound', duration: 'n/a', transfer: '1', timestamp: 'garbage' },
    ]);
    expect(report).toMatchObject({
      conversations: 3,
      inbound: 2,
      outbound: 1,
      transferred: 2,
      totalDuration: 446,
      averageDuration: 223,
    });
    expect(report.byDay.map((d) => d.count)).toEqual([1, 1]);
    expect(summarizeLogs([])).toMatchObject({ conversations: 0, averageDuration: 0, byDay: [] });
  });
});
