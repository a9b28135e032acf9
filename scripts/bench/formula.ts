// Formula engine throughput: compiled formulas vs expr-eval on the same expressions over
// 200,000 generated conversation-log rows (best of 10 interleaved passes), and vs the same expressions hand-written as
// JavaScript closures with the spec's semantics (missing = 0, division by zero = 0): the
// physical limit for an engine without eval. A measurement, not a test: it prints a table and
// exits 0. Run: npx tsx scripts/bench/formula.ts  (ROWS=1000000 REPEATS=3 for a longer run)
import { performance } from 'node:perf_hooks';
import { rng } from './lib/rng';
import { Parser } from 'expr-eval';
import { compileFormula } from '../../src/lib/formula/index.ts';

type Row = Record<string, string | number>;

const ROWS = Number(process.env.ROWS ?? 200_000);
const REPEATS = Number(process.env.REPEATS ?? 10);

function generateRows(count: number): Row[] {
  const random = rng(42);
  const directions = ['inbound', 'outbound'];
  const types = ['call', 'sms', 'chat'];
  const now = 1_720_000_000;
  const rows: Row[] = new Array<Row>(count);
  for (let i = 0; i < count; i += 1) {
    rows[i] = {
      accountId: `acct_${i % 500}`,
      agentId: `agent_${i % 50}`,
      timestamp: now - Math.floor(random() * 2_592_000),
      duration: Math.floor(random() * 900),
      fromNumber: '15551230000',
      toNumber: '15559870000',
      direction: directions[random() < 0.7 ? 0 : 1] as string,
      transfer: random() < 0.15 ? 1 : 0,
      type: types[Math.floor(random() * 3)] as string,
      scheduled: random() < 0.2 ? 'true' : 'false',
      callId: `call_${i}`,
    };
  }
  return rows;
}

/** A numeric field as the spec reads it: missing = 0. */
const num = (v: string | number | undefined): number =>
  typeof v === 'number' ? v : v === undefined ? 0 : Number(v) || 0;

/** The same expression in our syntax, in expr-eval's, and as a hand-written closure. */
const EXPRESSIONS: readonly { ours: string; exprEval: string; js: (row: Row) => number }[] = [
  { ours: 'duration / 60', exprEval: 'duration / 60', js: (r) => num(r.duration) / 60 },
  {
    ours: 'duration * 0.0166667 + transfer * 2',
    exprEval: 'duration * 0.0166667 + transfer * 2',
    js: (r) => num(r.duration) * 0.0166667 + num(r.transfer) * 2,
  },
  {
    ours: "if(direction = 'inbound', duration, 0)",
    exprEval: 'direction == "inbound" ? duration : 0',
    js: (r) => (r.direction === 'inbound' ? num(r.duration) : 0),
  },
  {
    ours: 'duration > 60 and transfer = 1',
    exprEval: 'duration > 60 and transfer == 1',
    js: (r) => (num(r.duration) > 60 && num(r.transfer) === 1 ? 1 : 0),
  },
  {
    ours: 'abs(duration - 120) % 7',
    exprEval: 'abs(duration - 120) % 7',
    js: (r) => Math.abs(num(r.duration) - 120) % 7,
  },
  {
    ours: 'max(duration, transfer * 100, 30)',
    exprEval: 'max(duration, transfer * 100, 30)',
    js: (r) => Math.max(num(r.duration), num(r.transfer) * 100, 30),
  },
  {
    ours: "direction in ['inbound', 'outbound'] and not (duration < 10)",
    exprEval: '(direction in ["inbound", "outbound"]) and not (duration < 10)',
    js: (r) => ((r.direction === 'inbound' || r.direction === 'outbound') && !(num(r.duration) < 10) ? 1 : 0),
  },
  {
    ours: "(scheduled = 'true') * 100 + duration % 60",
    exprEval: '(scheduled == "true") * 100 + duration % 60',
    js: (r) => (r.scheduled === 'true' ? 1 : 0) * 100 + (num(r.duration) % 60),
  },
];

/**
 * Rows per second of each evaluator: a warm-up, then REPEATS rounds that time every evaluator in
 * turn (interleaved, so load from other processes hits them alike), keeping each one's best pass.
 */
function measureAll(rows: readonly Row[], evaluators: readonly ((row: Row) => unknown)[]): number[] {
  const warm = Math.min(rows.length, 100_000);
  let sink = 0;
  for (const evaluate of evaluators) for (let i = 0; i < warm; i += 1) sink += Number(evaluate(rows[i] as Row)) || 0;
  const best = evaluators.map(() => Number.POSITIVE_INFINITY);
  for (let r = 0; r < REPEATS; r += 1) {
    evaluators.forEach((evaluate, k) => {
      const started = performance.now();
      for (let i = 0; i < rows.length; i += 1) sink += Number(evaluate(rows[i] as Row)) || 0;
      best[k] = Math.min(best[k] as number, performance.now() - started);
    });
  }
  if (sink === 0.123456789) console.log('');
  return best.map((ms) => rows.length / (ms / 1000));
}

function checkAgreement(rows: readonly Row[], ours: (row: Row) => unknown, theirs: (row: Row) => unknown): boolean {
  for (let i = 0; i < Math.min(rows.length, 20_000); i += 1) {
    const row = rows[i] as Row;
    const a = Number(ours(row));
    const b = Number(theirs(row));
    if (!(a === b || Math.abs(a - b) < 1e-9)) return false;
  }
  return true;
}

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');

console.log(`Generating ${fmt(ROWS)} log rows…`);
const rows = generateRows(ROWS);
const parser = new Parser({ operators: { in: true } });

const results: {
  expression: string;
  ours: number;
  exprEval: number;
  js: number;
  ratio: number;
  ofJs: number;
  agree: boolean;
}[] = [];
for (const { ours, exprEval, js } of EXPRESSIONS) {
  const compiled = compileFormula(ours);
  const parsed = parser.parse(exprEval);
  const theirs = (row: Row): unknown => parsed.evaluate(row);
  const agree = checkAgreement(rows, compiled, theirs) && checkAgreement(rows, compiled, js);
  const [oursRate = 0, theirRate = 0, jsRate = 0] = measureAll(rows, [compiled, theirs, js]);
  results.push({
    expression: ours,
    ours: oursRate,
    exprEval: theirRate,
    js: jsRate,
    ratio: oursRate / theirRate,
    ofJs: oursRate / jsRate,
    agree,
  });
}

const width = Math.max(...results.map((r) => r.expression.length), 'expression'.length);
const header = `${'expression'.padEnd(width)} | ${'ours rows/s'.padStart(14)} | ${'expr-eval rows/s'.padStart(16)} | ${'ratio'.padStart(7)} | ${'hand-written JS rows/s'.padStart(22)} | ${'of JS'.padStart(6)} | same results`;
console.log(header);
console.log('-'.repeat(header.length));
for (const r of results) {
  console.log(
    `${r.expression.padEnd(width)} | ${fmt(r.ours).padStart(14)} | ${fmt(r.exprEval).padStart(16)} | ${`${r.ratio.toFixed(1)}×`.padStart(7)} | ${fmt(r.js).padStart(22)} | ${`${Math.round(r.ofJs * 100)}%`.padStart(6)} | ${r.agree ? 'yes' : 'NO'}`,
  );
}
const totalOurs = results.reduce((sum, r) => sum + 1 / r.ours, 0);
const totalTheirs = results.reduce((sum, r) => sum + 1 / r.exprEval, 0);
const geoMean = Math.exp(results.reduce((sum, r) => sum + Math.log(r.ratio), 0) / results.length);
console.log('-'.repeat(header.length));
console.log(
  `All ${results.length} expressions: ours ${fmt(results.length / totalOurs)} rows/s, expr-eval ${fmt(results.length / totalTheirs)} rows/s (harmonic means); ratio ${(totalTheirs / totalOurs).toFixed(1)}× overall, geometric mean ${geoMean.toFixed(1)}×, minimum ${Math.min(...results.map((r) => r.ratio)).toFixed(1)}× (target ≥ 2×).`,
);
console.log(
  `Against hand-written JS: minimum ${Math.round(Math.min(...results.map((r) => r.ofJs)) * 100)}%, geometric mean ${Math.round(Math.exp(results.reduce((sum, r) => sum + Math.log(r.ofJs), 0) / results.length) * 100)}% (target ≥ 50% on every expression).`,
);
