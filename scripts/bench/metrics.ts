// Dashboard metrics throughput (issue 15 §5): the eight default metrics (spec 000 §9) over
// 100,000 generated conversation-log rows, values and per-day trends, as the dashboard's worker
// computes them. A measurement, not a test (target: under 200 ms). Run: npx tsx scripts/bench/metrics.ts
import { performance } from 'node:perf_hooks';
import { rng } from './lib/rng';
import { DEFAULT_METRICS } from '../../src/lib/formula/default-metrics.ts';
import { computeMetricResult } from '../../src/lib/formula/metrics.ts';
import { computeMetrics } from '../../src/lib/metrics/index.ts';

const ROWS = Number(process.env.METRIC_ROWS ?? 100_000);
const REPEATS = Number(process.env.REPEATS ?? 7);
const NOW = Date.UTC(2026, 10, 22, 12);

const random = rng(7);
const rows = Array.from({ length: ROWS }, (_, i) => ({
  accountId: 4001,
  agentId: `agent_${i % 50}`,
  // ISO strings as the API answers them, spread over the last 35 days.
  timestamp: new Date(NOW - Math.floor(random() * 35 * 86_400_000)).toISOString(),
  duration: Math.floor(random() * 900),
  fromNumber: '14155550187',
  toNumber: '14155550142',
  direction: random() < 0.7 ? 'inbound' : 'outbound',
  type: 'call',
  transfer: random() < 0.15 ? 1 : 0,
  scheduled: random() < 0.2 ? 'true' : 'false',
  callId: `call_${i}`,
}));

function best(run: () => unknown): { best: number; median: number } {
  run();
  const times: number[] = [];
  for (let r = 0; r < REPEATS; r += 1) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { best: times[0] as number, median: times[times.length >> 1] as number };
}

const ms = (n: number): string => `${n.toFixed(1)} ms`;
const detail = best(() => computeMetrics(DEFAULT_METRICS, rows, NOW));
const valuesOnly = best(() => DEFAULT_METRICS.map((m) => computeMetricResult(m, rows, NOW)));
const results = computeMetrics(DEFAULT_METRICS, rows, NOW);
console.log(`${ROWS.toLocaleString('en-US')} rows, ${DEFAULT_METRICS.length} default metrics, ${REPEATS} passes:`);
console.log(
  `  values + per-day trends (computeMetrics): best ${ms(detail.best)}, median ${ms(detail.median)} (target < 200 ms)`,
);
console.log(`  values only (computeMetricResult × 8):    best ${ms(valuesOnly.best)}, median ${ms(valuesOnly.median)}`);
for (const r of results)
  console.log(
    `  ${r.name.padEnd(20)} ${String(Math.round(r.value * 100) / 100).padStart(12)}  (${r.rowCount} rows, ${r.trend.length} days)`,
  );
