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
  /** A small numeric node its parent can evaluate inline (see Part). */
  readonly part?: Part;
  /** `field = 'text'` (or `!=`) giving `yes` or `no`: a parent may inline it (see strEqValue). */
  readonly strEq?: {
    readonly key: string;
    readonly get: Evaluator;
    readonly text: string;
    readonly yes: number;
    readonly no: number;
  };
  /** For a 0/1 node: the same node giving `hit` and `miss` instead (see withValues). */
  readonly rebuild?: ((hit: number, miss: number) => Compiled | null) | undefined;
  /** A test of one field a parent can evaluate inline (see Pred). */
  readonly pred?: Pred;
}

// ---------------------------------------------------------------------------------------------
// Predicates: tests of one field against constants (`field op number`, `field = 'text'`,
// `field in ['a', 'b']`) that `if` evaluates inline through the top-level ifTest (which V8
// inlines into the closure), instead of calling the test's closure. The inline path decides only
// own numbers (comparisons) or own strings (text tests); anything else calls the node's own
// closure, so the value is always exactly the node's. Only `if` uses it: V8 keeps the type
// feedback of `row[p.key]` per function, and a keyed load that has seen two field names goes
// megamorphic (several times slower), so a helper shared by more shapes would slow them all.

const enum PredKind {
  /** `field op number`: `op` and `c`. */
  NumCompare,
  /** `field = 'text'` or `!=`: `text`. */
  StrEqual,
  /** `field in ['a', …]`: `values`. */
  StrIn,
  /** Any other node giving `yes` or `no`: its closure. */
  Closure,
}

/** Every predicate has every property (one hidden class, so the loads stay monomorphic). */
export interface Pred {
  readonly kind: PredKind;
  readonly key: string;
  readonly op: ComparisonOp;
  readonly c: number;
  readonly text: string;
  readonly values: readonly string[];
  readonly yes: number;
  readonly no: number;
  /** The node's own closure: the answer whenever the inline path cannot decide. */
  readonly fn: NumEvaluator;
}

function makePred(kind: PredKind, fn: NumEvaluator, fields: Partial<Omit<Pred, 'kind' | 'fn'>>): Pred {
  return {
    kind,
    key: fields.key ?? '',
    op: fields.op ?? '=',
    c: fields.c ?? 0,
    text: fields.text ?? '',
    values: fields.values ?? [],
    yes: fields.yes ?? 1,
    no: fields.no ?? 0,
    fn,
  };
}

/** The predicate of a 0/1 node: its own inline test, or its closure. */
export function predOf(c: Compiled): Pred {
  return c.pred ?? makePred(PredKind.Closure, c.fn as NumEvaluator, {});
}

/** A predicate's value (exactly its node's value). */
function ifTest(row: FormulaRowLike, p: Pred): number {
  if (p.kind === PredKind.Closure) return p.fn(row);
  const v = row[p.key];
  if (p.kind === PredKind.NumCompare) {
    if (typeof v === 'number' && ownIfPrimitive(row, p.key)) return compareNumbers(p.op, v, p.c) ? p.yes : p.no;
  } else if (typeof v === 'string' && ownIfPrimitive(row, p.key)) {
    if (p.kind === PredKind.StrEqual) return v === p.text ? p.yes : p.no;
    const values = p.values;
    for (let i = 0; i < values.length; i += 1) if (values[i] === v) return p.yes;
    return p.no;
  }
  return p.fn(row);
}

// ---------------------------------------------------------------------------------------------
// Leaves: the branches of `if` (a constant, a field's value or any closure), read inline.

const enum LeafKind {
  Constant,
  Field,
  Closure,
}

export interface Leaf {
  readonly kind: LeafKind;
  readonly value: FormulaValue;
  readonly key: string;
  readonly get: Evaluator;
  readonly fn: Evaluator;
}

/** The leaf of a node: a constant, a field read (own numbers and strings inline), or its closure. */
export function leafOf(c: Compiled): Leaf {
  if (c.constant) return { kind: LeafKind.Constant, value: c.constant.value, key: '', get: NO_GET, fn: c.fn };
  if (c.field) return { kind: LeafKind.Field, value: 0, key: c.field.key, get: c.field.get, fn: c.fn };
  return { kind: LeafKind.Closure, value: 0, key: '', get: NO_GET, fn: c.fn };
}

/** A branch's value: exactly the node's (a field's own number or string is its value, as the
 * field's getter gives it). */
function leafValue(row: FormulaRowLike, l: Leaf): FormulaValue {
  if (l.kind === LeafKind.Constant) return l.value;
  if (l.kind === LeafKind.Field) {
    const v = row[l.key];
    if ((typeof v === 'number' || typeof v === 'string') && ownIfPrimitive(row, l.key)) return v;
    return l.get(row);
  }
  return l.fn(row);
}

/**
 * `if(test, then, else)` with a 0/1 test: one closure that runs the test inline (see Pred) and
 * reads a constant or field branch inline (see Leaf). Null when the test is not 0/1.
 */
export function ifFast(test: Compiled, then: Compiled, otherwise: Compiled, numeric: boolean): Compiled | null {
  if (!test.bool) return null;
  const p = predOf(test);
  const a = leafOf(then);
  const b = leafOf(otherwise);
  return { fn: (row) => (ifTest(row, p) === 1 ? leafValue(row, a) : leafValue(row, b)), numeric };
}

// ---------------------------------------------------------------------------------------------
// Parts: operands a parent evaluates inline through the top-level `partNumber` (which V8 inlines
// into each parent closure), instead of calling a child closure.

const enum PartKind {
  Constant,
  /** `field op constant`. */
  Term,
  /** A field inside min/max: its own number, else `bailed` (see extremumFast). */
  ScalarField,
  /** Any numeric closure. */
  Closure,
}

/** Every part has every property (one hidden class, so the loads in partNumber stay monomorphic). */
export interface Part {
  readonly kind: PartKind;
  readonly c: number;
  readonly key: string;
  readonly get: Evaluator;
  readonly op: ArithmeticOp;
  readonly fn: NumEvaluator;
}

const NO_GET: Evaluator = () => 0;
const NO_FN: NumEvaluator = () => 0;

function makePart(kind: PartKind, fields: Partial<Omit<Part, 'kind'>>): Part {
  return {
    kind,
    c: fields.c ?? 0,
    key: fields.key ?? '',
    get: fields.get ?? NO_GET,
    op: fields.op ?? '*',
    fn: fields.fn ?? NO_FN,
  };
}

function applyOp(op: ArithmeticOp, x: number, c: number): number {
  switch (op) {
    case '-':
      return x - c;
    case '*':
      return x * c;
    case '/':
      return c === 0 ? 0 : x / c;
    case '%':
      return c === 0 ? 0 : x % c;
  }
}

/** The part's value as a number (exactly toNumber of the generic node's value). */
export function partNumber(row: FormulaRowLike, p: Part): number {
  switch (p.kind) {
    case PartKind.Constant:
      return p.c;
    case PartKind.Term:
      return applyOp(p.op, ownNumber(row, p.key, p.get), p.c);
    case PartKind.ScalarField:
      return scalarNumber(row, p.key);
    default:
      return p.fn(row);
  }
}

/**
 * A node that gives `hit` or `miss` (1 and 0 by default), and can be rebuilt with other values:
 * `not x` and `x * c` reuse the node's own fast closure instead of wrapping it.
 */
export function withValues(
  node: Compiled,
  hit: number,
  miss: number,
  rebuild: (hit: number, miss: number) => Compiled | null,
): Compiled {
  const bool = hit === 1 && miss === 0;
  return { ...node, numeric: true, bool, rebuild: bool ? rebuild : undefined };
}

/** The part of a node, for its parent to evaluate inline. */
export function partOf(c: Compiled): Part {
  if (c.part) return c.part;
  if (c.constant) return makePart(PartKind.Constant, { c: toNumber(c.constant.value) });
  // A field is the term `field * 1` (exact for every number, -0 and NaN included).
  if (c.field) return makePart(PartKind.Term, { key: c.field.key, get: c.field.get, op: '*', c: 1 });
  return makePart(PartKind.Closure, { fn: numberOf(c) });
}

const hasOwn = (row: FormulaRowLike, key: string): boolean => Object.prototype.hasOwnProperty.call(row, key);

const OBJECT_PROTOTYPE: object = Object.prototype;

/**
 * True when a number or string read from `row` is the row's own value. Object.prototype holds
 * none (its properties are functions and the __proto__ accessor), so for a plain object (or one
 * without a prototype) such a value is always own; V8 turns getPrototypeOf into one load, where
 * hasOwnProperty is a call. Other prototypes take the hasOwnProperty path.
 */
function ownIfPrimitive(row: FormulaRowLike, key: string): boolean {
  const proto: unknown = Object.getPrototypeOf(row);
  return proto === OBJECT_PROTOTYPE || proto === null || hasOwn(row, key);
}

/** A field as a number (toNumber of its normalised value), with a fast path for own numbers. */
export function ownNumber(row: FormulaRowLike, key: string, get: Evaluator): number {
  const v = row[key];
  if (typeof v === 'number' && ownIfPrimitive(row, key)) return v;
  return toNumber(get(row));
}

/**
 * ownNumber again, for the right operand of a fused binary node. The keyed load `row[key]` keeps
 * type feedback per function, and one that has seen many keys becomes megamorphic (several times
 * slower); formulas tend to read different fields on their two sides, so a second copy keeps
 * each load's key set small.
 */
export function ownNumberRight(row: FormulaRowLike, key: string, get: Evaluator): number {
  const v = row[key];
  if (typeof v === 'number' && ownIfPrimitive(row, key)) return v;
  return toNumber(get(row));
}

/** A string comparison's value, inlined into its parent (exactly the comparison's closure). */
function strEqValue(row: FormulaRowLike, key: string, get: Evaluator, text: string, yes: number, no: number): number {
  const v = row[key];
  if (typeof v === 'string' && ownIfPrimitive(row, key)) return v === text ? yes : no;
  return compareValues(get(row), text) === 0 ? yes : no;
}

/** ownNumber once more, for the right term of `node + term` (see ownNumberRight). */
function termRight(row: FormulaRowLike, key: string, get: Evaluator): number {
  const v = row[key];
  if (typeof v === 'number' && ownIfPrimitive(row, key)) return v;
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
  const part = c.part;
  if (part && c.bool) return (row) => partNumber(row, part) === 1;
  if (part) {
    return (row) => {
      const x = partNumber(row, part);
      return x !== 0 && x === x;
    };
  }
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

/** `field op constant` as its own closure (faster than partNumber when it is the root). */
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

/** `- * / %`: a field against a constant becomes a Term part; otherwise both operands inline. */
export function arithmetic(op: ArithmeticOp, L: Compiled, R: Compiled): Compiled {
  const c = R.constant ? toNumber(R.constant.value) : undefined;
  if (c !== undefined && L.field) {
    const { key, get } = L.field;
    const part = makePart(PartKind.Term, { key, get, op, c });
    return { fn: fieldConst(op, key, get, c), numeric: true, part };
  }
  if (op === '*' && c !== undefined && L.rebuild && Number.isFinite(c)) {
    // (0/1 node) * c: the node itself giving 1 * c or 0 * c (exactly what the product gives).
    const scaled = L.rebuild(1 * c, 0 * c);
    if (scaled) return { ...scaled, numeric: true, bool: false, rebuild: undefined };
  }
  if (c !== undefined) {
    const l = numberOf(L);
    switch (op) {
      case '-':
        return numericNode((row) => l(row) - c);
      case '*':
        return numericNode((row) => l(row) * c);
      case '/':
        return numericNode(c === 0 ? () => 0 : (row) => l(row) / c);
      case '%':
        return numericNode(c === 0 ? () => 0 : (row) => l(row) % c);
    }
  }
  const a = partOf(L);
  const b = partOf(R);
  switch (op) {
    case '-':
      return numericNode((row) => partNumber(row, a) - partNumber(row, b));
    case '*':
      return numericNode((row) => partNumber(row, a) * partNumber(row, b));
    case '/':
      return numericNode((row) => {
        const x = partNumber(row, a);
        const y = partNumber(row, b);
        return y === 0 ? 0 : x / y;
      });
    case '%':
      return numericNode((row) => {
        const x = partNumber(row, a);
        const y = partNumber(row, b);
        return y === 0 ? 0 : x % y;
      });
  }
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
    const a = partOf(L);
    const b = partOf(R);
    // Terms on both sides, or on one side: their reads inline, with the operators captured as
    // scalars (no part object loads); any other operand is one call.
    if (a.kind === PartKind.Term && b.kind === PartKind.Term) {
      const [ka, ga, oa, ca, kb, gb, ob, cb] = [a.key, a.get, a.op, a.c, b.key, b.get, b.op, b.c];
      return numericNode(
        (row) => applyOp(oa, ownNumber(row, ka, ga), ca) + applyOp(ob, ownNumberRight(row, kb, gb), cb),
      );
    }
    if (b.kind === PartKind.Term) {
      // The right term's operator is decided here, one closure each, so no operator switch
      // (whose feedback every other formula shares) runs per row.
      const [kb, gb, cb] = [b.key, b.get, b.c];
      const eq = L.strEq;
      if (eq) {
        // `(field = 'text') * c + term`: both reads inline (no call to the comparison's closure).
        const { key: ka, get: ga, text, yes, no } = eq;
        switch (b.op) {
          case '-':
            return numericNode((row) => strEqValue(row, ka, ga, text, yes, no) + (termRight(row, kb, gb) - cb));
          case '*':
            return numericNode((row) => strEqValue(row, ka, ga, text, yes, no) + termRight(row, kb, gb) * cb);
          case '/':
            return numericNode(
              (row) => strEqValue(row, ka, ga, text, yes, no) + (cb === 0 ? 0 : termRight(row, kb, gb) / cb),
            );
          case '%':
            return numericNode(
              (row) => strEqValue(row, ka, ga, text, yes, no) + (cb === 0 ? 0 : termRight(row, kb, gb) % cb),
            );
        }
      }
      const l = numberOf(L);
      switch (b.op) {
        case '-':
          return numericNode((row) => l(row) + (termRight(row, kb, gb) - cb));
        case '*':
          return numericNode((row) => l(row) + termRight(row, kb, gb) * cb);
        case '/':
          return numericNode(cb === 0 ? (row) => l(row) + 0 : (row) => l(row) + termRight(row, kb, gb) / cb);
        case '%':
          return numericNode(cb === 0 ? (row) => l(row) + 0 : (row) => l(row) + (termRight(row, kb, gb) % cb));
      }
    }
    if (b.kind === PartKind.Constant) {
      const l = numberOf(L);
      const cb = b.c;
      return numericNode((row) => l(row) + cb);
    }
    return numericNode((row) => partNumber(row, a) + partNumber(row, b));
  }
  if (L.field && rNum) {
    const { key, get } = L.field;
    const rc = constantNumber(R);
    if (rc !== undefined) {
      return {
        fn: (row) => {
          const v = row[key];
          if (typeof v === 'number' && ownIfPrimitive(row, key)) return v + rc;
          return addValues(get(row), rc);
        },
      };
    }
    const r = numberOf(R);
    return {
      fn: (row) => {
        const b = r(row);
        const v = row[key];
        if (typeof v === 'number' && ownIfPrimitive(row, key)) return v + b;
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
export function comparison(op: ComparisonOp, L: Compiled, R: Compiled, hit = 1, miss = 0): Compiled | null {
  const node = comparisonNode(op, L, R, hit, miss);
  if (!node || !L.field) return node;
  const rc = R.constant?.value;
  const key = L.field.key;
  const fn = node.fn as NumEvaluator;
  if (typeof rc === 'number')
    return { ...node, pred: makePred(PredKind.NumCompare, fn, { key, op, c: rc, yes: hit, no: miss }) };
  if (typeof rc === 'string' && node.strEq) {
    const { text, yes, no } = node.strEq;
    return { ...node, pred: makePred(PredKind.StrEqual, fn, { key, text, yes, no }) };
  }
  return node;
}

function comparisonNode(op: ComparisonOp, L: Compiled, R: Compiled, hit: number, miss: number): Compiled | null {
  const rc = R.constant?.value;
  if (L.field && typeof rc === 'number') {
    const { key, get } = L.field;
    // One closure per operator, so none switches on the operator per row.
    switch (op) {
      case '=':
        return withValues(
          numericNode((row) => {
            const v = row[key];
            if (typeof v === 'number' && ownIfPrimitive(row, key)) return v === rc ? hit : miss;
            return compareValues(get(row), rc) === 0 ? hit : miss;
          }, true),
          hit,
          miss,
          (h, m) => comparison(op, L, R, h, m),
        );
      case '!=':
        return withValues(
          numericNode((row) => {
            const v = row[key];
            if (typeof v === 'number' && ownIfPrimitive(row, key)) return v !== rc ? hit : miss;
            return compareValues(get(row), rc) !== 0 ? hit : miss;
          }, true),
          hit,
          miss,
          (h, m) => comparison(op, L, R, h, m),
        );
      case '<':
        return withValues(
          numericNode((row) => {
            const v = row[key];
            if (typeof v === 'number' && ownIfPrimitive(row, key)) return v < rc ? hit : miss;
            return compareValues(get(row), rc) < 0 ? hit : miss;
          }, true),
          hit,
          miss,
          (h, m) => comparison(op, L, R, h, m),
        );
      case '<=':
        return withValues(
          numericNode((row) => {
            const v = row[key];
            if (typeof v === 'number' && ownIfPrimitive(row, key)) return v <= rc ? hit : miss;
            return compareValues(get(row), rc) <= 0 ? hit : miss;
          }, true),
          hit,
          miss,
          (h, m) => comparison(op, L, R, h, m),
        );
      case '>':
        return withValues(
          numericNode((row) => {
            const v = row[key];
            if (typeof v === 'number' && ownIfPrimitive(row, key)) return v > rc ? hit : miss;
            return compareValues(get(row), rc) > 0 ? hit : miss;
          }, true),
          hit,
          miss,
          (h, m) => comparison(op, L, R, h, m),
        );
      case '>=':
        return withValues(
          numericNode((row) => {
            const v = row[key];
            if (typeof v === 'number' && ownIfPrimitive(row, key)) return v >= rc ? hit : miss;
            return compareValues(get(row), rc) >= 0 ? hit : miss;
          }, true),
          hit,
          miss,
          (h, m) => comparison(op, L, R, h, m),
        );
    }
  }
  if (L.field && typeof rc === 'string' && (op === '=' || op === '!=')) {
    const { key, get } = L.field;
    const [yes, no] = op === '=' ? [hit, miss] : [miss, hit];
    const fn: NumEvaluator = (row) => {
      const v = row[key];
      if (typeof v === 'string' && ownIfPrimitive(row, key)) return v === rc ? yes : no;
      return compareValues(get(row), rc) === 0 ? yes : no;
    };
    const node = withValues({ fn, numeric: true }, hit, miss, (h, m) => comparison(op, L, R, h, m));
    return { ...node, strEq: { key, get, text: rc, yes, no } };
  }
  if (L.numeric && (typeof rc === 'number' || R.numeric)) {
    const a = partOf(L);
    const b = partOf(R);
    return withValues(
      numericNode((row) => (compareNumbers(op, partNumber(row, a), partNumber(row, b)) ? hit : miss)),
      hit,
      miss,
      (h, m) => comparison(op, L, R, h, m),
    );
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Logic

/**
 * `test and x` where both give 0 or 1 and the left side is a test of one field (a comparison with
 * a number, or a string equality or `in` list of up to three strings): the test runs inline,
 * then the right side's closure. One closure per kind of test, each with its own `row[key]`
 * (see Pred on why the loads are not shared). Null for other shapes.
 */
function andFast(L: Compiled, R: Compiled): Compiled | null {
  const p = L.pred;
  if (!p || !L.bool || !R.bool) return null;
  const r = R.fn as NumEvaluator;
  const { key, yes, no, fn: test } = p;
  if (p.kind === PredKind.NumCompare) {
    const { op, c } = p;
    return numericNode((row) => {
      const v = row[key];
      const l = typeof v === 'number' && ownIfPrimitive(row, key) ? (compareNumbers(op, v, c) ? yes : no) : test(row);
      return l === 1 ? r(row) : 0;
    }, true);
  }
  const values = p.kind === PredKind.StrEqual ? [p.text] : p.values;
  if (p.kind === PredKind.Closure || values.length === 0 || values.length > 3) return null;
  const [x = '', y = x, z = y] = values;
  return numericNode((row) => {
    const v = row[key];
    const l =
      typeof v === 'string' && ownIfPrimitive(row, key) ? (v === x || v === y || v === z ? yes : no) : test(row);
    return l === 1 ? r(row) : 0;
  }, true);
}

export function and(L: Compiled, R: Compiled, isTruthy: (v: FormulaValue) => boolean): Compiled {
  const inline = andFast(L, R);
  if (inline) return inline;
  if (L.bool && R.bool) {
    // Both sides give 0 or 1: the right side's value is the answer when the left one holds, and
    // the sides' own closures are called directly (no truth test around them).
    const l = L.fn as NumEvaluator;
    const r = R.fn as NumEvaluator;
    return numericNode((row) => (l(row) === 1 ? r(row) : 0), true);
  }
  const l = truthOf(L, isTruthy);
  const r = truthOf(R, isTruthy);
  return numericNode((row) => (l(row) && r(row) ? 1 : 0), true);
}

export function or(L: Compiled, R: Compiled, isTruthy: (v: FormulaValue) => boolean): Compiled {
  if (L.bool && R.bool) {
    const l = L.fn as NumEvaluator;
    const r = R.fn as NumEvaluator;
    return numericNode((row) => (l(row) === 1 ? 1 : r(row)), true);
  }
  const l = truthOf(L, isTruthy);
  const r = truthOf(R, isTruthy);
  return numericNode((row) => (l(row) || r(row) ? 1 : 0), true);
}

export function not(A: Compiled, isTruthy: (v: FormulaValue) => boolean): Compiled {
  const flipped = A.rebuild?.(0, 1);
  if (flipped) return { ...flipped, numeric: true, bool: true, rebuild: undefined };
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
  const v = row[key];
  if (typeof v === 'number' && ownIfPrimitive(row, key)) return v;
  bailed = true;
  return 0;
}

/**
 * The readers of min/max's first, second and third argument: three copies of one function, so
 * that each argument position keeps its own type feedback for the keyed load `row[key]` (one
 * shared copy sees every field of every formula and goes megamorphic, several times slower).
 * A field that holds anything but an own number sets `bailed`.
 */
function extremumArg0(row: FormulaRowLike, p: Part): number {
  if (p.kind === PartKind.Constant) return p.c;
  if (p.kind === PartKind.Closure) return p.fn(row);
  const v = row[p.key];
  if (typeof v === 'number' && ownIfPrimitive(row, p.key)) return p.kind === PartKind.Term ? applyOp(p.op, v, p.c) : v;
  if (p.kind === PartKind.Term) return applyOp(p.op, toNumber(p.get(row)), p.c);
  bailed = true;
  return 0;
}

function extremumArg1(row: FormulaRowLike, p: Part): number {
  if (p.kind === PartKind.Constant) return p.c;
  if (p.kind === PartKind.Closure) return p.fn(row);
  const v = row[p.key];
  if (typeof v === 'number' && ownIfPrimitive(row, p.key)) return p.kind === PartKind.Term ? applyOp(p.op, v, p.c) : v;
  if (p.kind === PartKind.Term) return applyOp(p.op, toNumber(p.get(row)), p.c);
  bailed = true;
  return 0;
}

function extremumArg2(row: FormulaRowLike, p: Part): number {
  if (p.kind === PartKind.Constant) return p.c;
  if (p.kind === PartKind.Closure) return p.fn(row);
  const v = row[p.key];
  if (typeof v === 'number' && ownIfPrimitive(row, p.key)) return p.kind === PartKind.Term ? applyOp(p.op, v, p.c) : v;
  if (p.kind === PartKind.Term) return applyOp(p.op, toNumber(p.get(row)), p.c);
  bailed = true;
  return 0;
}

/**
 * min/max of two or three arguments that are numeric nodes, number constants or fields, with
 * the generic semantics (first value, then strictly better ones) and the generic closure as the
 * fallback when a field holds anything but a number. Null for other shapes. Arity and min/max
 * are decided at compile time (one closure each), so no closure tests them per row.
 */
export function extremumFast(args: readonly Compiled[], isMax: boolean, generic: Evaluator): Compiled | null {
  if (args.length < 2 || args.length > 3) return null;
  if (!args.every((a) => a.numeric === true || constantNumber(a) !== undefined || a.field !== undefined)) return null;
  const parts = args.map((a) =>
    a.field && !a.constant ? makePart(PartKind.ScalarField, { key: a.field.key, get: a.field.get }) : partOf(a),
  );
  const [p0, p1] = parts as [Part, Part];
  const check = (row: FormulaRowLike, best: number): number => {
    if (bailed) {
      bailed = false;
      return generic(row) as number;
    }
    return best;
  };
  if (parts.length === 2) {
    return numericNode(
      isMax
        ? (row) => {
            const x = extremumArg0(row, p0);
            const y = extremumArg1(row, p1);
            return check(row, y > x ? y : x);
          }
        : (row) => {
            const x = extremumArg0(row, p0);
            const y = extremumArg1(row, p1);
            return check(row, y < x ? y : x);
          },
    );
  }
  const p2 = parts[2] as Part;
  return numericNode(
    isMax
      ? (row) => {
          let best = extremumArg0(row, p0);
          const y = extremumArg1(row, p1);
          if (y > best) best = y;
          const z = extremumArg2(row, p2);
          if (z > best) best = z;
          return check(row, best);
        }
      : (row) => {
          let best = extremumArg0(row, p0);
          const y = extremumArg1(row, p1);
          if (y < best) best = y;
          const z = extremumArg2(row, p2);
          if (z < best) best = z;
          return check(row, best);
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
    const [x, y = x, z = y] = values;
    // Up to three items: chained strict equality on captured strings (no loop, no array loads).
    const fn: NumEvaluator =
      values.length <= 3
        ? (row) => {
            const v = row[key];
            if (typeof v === 'string' && ownIfPrimitive(row, key)) return v === x || v === y || v === z ? hit : miss;
            return generic(row) as number;
          }
        : (row) => {
            const v = row[key];
            if (typeof v === 'string' && ownIfPrimitive(row, key)) {
              for (let i = 0; i < values.length; i += 1) if (values[i] === v) return hit;
              return miss;
            }
            return generic(row) as number;
          };
    return { fn, numeric: true, bool: true, pred: makePred(PredKind.StrIn, fn, { key, values, yes: hit, no: miss }) };
  }
  if (values.every((v): v is number => typeof v === 'number')) {
    const miss = 1 - hit;
    return numericNode((row) => {
      const v = row[key];
      if (typeof v === 'number' && ownIfPrimitive(row, key)) {
        for (let i = 0; i < values.length; i += 1) if (values[i] === v) return hit;
        return miss;
      }
      return generic(row) as number;
    }, true);
  }
  return null;
}
