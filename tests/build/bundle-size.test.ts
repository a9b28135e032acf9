import { describe, it, expect } from 'vitest';
import { buildAndMeasure, kb } from '../../scripts/size-report';

// A size is deterministic for a given lockfile and source, so it may be asserted (a time may not).
const BUDGET_GZIP_BYTES = 200 * 1024;

describe('bundle size', () => {
  it('keeps the initial JavaScript of /app at or under 200 KB gzip', { timeout: 180_000 }, async () => {
    const report = await buildAndMeasure();
    console.info(`initial JS of /app: ${kb(report.initial.gzipBytes)} gzip in ${report.initial.files.length} files`);
    expect(report.initial.files.length).toBeGreaterThan(0);
    expect(report.initial.gzipBytes, `initial JS is ${kb(report.initial.gzipBytes)}`).toBeLessThanOrEqual(
      BUDGET_GZIP_BYTES,
    );
  });
});
