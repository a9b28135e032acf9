import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { FormulaError, compileFormula, formulaFields, validateFormula } from '@/lib/formula';
import type { RefExpr } from './reference';
import { evaluateReference, print } from './reference';
import * as MESSAGES from '@/lib/message-catalogue';

const FIELDS = ['a', 'b', 's', 'l', 'missing'];
const NUM_RUNS = Number(process.env.FORMULA_PROPERTY_RUNS ?? 300);

// ---- Random formulas --------------------------------------------------------------------------

const numLiteral: fc.Arbitrary<RefExpr> = fc
  .tuple(fc.integer({ min: 0, max: 1000 }), fc.option(fc.integer({ min: 0, max: 99 }), { nil: undefined }))
  .map(([whole, frac]) => {
    const text = frac === undefined ? String(whole) : `${whole}.${frac}`;
    return { kind: 'num', value: Number(text), text } as const;
  });
const strLiteral: fc.Arbitrary<RefExpr> = fc
  .constantFrom('inbound', 'outbound', '', '5', '10', ' 7 ', 'abc', 'a b')
  .map((value) => ({ kind: 'str', value }) as const);
const keyword: fc.Arbitrary<RefExpr> = fc
  .constantFrom('true', 'false', 'null')
  .map((value) => ({ kind: 'kw', value }) as RefExpr);
const field: fc.Arbitrary<RefExpr> = fc.constantFrom(...FIELDS).map((name) => ({ kind: 'field', name }) as const);

const BINARY = ['+', '-', '*', '/', '%', '=', '!=', '<', '<=', '>', '>=', 'and', 'or'];
const FUNCTIONS = ['abs', 'if', 'sum', 'avg', 'min', 'max', 'count', 'd_count', 'med', 'variance', 'std_dev'];

const { expr } = fc.letrec<{ expr: RefExpr; leaf: RefExpr }>((tie) => ({
  leaf: fc.oneof({ weight: 3, arbitrary: numLiteral }, strLiteral, keyword, { weight: 3, arbitrary: field }),
  expr: fc.oneof(
    { maxDepth: 4, depthIdentifier: 'expr' },
    { weight: 3, arbitrary: tie('leaf') },
    fc.tuple(fc.constantFrom('-', '+', 'not'), tie('expr')).map(([op, arg]) => ({ kind: 'unary', op, arg }) as RefExpr),
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom(...BINARY), tie('expr'), tie('expr'))
        .map(([op, left, right]) => ({ kind: 'binary', op, left, right }) as RefExpr),
    },
    fc
      .tuple(tie('expr'), tie('expr'), tie('expr'), fc.boolean())
      .map(([value, low, high, negated]) => ({ kind: 'between', value, low, high, negated }) as RefExpr),
    fc
      .tuple(tie('expr'), fc.array(tie('expr'), { maxLength: 3 }), fc.boolean())
      .map(([value, list, negated]) => ({ kind: 'in', value, list, negated }) as RefExpr),
    fc
      .tuple(fc.oneof(field, tie('expr')), fc.boolean())
      .map(([value, negated]) => ({ kind: 'isnull', value, negated }) as RefExpr),
    fc
      .tuple(
        fc.constantFrom('like', 'regex'),
        tie('expr'),
        fc.constantFrom('in%', '%bound', '_', '%', 'a_c', '5', 'b.*d', 'in|out', '[0-9]+'),
        fc.boolean(),
      )
      .map(([op, value, pattern, negated]) => ({ kind: 'match', op, value, pattern, negated }) as RefExpr),
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...FUNCTIONS), fc.array(tie('expr'), { maxLength: 4 }))
        .map(([name, args]) => ({ kind: 'call', name, args }) as RefExpr),
    },
    fc.array(tie('expr'), { maxLength: 3 }).map((items) => ({ kind: 'array', items }) as RefExpr),
  ),
}));

const cell = fc.oneof(
  fc.integer({ min: -50, max: 50 }),
  fc.double({ min: -100, max: 100, noNaN: true }),
  fc.constantFrom('inbound', 'outbound', '', '5', ' 12 ', 'abc', '0'),
  fc.boolean(),
  fc.constant(null),
);
const row = fc.record(
  {
    a: cell,
    b: cell,
    s: cell,
    l: fc.array(fc.oneof(fc.integer({ min: -9, max: 9 }), fc.constantFrom('x', '3')), { maxLength: 4 }),
  },
  { requiredKeys: [] },
);

function same(actual: unknown, expected: unknown): boolean {
  if (typeof actual === 'number' && typeof expected === 'number') {
    return actual === expected || (Number.isNaN(actual) && Number.isNaN(expected));
  }
  return actual === expected;
}

/** Formulas of a shape, on random rows, give what the reference evaluator gives. */
function agreesWithReference(shape: fc.Arbitrary<RefExpr>, rowOf: fc.Arbitrary<Record<string, unknown>> = row) {
  fc.assert(
    fc.property(shape, fc.array(rowOf, { minLength: 1, maxLength: 6 }), (e, rows) => {
      const compiled = compileFormula(print(e));
      for (const r of rows) {
        const actual = compiled(r);
        const expected = evaluateReference(e, r);
        if (!same(actual, expected)) {
          throw new Error(`${print(e)} on ${JSON.stringify(r)}: got ${String(actual)}, want ${String(expected)}`);
        }
      }
    }),
    { numRuns: NUM_RUNS * 3 },
  );
}

describe('property: compiled closures agree with a tree-walking reference evaluator', () => {
  it('random valid formulas validate, compile, and evaluate like the reference', () => {
    fc.assert(
      fc.property(expr, fc.array(row, { minLength: 1, maxLength: 4 }), (e, rows) => {
        const text = print(e);
        expect(validateFormula(text, FIELDS)).toBeNull();
        const compiled = compileFormula(text);
        for (const r of rows) {
          const actual = compiled(r);
          const expected = evaluateReference(e, r);
          if (!same(actual, expected)) {
            throw new Error(`${text} on ${JSON.stringify(r)}: got ${String(actual)}, want ${String(expected)}`);
          }
        }
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('the specialised fast shapes (min/max, string comparison plus term, scaled comparisons) agree with the reference', () => {
    // Random formulas rarely hit these exact shapes, so they are generated here on purpose.
    const name = fc.constantFrom('a', 'b', 's', 'missing');
    const num = numLiteral;
    const text = fc.constantFrom('inbound', 'outbound', '', '5', 'abc', '0');
    const term = fc
      .tuple(name, fc.constantFrom('-', '*', '/', '%'), num)
      .map(([f, op, c]) => ({ kind: 'binary', op, left: { kind: 'field', name: f }, right: c }) as RefExpr);
    const operand = fc.oneof(field, num, term);
    const strEq = fc
      .tuple(name, fc.constantFrom('=', '!='), text)
      .map(
        ([f, op, t]) =>
          ({ kind: 'binary', op, left: { kind: 'field', name: f }, right: { kind: 'str', value: t } }) as RefExpr,
      );
    const scaled = fc
      .tuple(strEq, num)
      .map(([cmp, c]) => ({ kind: 'binary', op: '*', left: cmp, right: c }) as RefExpr);
    const shape = fc.oneof(
      fc
        .tuple(fc.constantFrom('min', 'max'), fc.array(operand, { minLength: 2, maxLength: 3 }))
        .map(([fn, args]) => ({ kind: 'call', name: fn, args }) as RefExpr),
      fc
        .tuple(fc.oneof(strEq, scaled), term)
        .map(([left, right]) => ({ kind: 'binary', op: '+', left, right }) as RefExpr),
      fc
        .tuple(fc.oneof(strEq, scaled), fc.boolean())
        .map(([e, neg]) => (neg ? ({ kind: 'unary', op: 'not', arg: e } as RefExpr) : e)),
    );
    agreesWithReference(shape);
  });

  it('the inline tests (if, and, or over comparisons, string equality and short in-lists) agree with the reference', () => {
    // The fast paths of fast.ts: `if` with a 0/1 test and constant or field branches, `and` with a
    // one-field test on the left, `or` of two 0/1 sides, `in` lists of up to three strings
    // (chained equality) or more (a loop), and `not` of a comparison (the inverted comparison).
    const name = fc.constantFrom('a', 'b', 's', 'missing');
    const text = fc.constantFrom('inbound', 'outbound', '', '5', 'abc', '0');
    const str = text.map((value) => ({ kind: 'str', value }) as RefExpr);
    const numCmp = fc
      .tuple(name, fc.constantFrom('=', '!=', '<', '<=', '>', '>='), numLiteral)
      .map(([f, op, c]) => ({ kind: 'binary', op, left: { kind: 'field', name: f }, right: c }) as RefExpr);
    const strEq = fc
      .tuple(name, fc.constantFrom('=', '!='), str)
      .map(([f, op, t]) => ({ kind: 'binary', op, left: { kind: 'field', name: f }, right: t }) as RefExpr);
    const inList = fc
      .tuple(name, fc.array(str, { minLength: 1, maxLength: 5 }), fc.boolean())
      .map(([f, list, negated]) => ({ kind: 'in', value: { kind: 'field', name: f }, list, negated }) as RefExpr);
    const test = fc.oneof(
      numCmp,
      strEq,
      inList,
      numCmp.map((e) => ({ kind: 'unary', op: 'not', arg: e }) as RefExpr),
    );
    const logic = fc
      .tuple(fc.constantFrom('and', 'or'), test, fc.oneof(test, field))
      .map(([op, left, right]) => ({ kind: 'binary', op, left, right }) as RefExpr);
    const branch = fc.oneof(field, numLiteral, str, numCmp);
    const conditional = fc
      .tuple(fc.oneof(test, logic), branch, branch)
      .map(([c, a, b]) => ({ kind: 'call', name: 'if', args: [c, a, b] }) as RefExpr);
    const shape = fc.oneof(test, logic, conditional);
    // Rows whose values often equal the formulas' constants, so every item of a list is hit.
    const near = fc.oneof(
      { weight: 3, arbitrary: text },
      numLiteral.map((n) => (n as { value: number }).value),
      fc.constantFrom(null, true, ' 5 '),
    );
    agreesWithReference(shape, fc.record({ a: near, b: near, s: near }, { requiredKeys: [] }));
  });

  it.each([
    ["s in ['inbound', 'outbound', 'abc'] and a = 1", { s: 'abc', a: 1 }, 1],
    ["s in ['inbound', 'outbound', 'abc'] and a = 1", { s: 'outbound', a: 1 }, 1],
    ["s in ['inbound', 'outbound', 'abc'] and a = 1", { s: 'inbound', a: 1 }, 1],
    ["s in ['inbound', 'outbound', 'abc'] and a = 1", { s: 'x', a: 1 }, 0],
    ["s in ['inbound', 'outbound', 'abc'] and a = 1", { s: 'abc', a: 2 }, 0],
    ["s in ['inbound', 'outbound', 'abc'] and a = 1", { a: 1 }, 0],
    ["s not in ['inbound', 'outbound', 'abc'] and a = 1", { s: 'abc', a: 1 }, 0],
    ["s not in ['inbound', 'outbound', 'abc'] and a = 1", { s: 'zzz', a: 1 }, 1],
    ["s in ['a', 'b', 'c', 'd'] and a > 0", { s: 'd', a: 1 }, 1],
    ["s = 'abc' and not (a < 10)", { s: 'abc', a: 10 }, 1],
    ["s = 'abc' and not (a < 10)", { s: 'abc', a: 9 }, 0],
    ["s = 'abc' and not (a < 10)", { s: 'abc' }, 0],
    ["s != 'abc' and a >= 1", { s: 'x', a: 1 }, 1],
    ['a > 60 and b = 1', { a: 61, b: 1 }, 1],
    ['a > 60 and b = 1', { a: 60, b: 1 }, 0],
    ["a > 1 or s = 'abc'", { a: 0, s: 'abc' }, 1],
    ["a > 1 or s = 'abc'", { a: 0, s: 'x' }, 0],
    ["a > 1 or s = 'abc'", { a: 2 }, 1],
    ["if(s = 'inbound', a, 0)", { s: 'inbound', a: 7 }, 7],
    ["if(s = 'inbound', a, 0)", { s: 'outbound', a: 7 }, 0],
    ["if(s = 'inbound', a, 0)", { s: 'inbound', a: 'x' }, 'x'],
    ["if(s in ['x', 'y'], 'yes', b)", { s: 'y', b: 3 }, 'yes'],
    ["if(s in ['x', 'y'], 'yes', b)", { s: 'z', b: 3 }, 3],
    ['if(not (a < 10), a * 2, b)', { a: 12, b: 1 }, 24],
  ] as const)('fast path table: %s on %j is %j', (formula, r, expected) => {
    expect(compileFormula(formula)(r)).toBe(expected);
  });

  it('formulaFields lists exactly the fields a random formula uses', () => {
    const used = (e: RefExpr, out: Set<string>): Set<string> => {
      if (e.kind === 'field') out.add(e.name);
      for (const child of Object.values(e)) {
        if (Array.isArray(child)) for (const c of child) used(c as RefExpr, out);
        else if (typeof child === 'object' && child !== null) used(child as RefExpr, out);
      }
      return out;
    };
    fc.assert(
      fc.property(expr, (e) => {
        expect(new Set(formulaFields(print(e)))).toEqual(used(e, new Set()));
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

// ---- Random text --------------------------------------------------------------------------------

const TOKENS = [
  '(',
  ')',
  '[',
  ']',
  ',',
  'a',
  'b',
  'sum',
  'if',
  'in',
  'is',
  'not',
  'null',
  'between',
  'and',
  'or',
  'like',
  'regex',
  "'x'",
  '"y"',
  "'",
  '"',
  '1',
  '2.5',
  '.5',
  '+',
  '-',
  '*',
  '/',
  '%',
  '=',
  '==',
  '!=',
  '<>',
  '<',
  '>=',
  '!',
  '&',
  '&&',
  '|',
  '||',
  '.',
  ' ',
  '\\',
  'constructor',
  '__proto__',
  'toString',
  '$',
  '=',
];
const soup = fc
  .tuple(fc.array(fc.constantFrom(...TOKENS), { maxLength: 25 }), fc.constantFrom('', ' '))
  .map(([parts, sep]) => parts.join(sep));
const anyText = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }), soup);

/** The spec's messages (§5): the fixed ones exactly, the templated ones by their exact prefixes. */
const FIXED_MESSAGES: ReadonlySet<string> = new Set([
  MESSAGES.formulaEmpty,
  MESSAGES.mismatchedParentheses,
  MESSAGES.inExpectsArray,
  MESSAGES.isExpectsNull,
  MESSAGES.unknownToken,
  MESSAGES.extraTokens,
  MESSAGES.unknownOperator,
  MESSAGES.unknownUnaryOperator,
  MESSAGES.unknownFunction,
  MESSAGES.unknownAstNodeType,
  MESSAGES.patternTooLong,
]);
const MESSAGE_SHAPES: readonly RegExp[] = [
  /^Invalid characters: .+$/su,
  /^Unknown field: .+$/su,
  /^Unexpected token (end of input|'.*') at position \d+, expected .+$/su,
];
const isSpecMessage = (message: string): boolean =>
  FIXED_MESSAGES.has(message) || MESSAGE_SHAPES.some((shape) => shape.test(message));

const junkFields = fc.oneof(
  fc.constant(FIELDS as unknown),
  fc.array(fc.oneof(fc.constantFrom(...FIELDS), fc.constant(null), fc.integer(), fc.object()), { maxLength: 6 }),
  fc.anything(),
);

describe('property: no input makes the engine throw anything but FormulaError', () => {
  it('validateFormula never throws and returns null or one of the spec messages', () => {
    expect(isSpecMessage('Cannot read properties of null')).toBe(false);
    expect(isSpecMessage('Unknown field: ')).toBe(false);
    fc.assert(
      fc.property(anyText, junkFields, (text, fields) => {
        const result = validateFormula(text, fields as string[]);
        if (result !== null) expect(result, `${JSON.stringify(text)} → ${result}`).toSatisfy(isSpecMessage);
      }),
      { numRuns: 1000 },
    );
  });

  it('compileFormula throws only FormulaError, and compiled closures never throw', () => {
    fc.assert(
      fc.property(anyText, row, (text, r) => {
        let compiled: ((row: Record<string, unknown>) => number | string) | null = null;
        try {
          compiled = compileFormula(text);
        } catch (error) {
          expect(error).toBeInstanceOf(FormulaError);
          return;
        }
        const value = compiled(r);
        expect(typeof value === 'number' || typeof value === 'string').toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('validateFormula gives the message compileFormula throws when every name is a field', () => {
    fc.assert(
      fc.property(fc.oneof(soup, anyText), (text) => {
        const message = validateFormula(text, formulaFields(text));
        let thrown: string | null = null;
        try {
          compileFormula(text);
        } catch (error) {
          thrown = (error as Error).message;
        }
        expect(message).toBe(thrown);
      }),
      { numRuns: 500 },
    );
  });
});

describe('regressions found by the property tests', () => {
  it('sums nested arrays strictly left to right (floating-point addition is not associative)', () => {
    const nums = [1.9, 272, 632, 118.23];
    const leftToRight = nums.reduce((s, x) => s + x, 0);
    expect(compileFormula('avg(a + 0.9, a + 271, [632, 118.23])')({ a: true })).toBe(leftToRight / 4);
    expect(compileFormula('sum(a + 0.9, a + 271, [632, 118.23])')({ a: true })).toBe(leftToRight);
  });
});
