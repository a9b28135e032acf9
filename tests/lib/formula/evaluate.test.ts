import { describe, it, expect } from 'vitest';
import type { FormulaNode } from '@/lib/formula';
import { FormulaError, compileAst, compileFormula, evaluateFormula } from '@/lib/formula';
import { MESSAGES } from '@/lib/messages';

const ROW = {
  duration: 125,
  transfer: 1,
  direction: 'inbound',
  flag: true,
  off: false,
  empty: null,
  text: '42',
  word: 'hello',
  list: [1, 2, 3],
  start: '2024-01-01T00:00:00Z',
  end: '2024-01-01T00:10:00Z',
  seconds: 1_700_000_000,
  later: 1_700_000_090,
  Mixed: 7,
} as const;

const run = (formula: string, row: Record<string, unknown> = ROW): number | string => evaluateFormula(formula, row);

describe('formula semantics (spec §5 "Formula evaluation")', () => {
  it.each([
    // arithmetic and precedence
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['10 - 4 - 3', 3],
    ['2 * -3', -6],
    ['-duration + 5', -120],
    ['+text', 42],
    ['7 % 4', 3],
    ['duration / 5', 25],
    // division and modulo by zero give 0
    ['1 / 0', 0],
    ['duration / 0', 0],
    ['duration / missing', 0],
    ['5 % 0', 0],
    ['duration % (transfer - 1)', 0],
    // a missing variable counts as 0
    ['missing', 0],
    ['missing + 1', 1],
    ['missing * 10', 0],
    ['empty + 2', 2],
    // booleans count as 1 or 0
    ['flag', 1],
    ['off', 0],
    ['flag + flag + off', 2],
    ['true + true', 2],
    ['false', 0],
    // comparisons give 1 or 0
    ['duration > 100', 1],
    ['duration < 100', 0],
    ['duration >= 125', 1],
    ['duration <= 124', 0],
    ['duration = 125', 1],
    ['duration == 125', 1],
    ['duration != 125', 0],
    ['duration <> 1', 1],
    ["direction = 'inbound'", 1],
    ["direction = 'outbound'", 0],
    ['text = 42', 1],
    ["'10' > 9", 1],
    ["'b' > 'a'", 1],
    // + joins strings if either side is a string
    ["'a' + 'b'", 'ab'],
    ["'a' + 1", 'a1'],
    ["1 + 'a'", '1a'],
    ['text + 1', '421'],
    ["direction + '-' + duration", 'inbound-125'],
    ["'x' + missing", 'x0'],
    ['text * 2', 84],
    ['word * 2', 0],
    // logic
    ['duration > 100 and transfer = 1', 1],
    ['duration > 100 and transfer = 0', 0],
    ['0 or 2', 1],
    ['0 or 0', 0],
    ['not 0', 1],
    ['not duration', 0],
    ['!off', 1],
    ['1 && 1', 1],
    ['0 || 1', 1],
    ["not direction = 'outbound'", 1],
    ["'' or 0", 0],
    ["'x' and 1", 1],
    // between, in, like, regex, is null
    ['duration between 100 and 200', 1],
    ['duration between 125 and 125', 1],
    ['duration between 126 and 200', 0],
    ['duration not between 126 and 200', 1],
    ['duration between 100 and 200 and transfer = 1', 1],
    ["direction in ['inbound', 'outbound']", 1],
    ["direction in ['outbound']", 0],
    ["direction not in ['outbound']", 1],
    ['duration in [1, 125]', 1],
    ["duration in ['125']", 1],
    ['duration in []', 0],
    ["direction like 'in%'", 1],
    ["direction like '%bound'", 1],
    ["direction like 'in_ound'", 1],
    ["direction like 'in__ound'", 0],
    ["direction like '_nbound'", 1],
    ["direction like 'INBOUND'", 1],
    ["direction like 'in'", 0],
    ["direction not like 'out%'", 1],
    ["word like 'h.llo'", 0],
    ["direction regex '[i]n.*d'", 1],
    ["direction regex 'in|out'", 1],
    ["direction regex 'out'", 0],
    ["direction regex '('", 0],
    ["direction not regex 'bound'", 0],
    ['missing is null', 1],
    ['empty is null', 1],
    ['duration is null', 0],
    ['missing is not null', 0],
    ['duration IS NOT NULL', 1],
    ['off is null', 0],
    ['null is null', 1],
    ['1 is null', 0],
    ['null + 1', 1],
    // functions
    ['abs(-4.5)', 4.5],
    ['abs(duration - 200)', 75],
    ["if(duration > 100, 'long', 'short')", 'long'],
    ["if(duration > 200, 'long', 'short')", 'short'],
    ['if(0, 1)', 0],
    ['sum(1, 2, 3)', 6],
    ['sum([1, 2, 3])', 6],
    ['sum([1, [2, [3]]], 4)', 10],
    ['sum(list)', 6],
    ['sum()', 0],
    ['avg(1, 2, 3, 4)', 2.5],
    ['avg([2, 4], 6)', 4],
    ['avg()', 0],
    ['min(3, 1, 2)', 1],
    ['min([5, -2], 0)', -2],
    ['max(3, 1, 2)', 3],
    ['max(list, 0)', 3],
    ['min()', 0],
    ['max()', 0],
    ['count(1, 2, 3)', 3],
    ['count([1, 2], 3)', 3],
    ['count(list)', 3],
    ['count()', 0],
    ['d_count(1, 1, 2, [2, 3])', 3],
    ["d_count('a', 'a', 'b')", 2],
    ['med(3, 1, 2)', 2],
    ['med(4, 1, 3, 2)', 2.5],
    ['med([5])', 5],
    ['med()', 0],
    ['variance(2, 4, 4, 4, 5, 5, 7, 9)', 4],
    ['std_dev(2, 4, 4, 4, 5, 5, 7, 9)', 2],
    ['variance(5)', 0],
    ['std_dev([1, 1, 1])', 0],
    ['timestamp_diff(start, end)', 600],
    ['timestamp_diff(seconds, later)', 90],
    ['timestamp_diff(later, seconds)', -90],
    ["timestamp_diff('nonsense', later)", 0],
    // case-insensitive fields and keywords
    ['DURATION', 125],
    ['mixed', 7],
    ['SUM(1, 2) AND TRUE', 1],
    // prototype names are unknown (missing) fields
    ['constructor', 0],
    ['__proto__ + 1', 1],
    ['toString', 0],
    ['hasOwnProperty is null', 1],
    // leading =
    ['= duration * 2', 250],
  ])('%s → %j', (formula, expected) => {
    expect(run(formula)).toEqual(expected);
  });

  it('now() is milliseconds from the injected clock', () => {
    expect(compileFormula('now()', { now: () => 1_700_000_000_123 })({})).toBe(1_700_000_000_123);
    const before = Date.now();
    const value = compileFormula('now()')({}) as number;
    expect(value).toBeGreaterThanOrEqual(before);
    expect(value).toBeLessThanOrEqual(Date.now());
  });

  it('reads own properties only: inherited names are missing', () => {
    const row = Object.create({ inherited: 5 }) as Record<string, unknown>;
    row.own = 2;
    expect(run('own + 1', row)).toBe(3);
    expect(run('constructor is null', {})).toBe(1);
    expect(run('constructor', { constructor: 9 })).toBe(9);
    expect(run('__proto__', JSON.parse('{"__proto__": 4}') as Record<string, unknown>)).toBe(4);
  });

  it('maps identifiers to the given field spelling', () => {
    expect(compileFormula('DURATION / 5', { fields: ['duration'] })({ duration: 10 })).toBe(2);
  });

  it('a compiled closure is reusable across rows', () => {
    const f = compileFormula("if(direction = 'inbound', duration, 0)");
    expect([f({ direction: 'inbound', duration: 3 }), f({ direction: 'outbound', duration: 4 }), f({})]).toEqual([
      3, 0, 0,
    ]);
  });

  it('an array result counts as 0; a Date counts as its milliseconds', () => {
    expect(run('[1, 2]')).toBe(0);
    expect(run('list')).toBe(0);
    expect(run('d + 0', { d: new Date(5000) })).toBe(5000);
  });
});

describe('evaluator errors (hand-built AST)', () => {
  const lit = (value: number): FormulaNode => ({ type: 'Literal', value, pos: 0 });
  it.each([
    [{ type: 'Binary', op: '^', left: lit(1), right: lit(2), pos: 0 }, MESSAGES.unknownOperator],
    [{ type: 'Unary', op: '~', argument: lit(1), pos: 0 }, MESSAGES.unknownUnaryOperator],
    [{ type: 'Call', name: 'constructor', args: [], pos: 0 }, MESSAGES.unknownFunction],
    [{ type: 'Call', name: 'toString', args: [], pos: 0 }, MESSAGES.unknownFunction],
    [{ type: 'Call', name: 'eval', args: [], pos: 0 }, MESSAGES.unknownFunction],
    [{ type: 'Mystery', pos: 0 }, MESSAGES.unknownAstNodeType],
    [null, MESSAGES.unknownAstNodeType],
  ])('%j → %s', (ast, message) => {
    expect(() => compileAst(ast as unknown as FormulaNode)).toThrow(FormulaError);
    expect(() => compileAst(ast as unknown as FormulaNode)).toThrow(message);
  });
});
