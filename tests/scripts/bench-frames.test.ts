import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REFRESH_INTERVAL_MS, frameStats, refreshStats } from '../../scripts/bench/lib/frames';

// The bench's frame statistics (scripts/bench/lib/frames.ts): nearest-rank percentiles of the raw
// times, and the same times as whole refresh intervals, which the clock's 0.1 ms steps do not move.
describe('frameStats', () => {
  it.each([
    { frames: [], p50: 0, p95: 0, max: 0, over50: 0 },
    { frames: [16.7], p50: 16.7, p95: 16.7, max: 16.7, over50: 0 },
    { frames: [10, 20, 30, 40, 60], p50: 30, p95: 60, max: 60, over50: 1 },
  ])('$frames', ({ frames, p50, p95, max, over50 }) => {
    expect(frameStats(frames)).toMatchObject({ p50, p95, max, over50, count: frames.length });
  });
});

/** `n` frames: `late` of two intervals, the others on time, read as 16.6, 16.7 or 16.8 ms. */
const scroll = (n: number, late: number) =>
  Array.from({ length: n }, (_, i) => (i < late ? 33.3 : [16.7, 16.6, 16.8, 16.7][i % 4]!));

describe('refreshStats', () => {
  it.each([
    // 2% late: a raw p95 reads 16.8 ms (the clock), in intervals it is one.
    { frames: scroll(1000, 20), rawP95: 16.8, p95: 1, p99: 2, onTime: 0.98 },
    // 10% late: two intervals at p95.
    { frames: scroll(1000, 100), rawP95: 33.3, p95: 2, p99: 2, onTime: 0.9 },
    { frames: scroll(1000, 0), rawP95: 16.8, p95: 1, p99: 1, onTime: 1 },
  ])('p95 $p95 interval(s) when $onTime of frames are on time', ({ frames, rawP95, p95, p99, onTime }) => {
    expect(frameStats(frames).p95).toBe(rawP95);
    const stats = refreshStats(frames);
    expect(stats.refresh).toBe(REFRESH_INTERVAL_MS);
    expect(stats).toMatchObject({ p95, p99, onTime, count: 1000 });
  });

  it('a scroll at 30 frames a second is two intervals a frame, not on time', () => {
    const frames = Array.from({ length: 100 }, (_, i) => (i % 2 ? 33.3 : 33.4));
    expect(refreshStats(frames)).toMatchObject({ onTime: 0, p95: 2, p99: 2 });
  });

  it('rounds to the nearest whole interval, never below one', () => {
    expect(refreshStats([5, 16.7, 24, 26, 49.9, 120], 16.7)).toMatchObject({ p99: 7, onTime: 0.5 });
  });

  it('has no frames to judge in an empty scroll', () => {
    expect(refreshStats([])).toMatchObject({ onTime: 0, p95: 0, count: 0 });
  });

  it('a percentile in intervals stays within half an interval of the raw percentile', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 8.4, max: 200, noNaN: true }), { minLength: 1, maxLength: 200 }),
        (frames) => {
          const { p95 } = refreshStats(frames, 16.7);
          const raw = frameStats(frames).p95;
          expect(Math.abs(p95 * 16.7 - raw)).toBeLessThanOrEqual(16.7 / 2 + 1e-9);
        },
      ),
    );
  });
});
