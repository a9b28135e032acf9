// Compile-time specialisation of the numeric paths (issue 15 §5).
//
// Without eval every node is a closure, and closures built from the same literal share V8's
// feedback, so a call from one closure to a child closure is megamorphic and never inlined: each
// node costs a real call. The generic closures also re-check every value's type. This module
// removes both costs for the shapes metrics use most:
// - a field read is fused into its parent (the parent calls the top-level `ownNumber`, which V8
//   inlines, instead of a child closure), with a fast path for own number or string values that
//   falls back to the generic semantics for anything else;
// - nodes whose result is always a number (arithmetic, comparisons, logic, abs, min, max) are
//   marked `numeric`, and nodes whose result is always 0 or 1 are marked `bool`, so their parents
//   skip toNumber / isTruthy.
// Every fast closure gives exactly what the generic closure gives (the property tests compare the
// engine with a reference evaluator); where a fast path cannot decide, it calls the generic one.
import type { FormulaValue } from './values';
import { compareValues, toNumber } from './values';

export type FormulaRowLike = Readonly<Record<string, unknown>>;
export type Evaluator = (row: FormulaRowLike) => FormulaValue;
export type NumEvaluator = (row: FormulaRowLike) => number;

/** A field read: the key (its canonical spelling) and the generic getter (normalised value). */
export interface FieldRef {
  readonly key: string;
  readonly get: Evaluator;
}

export interface Compiled {
  readonly fn: Evaluator;
  /** Present when the node is a compile-time constant. */
  readonly constant?: { readonly value: FormulaValue };
  /** `fn` always returns a number. */
  readonly numeric?: boolean;
  /** `fn` always returns 0 or 1. */
  readonly bool?: boolean;
  /** The node is a plain field read. */
  readonly field?: FieldRef;
}

const hasOwn = (row: FormulaRowLike, key: string): boolean => Object.prototype.hasOwnProperty.call(row, key);

/** A field as a number (toNumber of its normalised value), with a fast path for own numbers. */
export function ownNumber(row: FormulaRowLike, key: string, get: Evaluator): number {
  if (hasOwn(row, key)) {
    const v = row[key];
    if (typeof v === 'number') return v;
  }
  return toNumber(get(row));
}

export function numericNode(fn: NumEvaluator, bool = false): Compiled {
  return bool ? { fn, numeric: true, bool: true } : { fn, numeric: true };
}

/** A number evaluator for any node: toNumber(fn(row)), without the conversion when not needed. */
export function numberOf(c: Compiled): NumEvaluator {
  if (c.constant) {
    const value = toNumber(c.constant.value);
    return () => value;
  }
  if (c.numeric) return c.fn as NumEvaluator;
  if (c.field) {
    const { key, get } = c.field;
    return (row) => ownNumber(row, key, get);
  }
  const f = c.fn;
  return (row) => toNumber(f(row));
}

/** A truthiness test that returns a boolean, skipping isTruthy for numeric nodes. */
export function truthOf(c: Compiled, isTruthy: (v: FormulaValue) => boolean): (row: FormulaRowLike) => boolean {
  const f = c.fn;
  if (c.bool) return (row) => f(row) === 1;
  if (c.numeric) {
    return (row) => {
      const x = f(row) as number;
      return x !== 0 && x === x;
    };
  }
  return (row) => isTruthy(f(row));
}

const constantNumber = (c: Compiled): number | undefined => {
  const v = c.constant?.value;
  return typeof v === 'number' ? v : undefined;
};

// ---------------------------------------------------------------------------------------------
// Arithmetic: - * / % always give numbers; division and modulo by zero give 0.

type ArithmeticOp = '-' | '*' | '/' | '%';

/** `field op constant`, the field read fused in. */
function fieldConst(op: ArithmeticOp, key: string, get: Evaluator, c: number): NumEvaluator {
  switch (op) {
    case '-':
      return (row) => ownNumber(row, key, get) - c;
    case '*':
      return (row) => ownNumber(row, key, get) * c;
    case '/':
      return c === 0 ? () => 0 : (row) => ownNumber(row, key, get) / c;
    case '%':
      return c === 0 ? () => 0 : (row) => ownNumber(row, key, get) % c;
  }
}

/** `x op constant`. */
function numConst(op: ArithmeticOp, l: NumEvaluator, c: number): NumEvaluator {
  switch (op) {
    case '-':
      return (row) => l(row) - c;
    case '*':
      return (row) => l(row) * c;
    case '/':
      return c === 0 ? () => 0 : (row) => l(row) / c;
    case '%':
      return c === 0 ? () => 0 : (row) => l(row) % c;
  }
}

/** `field op field`, both reads fused in. */
function fieldField(op: ArithmeticOp, a: FieldRef, b: FieldRef): NumEvaluator {
  const [ka, ga, kb, gb] = [a.key, a.get, b.key, b.get];
  switch (op) {
    case '-':
      return (row) => ownNumber(row, ka, ga) - ownNumber(row, kb, gb);
    case '*':
      return (row) => ownNumber(row, ka, ga) * ownNumber(row, kb, gb);
    case '/':
      return (row) => {
        const y = ownNumber(row, kb, gb);
        return y === 0 ? 0 : ownNumber(row, ka, ga) / y;
      };
    case '%':
      return (row) => {
        const y = ownNumber(row, kb, gb);
        return y === 0 ? 0 : ownNumber(row, ka, ga) % y;
      };
  }
}

/** `x op y`. */
function numNum(op: ArithmeticOp, l: NumEvaluator, r: NumEvaluator): NumEvaluator {
  switch (op) {
    case '-':
      return (row) => l(row) - r(row);
    case '*':
      return (row) => l(row) * r(row);
    case '/':
      return (row) => {
        const a = l(row);
        const b = r(row);
        return b === 0 ? 0 : a / b;
      };
    case '%':
      return (row) => {
        const a = l(row);
        const b = r(row);
        return b === 0 ? 0 : a % b;
      };
  }
}

/** `- * / %`, specialised on field and constant operands. */
export function arithmetic(op: ArithmeticOp, L: Compiled, R: Compiled): Compiled {
  const c = R.constant ? toNumber(R.constant.value) : undefined;
  if (c !== undefined) {
    return numericNode(L.field ? fieldConst(op, L.field.key, L.field.get, c) : numConst(op, numberOf(L), c));
  }
  if (L.field && R.field) return numericNode(fieldField(op, L.field, R.field));
  return numericNode(numNum(op, numberOf(L), numberOf(R)));
}

/**
 * `+`: numbers add, and a string on either side joins text (addValues). Numeric when both sides
 * are numeric; a field side takes the fast path when its own value is a number.
 */
export function plus(
  L: Compiled,
  R: Compiled,
  addValues: (a: FormulaValue, b: FormulaValue) => FormulaValue,
): Compiled | null {
  const lNum = L.numeric === true || constantNumber(L) !== undefined;
  const rNum = R.numeric === true || constantNumber(R) !== undefined;
  if (lNum && rNum) {
    const l = numberOf(L);
    const rc = constantNumber(R);
    if (rc !== undefined) return numericNode((row) => l(row) + rc);
    const r = numberOf(R);
    return numericNode((row) => l(row) + r(row));
  }
  if (L.field && rNum) {
    const { key, get } = L.field;
    const rc = constantNumber(R);
    if (rc !== undefined) {
      return {
        fn: (row) => {
          if (hasOwn(row, key)) {
            const v = row[key];
            if (typeof v === 'number') return v + rc;
          }
          return addValues(get(row), rc);
        },
      };
    }
    const r = numberOf(R);
    return {
      fn: (row) => {
        const b = r(row);
        if (hasOwn(row, key)) {
          const v = row[key];
          if (typeof v === 'number') return v + b;
        }
        return addValues(get(row), b);
      },
    };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Comparisons: always 0 or 1.

type ComparisonOp = '=' | '!=' | '<' | '<=' | '>' | '>=';

/** A comparison of two numbers (both known to be numbers). */
function compareNumbers(op: ComparisonOp, a: number, b: number): boolean {
  switch (op) {
    case '=':
      return a === b;
    case '!=':
      return a !== b;
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    case '>=':
      return a >= b;
  }
}

/**
 * `field op number` and `field =/!= string` with the read fused in; numeric nodes against a
 * number or another numeric node compare directly. Null when no fast shape applies.
 */
export function comparison(op: ComparisonOp, L: Compiled, R: Compiled): Compiled | null {
  const rc = R.constant?.value;
  if (L.field && typeof rc === 'number') {
    const { key, get } = L.field;
    // One closure per operator so each stays monomorphic (compareNumbers and ordered inline).
    switch (op) {
      case '=':
        return numericNode((row) => {
          if (hasOwn(row, key)) {
            const v = row[key];
            if (typeof v === 'number') return v === rc ? 1 : 0;
          }
          return compareValues(get(row), rc) === 0 ? 1 : 0;
        }, true);
      case '!=':
        return numericNode((row) => {
          if (hasOwn(row, key)) {
            const v = row[key];
            if (typeof v === 'number') return v !== rc ? 1 : 0;
          }
          return compareValues(get(row), rc) !== 0 ? 1 : 0;
        }, true);
      case '<':
        return numericNode((row) => {
          if (hasOwn(row, key)) {
            const v = row[key];
            if (typeof v === 'number') return v < rc ? 1 : 0;
          }
          return compareValues(get(row), rc) < 0 ? 1 : 0;
        }, true);
      case '<=':
        return numericNode((row) => {
          if (hasOwn(row, key)) {
            const v = row[key];
            if (typeof v === 'number') return v <= rc ? 1 : 0;
          }
          return compareValues(get(row), rc) <= 0 ? 1 : 0;
        }, true);
      case '>':
        return numericNode((row) => {
          if (hasOwn(row, key)) {
            const v = row[key];
            if (typeof v === 'number') return v > rc ? 1 : 0;
          }
          return compareValues(get(row), rc) > 0 ? 1 : 0;
        }, true);
      case '>=':
        return numericNode((row) => {
          if (hasOwn(row, key)) {
            const v = row[key];
            if (typeof v === 'number') return v >= rc ? 1 : 0;
          }
          return compareValues(get(row), rc) >= 0 ? 1 : 0;
        }, true);
    }
  }
  if (L.field && typeof rc === 'string' && (op === '=' || op === '!=')) {
    const { key, get } = L.field;
    const hit = op === '=' ? 1 : 0;
    const miss = 1 - hit;
    return numericNode((row) => {
      if (hasOwn(row, key)) {
        const v = row[key];
        if (typeof v === 'string') return v === rc ? hit : miss;
      }
      return compareValues(get(row), rc) === 0 ? hit : miss;
    }, true);
  }
  if (L.numeric && typeof rc === 'number') {
    const l = L.fn as NumEvaluator;
    return numericNode((row) => (compareNumbers(op, l(row), rc) ? 1 : 0), true);
  }
  if (L.numeric && R.numeric) {
    const l = L.fn as NumEvaluator;
    const r = R.fn as NumEvaluator;
    return numericNode((row) => (compareNumbers(op, l(row), r(row)) ? 1 : 0), true);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Logic

export function and(L: Compiled, R: Compiled, isTruthy: (v: FormulaValue) => boolean): Compiled {
  const l = truthOf(L, isTruthy);
  const r = truthOf(R, isTruthy);
  return numericNode((row) => (l(row) && r(row) ? 1 : 0), true);
}

export function or(L: Compiled, R: Compiled, isTruthy: (v: FormulaValue) => boolean): Compiled {
  const l = truthOf(L, isTruthy);
  const r = truthOf(R, isTruthy);
  return numericNode((row) => (l(row) || r(row) ? 1 : 0), true);
}

export function not(A: Compiled, isTruthy: (v: FormulaValue) => boolean): Compiled {
  if (A.bool) {
    const a = A.fn as NumEvaluator;
    return numericNode((row) => 1 - a(row), true);
  }
  const a = truthOf(A, isTruthy);
  return numericNode((row) => (a(row) ? 0 : 1), true);
}

// ---------------------------------------------------------------------------------------------
// min / max over scalar arguments

/**
 * Set when a fused field read inside min/max meets a value that is not a plain number (a
 * string, an array, a boolean, …): the closure then recomputes through the generic path. Module
 * state is safe here: evaluation is synchronous and never re-entrant.
 */
let bailed = false;

function scalarNumber(row: FormulaRowLike, key: string): number {
  if (hasOwn(row, key)) {
    const v = row[key];
    if (typeof v === 'number') return v;
  }
  bailed = true;
  return 0;
}

/**
 * min/max of two or three arguments that are numeric nodes, number constants or fields, with
 * the generic semantics (first value, then strictly better ones) and the generic closure as the
 * fallback when a field holds anything but a number. Null for other shapes.
 */
export function extremumFast(args: readonly Compiled[], isMax: boolean, generic: Evaluator): Compiled | null {
  if (args.length < 2 || args.length > 3) return null;
  if (!args.every((a) => a.numeric === true || constantNumber(a) !== undefined || a.field !== undefined)) return null;
  const parts: NumEvaluator[] = args.map((a) => {
    const c = constantNumber(a);
    if (c !== undefined) return () => c;
    if (a.field) {
      const key = a.field.key;
      return (row) => scalarNumber(row, key);
    }
    return a.fn as NumEvaluator;
  });
  const [p0, p1] = parts as [NumEvaluator, NumEvaluator];
  const last = args[args.length - 1] as Compiled;
  const lastConst = constantNumber(last);
  const p2 = parts.length === 3 ? (parts[2] as NumEvaluator) : null;
  const anyField = args.some((a) => a.field !== undefined);
  const finish = (row: FormulaRowLike, best: number): number => {
    if (bailed) {
      bailed = false;
      return generic(row) as number;
    }
    return best;
  };
  if (p2 === null) {
    return numericNode(
      isMax
        ? (row) => {
            let best = p0(row);
            const y = p1(row);
            if (y > best) best = y;
            return anyField ? finish(row, best) : best;
          }
        : (row) => {
            let best = p0(row);
            const y = p1(row);
            if (y < best) best = y;
            return anyField ? finish(row, best) : best;
          },
    );
  }
  if (lastConst !== undefined) {
    return numericNode(
      isMax
        ? (row) => {
            let best = p0(row);
            const y = p1(row);
            if (y > best) best = y;
            if (lastConst > best) best = lastConst;
            return anyField ? finish(row, best) : best;
          }
        : (row) => {
            let best = p0(row);
            const y = p1(row);
            if (y < best) best = y;
            if (lastConst < best) best = lastConst;
            return anyField ? finish(row, best) : best;
          },
    );
  }
  return numericNode(
    isMax
      ? (row) => {
          let best = p0(row);
          const y = p1(row);
          if (y > best) best = y;
          const z = p2(row);
          if (z > best) best = z;
          return anyField ? finish(row, best) : best;
        }
      : (row) => {
          let best = p0(row);
          const y = p1(row);
          if (y < best) best = y;
          const z = p2(row);
          if (z < best) best = z;
          return anyField ? finish(row, best) : best;
        },
  );
}

// ---------------------------------------------------------------------------------------------
// in

/**
 * `field in [constants]` when every item is a string constant (or every item a number
 * constant): an own value of the same type compares with ===, exactly as compareValues does for
 * two strings or two numbers; anything else goes through the generic closure. Null otherwise.
 */
export function inFast(V: Compiled, items: readonly Compiled[], hit: number, generic: Evaluator): Compiled | null {
  if (!V.field || items.length === 0 || items.length > 8) return null;
  const values = items.map((item) => item.constant?.value);
  const key = V.field.key;
  if (values.every((v): v is string => typeof v === 'string')) {
    const miss = 1 - hit;
    return numericNode((row) => {
      if (hasOwn(row, key)) {
        const v = row[key];
        if (typeof v === 'string') {
          for (let i = 0; i < values.length; i += 1) if (values[i] === v) return hit;
          return miss;
        }
      }
      return generic(row) as number;
    }, true);
  }
  if (values.every((v): v is number => typeof v === 'number')) {
    const miss = 1 - hit;
    return numericNode((row) => {
      if (hasOwn(row, key)) {
        const v = row[key];
        if (typeof v === 'number') {
          for (let i = 0; i < values.length; i += 1) if (values[i] === v) return hit;
          return miss;
        }
      }
      return generic(row) as number;
    }, true);
  }
  return null;
}
