// AST to closures, compiled once. No eval, no new Function: every node becomes a small closure
// specialised on its operator (and on constant operands), field look-ups are resolved once per
// formula, and functions are found through a Map of lower-case names.
import { isComparisonOperator, type BinaryOperator, type ComparisonOperator, type FormulaNode } from './ast';
import { checkFormulaText, fieldNames, findUnknownField } from './check';
import { FormulaError } from './errors';
import type { Compiled } from './fast';
import * as fast from './fast';
import { MAX_FORMULA_DEPTH, parseExpression } from './parser';
import type { FormulaValue } from './values';
import {
  MAX_LIKE_PATTERN_LENGTH,
  MAX_REGEX_PATTERN_LENGTH,
  addValues,
  compareValues,
  isTruthy,
  likeMatch,
  likeTest,
  normalizeValue,
  regexMatch,
  regexTest,
  safeRegExp,
  stringToNumber,
  toEpochMillis,
  toNumber,
  toText,
} from './values';
import { unknownFieldMessage } from '../messages';
import * as MESSAGES from '../message-catalogue';

export type FormulaRow = Readonly<Record<string, unknown>>;
export type CompiledFormula = (row: FormulaRow) => number | string;

export interface CompileOptions {
  /**
   * Known field names. Identifiers are mapped to their spelling in this list
   * (case-insensitive) and compileFormula reports 'Unknown field: {name}' for others.
   * Entries that are not strings are ignored (a list that is not an array counts as empty).
   */
  readonly fields?: readonly string[];
  /** Clock for now(), in epoch milliseconds. Defaults to Date.now. */
  readonly now?: () => number;
}

type Evaluator = (row: FormulaRow) => FormulaValue;

const EMPTY_ROW: FormulaRow = Object.freeze({});
const hasOwn = (row: FormulaRow, key: string): boolean => Object.prototype.hasOwnProperty.call(row, key);

/**
 * The same text as an internalised string (V8 internalises property names): row values that
 * come from literals or JSON keys are internalised, and two internalised strings compare by
 * pointer, where a string sliced from the formula text compares character by character.
 */
function internalize(text: string): string {
  if (text.length > 64) return text;
  const keys = Object.keys({ [text]: 0 });
  return keys[0] ?? text;
}

function constant(raw: FormulaValue): Compiled {
  const value = typeof raw === 'string' ? internalize(raw) : raw;
  return { fn: () => value, constant: { value } };
}

/** Folds a pure node whose children are all constants. */
function fold(fn: Evaluator, children: readonly Compiled[], pure = true): Compiled {
  if (pure && children.every((child) => child.constant !== undefined)) return constant(fn(EMPTY_ROW));
  return { fn };
}

/** fold for a node whose value is always a number (`bool`: always 0 or 1). */
function foldNumber(fn: Evaluator, children: readonly Compiled[], bool = false): Compiled {
  if (children.every((child) => child.constant !== undefined)) return constant(fn(EMPTY_ROW));
  return bool ? { fn, numeric: true, bool: true } : { fn, numeric: true };
}

/** An aggregate over its arguments: `make` builds the per-row evaluator from the arguments'
 * evaluators (once, at compile time), folded when every argument is a constant. */
function foldAggregate(args: readonly Compiled[], make: (fns: readonly Evaluator[]) => Evaluator): Compiled {
  return foldNumber(make(args.map((x) => x.fn)), args);
}

/** Folds an already specialised node when all its children are constants. */
function foldCompiled(node: Compiled, children: readonly Compiled[]): Compiled {
  if (children.every((child) => child.constant !== undefined)) return constant(node.fn(EMPTY_ROW));
  return node;
}

// ---------------------------------------------------------------------------------------------
// Field access

/**
 * Raw value of a field: own property first (exact spelling), then a case-insensitive match on
 * the row's own keys. Only own properties are ever read, so inherited names (constructor,
 * __proto__, toString, or anything on the row's prototype) are missing.
 */
function rawGetter(key: string): (row: FormulaRow) => unknown {
  const lower = key.toLowerCase();
  let cached: string | null = null;
  const slow = (row: FormulaRow): unknown => {
    if (cached !== null && hasOwn(row, cached)) return row[cached];
    for (const k in row) {
      if (hasOwn(row, k) && k.toLowerCase() === lower) {
        cached = k;
        return row[k];
      }
    }
    return undefined;
  };
  return (row) => {
    if (hasOwn(row, key)) {
      const v = row[key];
      if (v !== undefined) return v;
    }
    return slow(row);
  };
}

function valueGetter(key: string): Evaluator {
  const raw = rawGetter(key);
  return (row) => {
    if (hasOwn(row, key)) {
      const v = row[key];
      if (typeof v === 'number' || typeof v === 'string') return v;
      if (v !== undefined) return normalizeValue(v);
    }
    return normalizeValue(raw(row));
  };
}

// ---------------------------------------------------------------------------------------------
// Aggregates: variadic, array arguments flattened

/** Adds a value (flattening arrays) to a running total, strictly left to right: floating-point
 * addition is not associative, so nested arrays must not be summed apart first. */
function addTo(total: number, v: FormulaValue): number {
  if (typeof v === 'number') return total + v;
  if (typeof v === 'string') return total + stringToNumber(v);
  let t = total;
  for (const item of v) t = addTo(t, item);
  return t;
}

function sumOf(v: FormulaValue): number {
  return addTo(0, v);
}

function countOf(v: FormulaValue): number {
  if (typeof v !== 'object') return 1;
  let total = 0;
  for (const item of v) total += countOf(item);
  return total;
}

function collectNumbers(v: FormulaValue, out: number[]): void {
  if (typeof v === 'number') out.push(v);
  else if (typeof v === 'string') out.push(stringToNumber(v));
  else for (const item of v) collectNumbers(item, out);
}

function collectScalars(v: FormulaValue, out: (number | string)[]): void {
  if (typeof v === 'object') for (const item of v) collectScalars(item, out);
  else out.push(v);
}

function numbersOf(fns: readonly Evaluator[], row: FormulaRow): number[] {
  const out: number[] = [];
  for (const f of fns) collectNumbers(f(row), out);
  return out;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Population variance. */
export function variance(values: readonly number[]): number {
  if (values.length === 0) return 0;
  let mean = 0;
  for (const v of values) mean += v;
  mean /= values.length;
  let sq = 0;
  for (const v of values) sq += (v - mean) * (v - mean);
  return sq / values.length;
}

/** min or max over the flattened arguments without allocating for scalar arguments; 0 when empty. */
function extremum(fns: readonly Evaluator[], isMax: boolean): Evaluator {
  return (row) => {
    let best = 0;
    let n = 0;
    for (const f of fns) {
      const v = f(row);
      if (typeof v !== 'object') {
        const x = typeof v === 'number' ? v : stringToNumber(v);
        if (n === 0 || (isMax ? x > best : x < best)) best = x;
        n += 1;
        continue;
      }
      const xs: number[] = [];
      collectNumbers(v, xs);
      for (const x of xs) {
        if (n === 0 || (isMax ? x > best : x < best)) best = x;
        n += 1;
      }
    }
    return best;
  };
}

/** min / max: the fused fast path for scalar arguments, else the generic closure. */
function compileExtremum(args: readonly Compiled[], isMax: boolean): Compiled {
  const generic = extremum(
    args.map((x) => x.fn),
    isMax,
  );
  return foldCompiled(fast.extremumFast(args, isMax, generic) ?? { fn: generic, numeric: true }, args);
}

type FunctionCompiler = (args: readonly Compiled[], options: CompileOptions) => Compiled;

const arg = (args: readonly Compiled[], i: number): Compiled => args[i] ?? constant(0);

const FUNCTIONS: ReadonlyMap<string, FunctionCompiler> = new Map<string, FunctionCompiler>([
  [
    'abs',
    (args) => {
      const a = fast.numberOf(arg(args, 0));
      return foldNumber((row) => Math.abs(a(row)), args);
    },
  ],
  [
    'if',
    (args) => {
      const c = arg(args, 0);
      const a = arg(args, 1).fn;
      const b = arg(args, 2).fn;
      if (c.constant) return isTruthy(c.constant.value) ? arg(args, 1) : arg(args, 2);
      const numeric = arg(args, 1).numeric === true && arg(args, 2).numeric === true;
      const inline = fast.ifFast(c, arg(args, 1), arg(args, 2), numeric);
      if (inline) return foldCompiled(inline, args);
      const test = fast.truthOf(c, isTruthy);
      const node: Compiled = { fn: (row) => (test(row) ? a(row) : b(row)), numeric };
      return foldCompiled(node, args);
    },
  ],
  [
    'sum',
    (args) =>
      foldAggregate(args, (fns) => {
        if (fns.length === 1) {
          const f = fns[0] as Evaluator;
          return (row) => sumOf(f(row));
        }
        return (row) => {
          let total = 0;
          for (const f of fns) total = addTo(total, f(row));
          return total;
        };
      }),
  ],
  [
    'avg',
    (args) =>
      foldAggregate(args, (fns) => (row) => {
        let total = 0;
        let n = 0;
        for (const f of fns) {
          const v = f(row);
          total = addTo(total, v);
          n += countOf(v);
        }
        return n === 0 ? 0 : total / n;
      }),
  ],
  ['min', (args) => compileExtremum(args, false)],
  ['max', (args) => compileExtremum(args, true)],
  [
    'count',
    (args) =>
      foldAggregate(args, (fns) => (row) => {
        let n = 0;
        for (const f of fns) n += countOf(f(row));
        return n;
      }),
  ],
  [
    'd_count',
    (args) =>
      foldAggregate(args, (fns) => (row) => {
        const out: (number | string)[] = [];
        for (const f of fns) collectScalars(f(row), out);
        return new Set(out).size;
      }),
  ],
  ['med', (args) => foldAggregate(args, (fns) => (row) => median(numbersOf(fns, row)))],
  ['variance', (args) => foldAggregate(args, (fns) => (row) => variance(numbersOf(fns, row)))],
  ['std_dev', (args) => foldAggregate(args, (fns) => (row) => Math.sqrt(variance(numbersOf(fns, row))))],
  [
    'now',
    (_args, options) => {
      const clock = options.now ?? Date.now;
      return { fn: () => clock(), numeric: true };
    },
  ],
  [
    'timestamp_diff',
    (args) => {
      const a = arg(args, 0).fn;
      const b = arg(args, 1).fn;
      return foldNumber((row) => {
        const seconds = (toEpochMillis(b(row)) - toEpochMillis(a(row))) / 1000;
        return Number.isNaN(seconds) ? 0 : seconds;
      }, args);
    },
  ],
]);

// ---------------------------------------------------------------------------------------------
// Operators

function compileArithmetic(op: '-' | '*' | '/' | '%', L: Compiled, R: Compiled): Evaluator {
  const l = L.fn;
  const r = R.fn;
  if (R.constant) {
    const c = toNumber(R.constant.value);
    switch (op) {
      case '-':
        return (row) => toNumber(l(row)) - c;
      case '*':
        return (row) => toNumber(l(row)) * c;
      case '/':
        if (c === 0) return () => 0;
        return (row) => toNumber(l(row)) / c;
      case '%':
        if (c === 0) return () => 0;
        return (row) => toNumber(l(row)) % c;
    }
  }
  switch (op) {
    case '-':
      return (row) => toNumber(l(row)) - toNumber(r(row));
    case '*':
      return (row) => toNumber(l(row)) * toNumber(r(row));
    case '/':
      return (row) => {
        const a = toNumber(l(row));
        const b = toNumber(r(row));
        return b === 0 ? 0 : a / b;
      };
    case '%':
      return (row) => {
        const a = toNumber(l(row));
        const b = toNumber(r(row));
        return b === 0 ? 0 : a % b;
      };
  }
}

function compileComparison(op: ComparisonOperator, L: Compiled, R: Compiled): Evaluator {
  const l = L.fn;
  const r = R.fn;
  const rc = R.constant?.value;
  if (typeof rc === 'number') {
    switch (op) {
      case '=':
        return (row) => {
          const a = l(row);
          return (typeof a === 'number' ? a === rc : compareValues(a, rc) === 0) ? 1 : 0;
        };
      case '!=':
        return (row) => {
          const a = l(row);
          return (typeof a === 'number' ? a !== rc : compareValues(a, rc) !== 0) ? 1 : 0;
        };
      case '<':
        return (row) => {
          const a = l(row);
          return (typeof a === 'number' ? a < rc : compareValues(a, rc) < 0) ? 1 : 0;
        };
      case '<=':
        return (row) => {
          const a = l(row);
          return (typeof a === 'number' ? a <= rc : compareValues(a, rc) <= 0) ? 1 : 0;
        };
      case '>':
        return (row) => {
          const a = l(row);
          return (typeof a === 'number' ? a > rc : compareValues(a, rc) > 0) ? 1 : 0;
        };
      case '>=':
        return (row) => {
          const a = l(row);
          return (typeof a === 'number' ? a >= rc : compareValues(a, rc) >= 0) ? 1 : 0;
        };
    }
  }
  if (typeof rc === 'string' && (op === '=' || op === '!=')) {
    const hit = op === '=' ? 1 : 0;
    const miss = 1 - hit;
    return (row) => {
      const a = l(row);
      return (typeof a === 'string' ? a === rc : compareValues(a, rc) === 0) ? hit : miss;
    };
  }
  switch (op) {
    case '=':
      return (row) => {
        const a = l(row);
        const b = r(row);
        return (typeof a === 'number' && typeof b === 'number' ? a === b : compareValues(a, b) === 0) ? 1 : 0;
      };
    case '!=':
      return (row) => {
        const a = l(row);
        const b = r(row);
        return (typeof a === 'number' && typeof b === 'number' ? a !== b : compareValues(a, b) !== 0) ? 1 : 0;
      };
    case '<':
      return (row) => {
        const a = l(row);
        const b = r(row);
        return (typeof a === 'number' && typeof b === 'number' ? a < b : compareValues(a, b) < 0) ? 1 : 0;
      };
    case '<=':
      return (row) => {
        const a = l(row);
        const b = r(row);
        return (typeof a === 'number' && typeof b === 'number' ? a <= b : compareValues(a, b) <= 0) ? 1 : 0;
      };
    case '>':
      return (row) => {
        const a = l(row);
        const b = r(row);
        return (typeof a === 'number' && typeof b === 'number' ? a > b : compareValues(a, b) > 0) ? 1 : 0;
      };
    case '>=':
      return (row) => {
        const a = l(row);
        const b = r(row);
        return (typeof a === 'number' && typeof b === 'number' ? a >= b : compareValues(a, b) >= 0) ? 1 : 0;
      };
  }
}

/** A binary node, specialised (see fast.ts) where a fast shape applies. */
function compileBinaryNode(op: BinaryOperator, L: Compiled, R: Compiled): Compiled {
  if (isComparisonOperator(op))
    return fast.comparison(op, L, R) ?? { fn: compileComparison(op, L, R), numeric: true, bool: true };
  switch (op) {
    case '-':
    case '*':
    case '/':
    case '%':
      return fast.arithmetic(op, L, R);
    case '+':
      return fast.plus(L, R, addValues) ?? { fn: compileBinary(op, L, R) };
    case 'and':
      return fast.and(L, R, isTruthy);
    case 'or':
      return fast.or(L, R, isTruthy);
    case 'like':
    case 'regex':
      return { fn: compileBinary(op, L, R), numeric: true, bool: true };
    default:
      return { fn: compileBinary(op, L, R) };
  }
}

function compileBinary(op: BinaryOperator, L: Compiled, R: Compiled): Evaluator {
  if (isComparisonOperator(op)) return compileComparison(op, L, R);
  const l = L.fn;
  const r = R.fn;
  switch (op) {
    case '+': {
      const rc = R.constant?.value;
      if (typeof rc === 'number') {
        return (row) => {
          const a = l(row);
          return typeof a === 'number' ? a + rc : addValues(a, rc);
        };
      }
      return (row) => {
        const a = l(row);
        const b = r(row);
        return typeof a === 'number' && typeof b === 'number' ? a + b : addValues(a, b);
      };
    }
    case '-':
    case '*':
    case '/':
    case '%':
      return compileArithmetic(op, L, R);
    case 'and':
      return (row) => (isTruthy(l(row)) && isTruthy(r(row)) ? 1 : 0);
    case 'or':
      return (row) => (isTruthy(l(row)) || isTruthy(r(row)) ? 1 : 0);
    case 'like': {
      if (R.constant) {
        const pattern = toText(R.constant.value);
        if (pattern.length > MAX_LIKE_PATTERN_LENGTH) return () => 0;
        return (row) => (likeTest(pattern, toText(l(row))) ? 1 : 0);
      }
      return (row) => likeMatch(l(row), r(row));
    }
    case 'regex': {
      // An invalid or unsafe pattern (see safeRegExp) never matches: 0.
      if (R.constant) {
        const re = safeRegExp(toText(R.constant.value));
        if (re === null) return () => 0;
        return (row) => (regexTest(re, toText(l(row))) ? 1 : 0);
      }
      return (row) => regexMatch(l(row), r(row));
    }
    default:
      throw new FormulaError(MESSAGES.unknownOperator);
  }
}

// ---------------------------------------------------------------------------------------------
// Nodes

type NodeOf<T extends FormulaNode['type']> = Extract<FormulaNode, { type: T }>;

/** The node's position when it is a number (hand-built nodes may carry anything). */
function positionOf(node: unknown): number | undefined {
  const pos = typeof node === 'object' && node !== null ? (node as { pos?: unknown }).pos : undefined;
  return typeof pos === 'number' && Number.isFinite(pos) ? pos : undefined;
}

function malformed(node: unknown): never {
  throw new FormulaError(MESSAGES.unknownAstNodeType, positionOf(node));
}

/** A child node list; anything but an array is a malformed node. */
function nodeList(owner: unknown, list: unknown): readonly unknown[] {
  return Array.isArray(list) ? (list as readonly unknown[]) : malformed(owner);
}

class Compiler {
  private readonly canonical: ReadonlyMap<string, string> | null;
  private depth = 0;

  constructor(private readonly options: CompileOptions) {
    this.canonical =
      options.fields !== undefined
        ? new Map(fieldNames(options.fields).map((field) => [field.toLowerCase(), field] as const))
        : null;
  }

  private fieldKey(name: string): string {
    return this.canonical?.get(name.toLowerCase()) ?? name;
  }

  /**
   * Compiles one node. Hand-built ASTs are checked as they are walked: anything that is not a
   * well-formed node (wrong field types, missing children, cycles or nesting deeper than
   * MAX_FORMULA_DEPTH) throws FormulaError('Unknown AST node type').
   */
  compile(input: unknown): Compiled {
    if (typeof input !== 'object' || input === null) return malformed(input);
    this.depth += 1;
    try {
      if (this.depth > MAX_FORMULA_DEPTH) return malformed(input);
      return this.compileNode(input as FormulaNode);
    } finally {
      this.depth -= 1;
    }
  }

  private compileNode(node: FormulaNode): Compiled {
    switch (node.type) {
      case 'Literal': {
        const value: unknown = node.value;
        if (value === null) return constant(0);
        if (typeof value === 'number' || typeof value === 'string') return constant(value);
        return malformed(node);
      }
      case 'Identifier': {
        if (typeof node.name !== 'string') return malformed(node);
        const key = this.fieldKey(node.name);
        const get = valueGetter(key);
        return { fn: get, field: { key, get } };
      }
      case 'Binary': {
        const L = this.compile(node.left);
        const R = this.compile(node.right);
        // A constant like or regex pattern over the cap is an error the editor can show (one
        // read from a field just never matches, see likeTest and safeRegExp).
        if ((node.op === 'like' || node.op === 'regex') && R.constant) {
          const limit = node.op === 'like' ? MAX_LIKE_PATTERN_LENGTH : MAX_REGEX_PATTERN_LENGTH;
          if (toText(R.constant.value).length > limit) {
            throw new FormulaError(MESSAGES.patternTooLong, positionOf(node.right));
          }
        }
        // A regex is never run while compiling: `'…' regex '…'` is not folded.
        if (node.op === 'regex') return { fn: compileBinary(node.op, L, R), numeric: true, bool: true };
        return foldCompiled(compileBinaryNode(node.op, L, R), [L, R]);
      }
      case 'Unary':
        return this.compileUnary(node);
      case 'Call': {
        const name: unknown = node.name;
        const compiler = typeof name === 'string' ? FUNCTIONS.get(name.toLowerCase()) : undefined;
        if (!compiler) throw new FormulaError(MESSAGES.unknownFunction, positionOf(node));
        return compiler(
          nodeList(node, node.args).map((child) => this.compile(child)),
          this.options,
        );
      }
      case 'Array': {
        const items = nodeList(node, node.elements).map((child) => this.compile(child));
        const fns = items.map((item) => item.fn);
        return fold((row) => fns.map((f) => f(row)), items);
      }
      case 'Between':
        return this.compileBetween(node);
      case 'In':
        return this.compileIn(node);
      case 'IsNull':
        return this.compileIsNull(node);
      default:
        return malformed(node);
    }
  }

  private compileUnary(node: NodeOf<'Unary'>): Compiled {
    const A = this.compile(node.argument);
    switch (node.op) {
      case '-': {
        const x = fast.numberOf(A);
        return foldNumber((row) => -x(row), [A]);
      }
      case '+':
        return foldNumber(fast.numberOf(A), [A]);
      case 'not':
        return foldCompiled(fast.not(A, isTruthy), [A]);
      default:
        throw new FormulaError(MESSAGES.unknownUnaryOperator, positionOf(node));
    }
  }

  private compileBetween(node: NodeOf<'Between'>): Compiled {
    const V = this.compile(node.value);
    const Lo = this.compile(node.low);
    const Hi = this.compile(node.high);
    const [v, lo, hi] = [V.fn, Lo.fn, Hi.fn];
    const hit = node.negated === true ? 0 : 1;
    const miss = 1 - hit;
    return foldNumber(
      (row) => {
        const x = v(row);
        return compareValues(x, lo(row)) >= 0 && compareValues(x, hi(row)) <= 0 ? hit : miss;
      },
      [V, Lo, Hi],
      true,
    );
  }

  private compileIn(node: NodeOf<'In'>): Compiled {
    const V = this.compile(node.value);
    const items = nodeList(node, node.list).map((child) => this.compile(child));
    const v = V.fn;
    const fns = items.map((item) => item.fn);
    const hit = node.negated === true ? 0 : 1;
    const miss = 1 - hit;
    const generic: Evaluator = (row) => {
      const x = v(row);
      for (const f of fns) if (compareValues(x, f(row)) === 0) return hit;
      return miss;
    };
    return foldCompiled(fast.inFast(V, items, hit, generic) ?? { fn: generic, numeric: true, bool: true }, [
      V,
      ...items,
    ]);
  }

  private compileIsNull(node: NodeOf<'IsNull'>): Compiled {
    const hit = node.negated === true ? 0 : 1;
    const miss = 1 - hit;
    // Checks the inner node's shape (and the depth limit) before looking at it.
    this.compile(node.value);
    const inner = node.value;
    if (inner.type === 'Identifier') {
      const raw = rawGetter(this.fieldKey(inner.name));
      return {
        fn: (row) => {
          const x = raw(row);
          return x === undefined || x === null ? hit : miss;
        },
        numeric: true,
        bool: true,
      };
    }
    // Only the null keyword and missing fields are null; other expressions never are.
    return constant(inner.type === 'Literal' && inner.value === null ? hit : miss);
  }
}

/**
 * Final values are numbers or strings; an array result (a bare list or array field) counts as 0.
 * A row that is not an object reads as an empty row.
 */
function finish(fn: Evaluator, node: FormulaNode): CompiledFormula {
  const mayBeArray =
    node.type === 'Identifier' ||
    node.type === 'Array' ||
    (node.type === 'Call' && typeof node.name === 'string' && node.name.toLowerCase() === 'if');
  if (!mayBeArray) {
    return (row) => fn(typeof row === 'object' && row !== null ? row : EMPTY_ROW) as number | string;
  }
  return (row) => {
    const v = fn(typeof row === 'object' && row !== null ? row : EMPTY_ROW);
    return typeof v === 'object' ? 0 : v;
  };
}

/**
 * Compiles an AST (for example one built by hand). Throws FormulaError with the evaluator's
 * messages; a malformed node gives 'Unknown AST node type'.
 */
export function compileAst(ast: FormulaNode, options: CompileOptions = {}): CompiledFormula {
  const compiled = new Compiler(options).compile(ast);
  return finish(compiled.fn, ast);
}

/**
 * Compiles formula text into a row evaluator. Throws FormulaError whose message is one of the
 * spec's validation, parser or evaluator messages.
 */
export function compileFormula(formula: string, options: CompileOptions = {}): CompiledFormula {
  const body = checkFormulaText(formula);
  if (options.fields !== undefined) {
    const unknown = findUnknownField(body, fieldNames(options.fields));
    if (unknown !== null) throw new FormulaError(unknownFieldMessage(unknown));
  }
  return compileAst(parseExpression(body), options);
}

/** Evaluates a formula once against a row (compiles on every call; prefer compileFormula). */
export function evaluateFormula(formula: string, row: FormulaRow, options: CompileOptions = {}): number | string {
  return compileFormula(formula, options)(row);
}
