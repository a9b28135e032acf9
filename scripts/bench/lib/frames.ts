// Frame-time statistics of a scroll (pure; used by ./browser.ts, tested in tests/scripts/bench-frames.test.ts).

/** Percentiles of frame times (nearest rank). */
export function frameStats(frames: readonly number[]) {
  const sorted = [...frames].sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return {
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    max: sorted.at(-1) ?? 0,
    over50: sorted.filter((x) => x > 50).length,
    count: sorted.length,
  };
}

/** The refresh interval of headless Chromium's display (60 Hz). */
export const REFRESH_INTERVAL_MS = 1000 / 60;

/**
 * Frame times as whole refresh intervals. A frame lasts a whole number of the display's refresh
 * intervals (16.67 ms at 60 Hz), but the times between animation frames the page measures scatter
 * around it: Chromium coarsens `performance.now()` to 0.1 ms, so an on-time frame reads 16.6, 16.7
 * or 16.8 ms, and a nearest-rank percentile lands on whichever of these is at its rank. Each time
 * is rounded to the nearest whole number of intervals (at least one). This is sound because the
 * times are those of `requestAnimationFrame` callbacks, which fall on the display's ticks (a time
 * between 25 and 41.6 ms is two intervals, not "late by 9 ms"). The interval is the display's
 * (`interval`, 60 Hz unless given), never taken from the frames themselves: a scroll that ran at
 * 30 frames a second must read as two intervals a frame, not as on time.
 */
export function refreshStats(frames: readonly number[], interval: number = REFRESH_INTERVAL_MS) {
  const refresh = interval;
  if (!frames.length || !(refresh > 0)) return { refresh, onTime: 0, p95: 0, p99: 0, count: frames.length };
  const counts = frames.map((t) => Math.max(1, Math.round(t / refresh)));
  const stats = frameStats(counts);
  return {
    refresh,
    /** Share of frames that took one interval. */
    onTime: counts.filter((c) => c === 1).length / counts.length,
    /** Percentiles in whole intervals. */
    p95: stats.p95,
    p99: stats.p99,
    count: counts.length,
  };
}
