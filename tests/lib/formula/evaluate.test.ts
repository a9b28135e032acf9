import { describe, it, expect, vi } from 'vitest';
import fc from 'fast-check';
import type { FormulaNode } from '@/lib/formula';
import { FormulaError, compileAst, compileFormula, evaluateFormula, validateFormula } from '@/lib/formula';
import { likeTest } from '@/lib/formula/values';
import * as MESSAGES from '@/lib/message-catalogue';

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
    const row = Object.create({ inherited: 5, Upper: 6, list: [1, 2] }) as Record<string, unknown>;
    row.own = 2;
    expect(run('own + 1', row)).toBe(3);
    expect(run('inherited', row)).toBe(0);
    expect(run('inherited + 1', row)).toBe(1);
    expect(run('inherited is null', row)).toBe(1);
    expect(run('inherited is not null', row)).toBe(0);
    expect(run('upper', row)).toBe(0);
    expect(run('count(list)', row)).toBe(1);
    expect(compileFormula('INHERITED', { fields: ['inherited'] })(row)).toBe(0);
    expect(run('constructor is null', {})).toBe(1);
    expect(run('constructor', { constructor: 9 })).toBe(9);
    expect(run('__proto__', JSON.parse('{"__proto__": 4}') as Record<string, unknown>)).toBe(4);
  });

  it('a polluted Object.prototype is not read either', () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto.pollutedField = 7;
    try {
      expect(run('pollutedField', {})).toBe(0);
      expect(run('pollutedField is null', { other: 1 })).toBe(1);
      expect(run('pollutedField', { pollutedField: 3 })).toBe(3);
    } finally {
      delete proto.pollutedField;
    }
  });

  it('a row that is not an object reads as an empty row', () => {
    const f = compileFormula('duration + 1');
    for (const junk of [null, undefined, 42, 'text']) {
      expect(f(junk as unknown as Record<string, unknown>)).toBe(1);
    }
    expect(compileFormula('missing is null')(null as unknown as Record<string, unknown>)).toBe(1);
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
  const thrownBy = (ast: unknown): unknown => {
    try {
      compileAst(ast as FormulaNode);
    } catch (error) {
      return error;
    }
    return null;
  };
  it.each([
    [
      'unknown binary operator',
      { type: 'Binary', op: '^', left: lit(1), right: lit(2), pos: 0 },
      MESSAGES.unknownOperator,
    ],
    ['unknown unary operator', { type: 'Unary', op: '~', argument: lit(1), pos: 0 }, MESSAGES.unknownUnaryOperator],
    ['prototype name as function', { type: 'Call', name: 'constructor', args: [], pos: 0 }, MESSAGES.unknownFunction],
    ['toString as function', { type: 'Call', name: 'toString', args: [], pos: 0 }, MESSAGES.unknownFunction],
    ['eval as function', { type: 'Call', name: 'eval', args: [], pos: 0 }, MESSAGES.unknownFunction],
    ['non-string function name', { type: 'Call', name: 5, args: [], pos: 0 }, MESSAGES.unknownFunction],
    ['unknown type', { type: 'Mystery', pos: 0 }, MESSAGES.unknownAstNodeType],
    ['non-string type', { type: 7, pos: 0 }, MESSAGES.unknownAstNodeType],
    ['null', null, MESSAGES.unknownAstNodeType],
    ['a string', 'Literal', MESSAGES.unknownAstNodeType],
    ['a number', 42, MESSAGES.unknownAstNodeType],
    ['null operand', { type: 'Binary', op: '+', left: null, right: lit(1), pos: 0 }, MESSAGES.unknownAstNodeType],
    ['missing operand', { type: 'Binary', op: '+', left: lit(1), pos: 0 }, MESSAGES.unknownAstNodeType],
    ['missing unary argument', { type: 'Unary', op: '-', pos: 0 }, MESSAGES.unknownAstNodeType],
    ['arguments not a list', { type: 'Call', name: 'sum', args: 'x', pos: 0 }, MESSAGES.unknownAstNodeType],
    ['null argument', { type: 'Call', name: 'sum', args: [null], pos: 0 }, MESSAGES.unknownAstNodeType],
    ['elements not a list', { type: 'Array', elements: null, pos: 0 }, MESSAGES.unknownAstNodeType],
    [
      'IN list not a list',
      { type: 'In', value: lit(1), list: {}, negated: false, pos: 0 },
      MESSAGES.unknownAstNodeType,
    ],
    ['BETWEEN without high', { type: 'Between', value: lit(1), low: lit(0), pos: 0 }, MESSAGES.unknownAstNodeType],
    ['IS NULL of null', { type: 'IsNull', value: null, negated: false, pos: 0 }, MESSAGES.unknownAstNodeType],
    ['non-string identifier', { type: 'Identifier', name: 42, pos: 0 }, MESSAGES.unknownAstNodeType],
    [
      'IS NULL of a bad identifier',
      { type: 'IsNull', value: { type: 'Identifier', name: null }, negated: false, pos: 0 },
      MESSAGES.unknownAstNodeType,
    ],
    ['object literal', { type: 'Literal', value: {}, pos: 0 }, MESSAGES.unknownAstNodeType],
    ['array literal', { type: 'Literal', value: [1], pos: 0 }, MESSAGES.unknownAstNodeType],
    ['boolean literal', { type: 'Literal', value: true, pos: 0 }, MESSAGES.unknownAstNodeType],
  ])('%s → %s', (_name, ast, message) => {
    const thrown = thrownBy(ast);
    expect(thrown).toBeInstanceOf(FormulaError);
    expect((thrown as Error).message).toBe(message);
  });

  it('a cyclic or too deeply nested AST is malformed, not a stack overflow', () => {
    const cyclic: Record<string, unknown> = { type: 'Unary', op: '-', pos: 0 };
    cyclic.argument = cyclic;
    let deep: Record<string, unknown> = { type: 'Literal', value: 1, pos: 0 };
    for (let i = 0; i < 5000; i += 1) deep = { type: 'Unary', op: '-', argument: deep, pos: 0 };
    for (const ast of [cyclic, deep]) {
      const thrown = thrownBy(ast);
      expect(thrown).toBeInstanceOf(FormulaError);
      expect((thrown as Error).message).toBe(MESSAGES.unknownAstNodeType);
    }
  });

  it('a well-formed hand-built AST compiles and runs', () => {
    const ast: FormulaNode = {
      type: 'Binary',
      op: '*',
      left: { type: 'Identifier', name: 'duration', pos: 0 },
      right: { type: 'Call', name: 'SUM', args: [lit(1), lit(2)], pos: 0 },
      pos: 0,
    };
    expect(compileAst(ast)({ duration: 5 })).toBe(15);
    const bad = { type: 'Literal', value: 1, pos: 'x' } as unknown as FormulaNode;
    expect(compileAst(bad)({})).toBe(1);
  });
});

describe('regex and like cannot hang the page (ReDoS)', () => {
  const regexOn = (pattern: string, text: string): number | string =>
    compileFormula(`v regex '${pattern}'`)({ v: text });
  const dynamicRegexOn = (pattern: string, text: string): number | string =>
    compileFormula('v regex p')({ v: text, p: pattern });

  it('the pathological nested quantifier returns 0 at once', () => {
    expect(compileFormula("direction regex '(a+)+b'")({ direction: 'a'.repeat(27) })).toBe(0);
    expect(dynamicRegexOn('(a+)+b', 'a'.repeat(27))).toBe(0);
    expect(regexOn('(a|a)*b', 'a'.repeat(40))).toBe(0);
  });

  // Formula text allows few characters (no ? { } ^ $ \), so most patterns come from a field.
  it.each([
    ['(a+)+', 'aaa'],
    ['(a*)*', 'aaa'],
    ['(a|a)*', 'aaa'],
    ['((a)+)+', 'aa'],
    ['.*x.*y', 'xy'],
    ['a*a*b', 'ab'],
  ])('an unsafe constant pattern %j is refused: no match (0) even on %j', (pattern, text) => {
    expect(regexOn(pattern, text)).toBe(0);
  });

  it.each([
    ['(a+)+', 'aaa'],
    ['(a*)*', 'aaa'],
    ['(a|a)*', 'aaa'],
    ['(?:a|b)+', 'ab'],
    ['(a?)+', 'aa'],
    ['(a+){2}', 'aa'],
    ['(?<n>a+)+', 'aa'],
    ['(a)\\1', 'aa'],
    ['(?<n>a)\\k<n>', 'aa'],
    ['.*x.*y', 'xy'],
    ['^a|.*x.*y', 'xy'],
    ['a?'.repeat(30), 'a'],
    ['a{1,9999}', 'a'],
    ['a'.repeat(201), 'a'.repeat(201)],
  ])('an unsafe pattern %j from a field is refused: no match (0) even on %j', (pattern, text) => {
    expect(dynamicRegexOn(pattern, text)).toBe(0);
  });

  it.each([
    ['[i]n.*d', 'inbound'],
    ['in|out', 'outbound'],
    ['(ab)+c', 'ababc'],
    ['b.*d', 'abcd'],
    ['a'.repeat(200), 'a'.repeat(200)],
  ])('a safe constant pattern %j still matches %j', (pattern, text) => {
    expect(regexOn(pattern, text)).toBe(1);
    expect(dynamicRegexOn(pattern, text)).toBe(1);
  });

  it.each([
    ['^[0-9]+-[0-9]+$', '12-34'],
    ['^.*x.*y$', 'axby'],
    ['(in|out)?bound', 'bound'],
    ['^\\d{3}-\\d{4}$', '555-1234'],
    ['^\\+?1?[0-9]{10}$', '+15551234567'],
    ['^\\(a+\\)+$', '(aa))'],
    ['^[(]a+[)]+$', '(aa))'],
    ['(?=a+)a', 'a'],
  ])('a safe pattern %j from a field still matches %j', (pattern, text) => {
    expect(dynamicRegexOn(pattern, text)).toBe(1);
  });

  it('an invalid pattern never matches', () => {
    expect(dynamicRegexOn('(a|b', '(a|b')).toBe(0);
    expect(dynamicRegexOn('a{2,1}', 'aa')).toBe(0);
    expect(regexOn('[a', '[a')).toBe(0);
  });

  it('values longer than 1000 characters are not tested', () => {
    expect(regexOn('a', 'a'.repeat(1000))).toBe(1);
    expect(regexOn('a', 'a'.repeat(1001))).toBe(0);
    expect(dynamicRegexOn('a', 'a'.repeat(1001))).toBe(0);
  });

  it('a constant regex is not run while compiling', () => {
    const spy = vi.spyOn(RegExp.prototype, 'test');
    let compiled: ((row: Record<string, unknown>) => number | string) | null = null;
    let duringCompile = 0;
    try {
      compiled = compileFormula("'zqzq' regex 'zq'");
      duringCompile = spy.mock.contexts.filter((re) => (re as RegExp).source === 'zq').length;
      expect(compiled({})).toBe(1);
      expect(spy.mock.contexts.filter((re) => (re as RegExp).source === 'zq').length).toBe(1);
    } finally {
      spy.mockRestore();
    }
    expect(duringCompile).toBe(0);
  });

  it('a constant like or regex pattern over 200 characters is an error with a message and its position', () => {
    for (const op of ['like', 'regex']) {
      const formula = `v ${op} '${'a'.repeat(201)}'`;
      expect(validateFormula(formula, ['v'])).toBe(MESSAGES.patternTooLong);
      expect(() => compileFormula(formula)).toThrow(MESSAGES.patternTooLong);
      try {
        compileFormula(formula);
      } catch (error) {
        expect((error as FormulaError).position).toBe(op.length + 3);
      }
      expect(validateFormula(`v ${op} '${'a'.repeat(200)}'`, ['v'])).toBeNull();
    }
  });

  it('like has the same input caps as regex: long patterns or values from fields never match', () => {
    expect(compileFormula('v like p')({ v: 'a'.repeat(201), p: 'a'.repeat(201) })).toBe(0);
    expect(compileFormula('v like p')({ v: 'a'.repeat(200), p: 'a'.repeat(200) })).toBe(1);
    expect(compileFormula("v like '%a'")({ v: 'a'.repeat(1000) })).toBe(1);
    expect(compileFormula("v like '%a'")({ v: 'a'.repeat(1001) })).toBe(0);
    expect(likeTest('a', 'a'.repeat(1001))).toBe(false);
  });

  it('a 90 KB formula with like validates quickly (it took seconds without the caps)', () => {
    const half = 45_000;
    const started = performance.now();
    // A constant text long enough to be refused, against a pattern under the cap: folded at once.
    expect(validateFormula(`'${'a'.repeat(half * 2)}' like '%${'a'.repeat(150)}b'`, [])).toBeNull();
    expect(compileFormula(`'${'a'.repeat(half * 2)}' like '%${'a'.repeat(150)}b'`)({})).toBe(0);
    // A pattern over the cap: the message, without running it.
    expect(validateFormula(`'${'a'.repeat(half)}' like '%${'a'.repeat(half)}b'`, [])).toBe(MESSAGES.patternTooLong);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('like: many % wildcards stay fast', () => {
    const text = 'a'.repeat(400);
    expect(compileFormula("v like '%a%a%a%b'")({ v: text })).toBe(0);
    expect(compileFormula('v like p')({ v: text, p: '%a%a%a%b' })).toBe(0);
    expect(compileFormula("v like '%a%a%a%'")({ v: text })).toBe(1);
    expect(likeTest('%a%a%a%b', 'a'.repeat(1000))).toBe(false);
  });

  it('like: the same answers as the anchored, case-insensitive RegExp it replaces', () => {
    const alphabet = ['a', 'A', 'b', 'é', 'É', 'ß', 'ſ', 's', 'S', 'K', '\u212a', 'k', '.', '\n'];
    const chars = fc.constantFrom(...alphabet);
    const patternChars = fc.constantFrom(...alphabet, '%', '_');
    const oldLike = (pattern: string): RegExp => {
      let source = '';
      for (const ch of pattern) {
        if (ch === '%') source += '.*';
        else if (ch === '_') source += '.';
        else source += ch.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
      }
      return new RegExp(`^${source}$`, 'is');
    };
    fc.assert(
      fc.property(
        fc.array(patternChars, { maxLength: 8 }).map((a) => a.join('')),
        fc.array(chars, { maxLength: 10 }).map((a) => a.join('')),
        (pattern, text) => {
          expect(likeTest(pattern, text)).toBe(oldLike(pattern).test(text));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
