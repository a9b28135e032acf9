// AST to closures, compiled once. No eval, no new Function: every node becomes a small closure
// specialised on its operator (and on constant operands), field look-ups are resolved once per
// formula, and functions are found through a Map of lower-case names.
import type { BinaryOperator, FormulaNode, IdentifierNode } from './ast';
import { checkFormulaText, findUnknownField } from './check';
import { FormulaError } from './errors';
import { parseExpression } from './parser';
import type { FormulaValue } from './values';
import {
  addValues,
  compareValues,
  isTruthy,
  likeMatch,
  likePatternToRegExp,
  normalizeValue,
  regexMatch,
  safeRegExp,
  stringToNumber,
  toEpochMillis,
  toNumber,
  toText,
} from './values';
import { MESSAGES, unknownFieldMessage } from '../messages';

export type FormulaRow = Readonly<Record<string, unknown>>;
export type CompiledFormula = (row: FormulaRow) => number | string;

export interface CompileOptions {
  /**
   * Known field names. Identifiers are mapped to their spelling in this list
   * (case-insensitive) and compileFormula reports 'Unknown field: {name}' for others.
   */
  readonly fields?: readonly string[];
  /** Clock for now(), in epoch milliseconds. Defaults to Date.now. */
  readonly now?: () => number;
}

type Evaluator = (row: FormulaRow) => FormulaValue;

interface Compiled {
  readonly fn: Evaluator;
  /** Present when the node is a compile-time constant. */
  readonly constant?: { readonly value: FormulaValue };
}

const EMPTY_ROW: FormulaRow = Object.freeze({});
const hasOwn = (row: FormulaRow, key: string): boolean => Object.prototype.hasOwnProperty.call(row, key);

function constant(value: FormulaValue): Compiled {
  return { fn: () => value, constant: { value } };
}

/** Folds a pure node whose children are all constants. */
function fold(fn: Evaluator, children: readonly Compiled[], pure = true): Compiled {
  if (pure && children.every((child) => child.constant !== undefined)) return constant(fn(EMPTY_ROW));
  return { fn };
}

// ---------------------------------------------------------------------------------------------
// Field access

/**
 * Raw value of a field: own property first (exact spelling), then a case-insensitive match on
 * the row's own keys. Names that exist on Object.prototype (constructor, __proto__, toString…)
 * are only read as own properties.
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
  if (key in Object.prototype) return (row) => (hasOwn(row, key) ? row[key] : slow(row));
  return (row) => {
    const v = row[key];
    return v !== undefined ? v : slow(row);
  };
}

function valueGetter(key: string): Evaluator {
  const raw = rawGetter(key);
  if (key in Object.prototype) return (row) => normalizeValue(raw(row));
  return (row) => {
    const v = row[key];
    if (typeof v === 'number' || typeof v === 'string') return v;
    return normalizeValue(v === undefined ? raw(row) : v);
  };
}

// ---------------------------------------------------------------------------------------------
// Aggregates: variadic, array arguments flattened

function sumOf(v: FormulaValue): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return stringToNumber(v);
  let total = 0;
  for (const item of v) total += sumOf(item);
  return total;
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

type FunctionCompiler = (args: readonly Compiled[], options: CompileOptions) => Compiled;

const arg = (args: readonly Compiled[], i: number): Compiled => args[i] ?? constant(0);

const FUNCTIONS: ReadonlyMap<string, FunctionCompiler> = new Map<string, FunctionCompiler>([
  [
    'abs',
    (args) => {
      const a = arg(args, 0).fn;
      return fold((row) => Math.abs(toNumber(a(row))), args);
    },
  ],
  [
    'if',
    (args) => {
      const c = arg(args, 0);
      const a = arg(args, 1).fn;
      const b = arg(args, 2).fn;
      if (c.constant) return isTruthy(c.constant.value) ? arg(args, 1) : arg(args, 2);
      const cf = c.fn;
      return fold((row) => (isTruthy(cf(row)) ? a(row) : b(row)), args);
    },
  ],
  [
    'sum',
    (args) => {
      const fns = args.map((x) => x.fn);
      if (fns.length === 1) {
        const f = fns[0] as Evaluator;
        return fold((row) => sumOf(f(row)), args);
      }
      return fold((row) => {
        let total = 0;
        for (const f of fns) total += sumOf(f(row));
        return total;
      }, args);
    },
  ],
  [
    'avg',
    (args) => {
      const fns = args.map((x) => x.fn);
      return fold((row) => {
        let total = 0;
        let n = 0;
        for (const f of fns) {
          const v = f(row);
          total += sumOf(v);
          n += countOf(v);
        }
        return n === 0 ? 0 : total / n;
      }, args);
    },
  ],
  [
    'min',
    (args) =>
      fold(
        extremum(
          args.map((x) => x.fn),
          false,
        ),
        args,
      ),
  ],
  [
    'max',
    (args) =>
      fold(
        extremum(
          args.map((x) => x.fn),
          true,
        ),
        args,
      ),
  ],
  [
    'count',
    (args) => {
      const fns = args.map((x) => x.fn);
      return fold((row) => {
        let n = 0;
        for (const f of fns) n += countOf(f(row));
        return n;
      }, args);
    },
  ],
  [
    'd_count',
    (args) => {
      const fns = args.map((x) => x.fn);
      return fold((row) => {
        const out: (number | string)[] = [];
        for (const f of fns) collectScalars(f(row), out);
        return new Set(out).size;
      }, args);
    },
  ],
  [
    'med',
    (args) => {
      const fns = args.map((x) => x.fn);
      return fold((row) => median(numbersOf(fns, row)), args);
    },
  ],
  [
    'variance',
    (args) => {
      const fns = args.map((x) => x.fn);
      return fold((row) => variance(numbersOf(fns, row)), args);
    },
  ],
  [
    'std_dev',
    (args) => {
      const fns = args.map((x) => x.fn);
      return fold((row) => Math.sqrt(variance(numbersOf(fns, row))), args);
    },
  ],
  [
    'now',
    (_args, options) => {
      const clock = options.now ?? Date.now;
      return { fn: () => clock() };
    },
  ],
  [
    'timestamp_diff',
    (args) => {
      const a = arg(args, 0).fn;
      const b = arg(args, 1).fn;
      return fold((row) => {
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

function compileComparison(op: '=' | '!=' | '<' | '<=' | '>' | '>=', L: Compiled, R: Compiled): Evaluator {
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

function compileBinary(op: BinaryOperator, L: Compiled, R: Compiled): Evaluator {
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
    case '=':
    case '!=':
    case '<':
    case '<=':
    case '>':
    case '>=':
      return compileComparison(op, L, R);
    case 'and':
      return (row) => (isTruthy(l(row)) && isTruthy(r(row)) ? 1 : 0);
    case 'or':
      return (row) => (isTruthy(l(row)) || isTruthy(r(row)) ? 1 : 0);
    case 'like': {
      if (R.constant) {
        const re = likePatternToRegExp(toText(R.constant.value));
        return (row) => (re.test(toText(l(row))) ? 1 : 0);
      }
      return (row) => likeMatch(l(row), r(row));
    }
    case 'regex': {
      if (R.constant) {
        const re = safeRegExp(toText(R.constant.value));
        if (re === null) return () => 0;
        return (row) => (re.test(toText(l(row))) ? 1 : 0);
      }
      return (row) => regexMatch(l(row), r(row));
    }
    default:
      throw new FormulaError(MESSAGES.unknownOperator);
  }
}

// ---------------------------------------------------------------------------------------------
// Nodes

class Compiler {
  private readonly canonical: ReadonlyMap<string, string> | null;

  constructor(private readonly options: CompileOptions) {
    this.canonical = options.fields
      ? new Map(options.fields.map((field) => [field.toLowerCase(), field] as const))
      : null;
  }

  private fieldKey(node: IdentifierNode): string {
    return this.canonical?.get(node.name.toLowerCase()) ?? node.name;
  }

  compile(node: FormulaNode): Compiled {
    switch (node.type) {
      case 'Literal':
        return constant(node.value === null ? 0 : node.value);
      case 'Identifier':
        return { fn: valueGetter(this.fieldKey(node)) };
      case 'Binary': {
        const L = this.compile(node.left);
        const R = this.compile(node.right);
        return fold(compileBinary(node.op, L, R), [L, R]);
      }
      case 'Unary': {
        const A = this.compile(node.argument);
        const a = A.fn;
        switch (node.op) {
          case '-':
            return fold((row) => -toNumber(a(row)), [A]);
          case '+':
            return fold((row) => toNumber(a(row)), [A]);
          case 'not':
            return fold((row) => (isTruthy(a(row)) ? 0 : 1), [A]);
          default:
            throw new FormulaError(MESSAGES.unknownUnaryOperator, (node as { pos?: number }).pos);
        }
      }
      case 'Call': {
        const compiler = FUNCTIONS.get(String(node.name).toLowerCase());
        if (!compiler) throw new FormulaError(MESSAGES.unknownFunction, node.pos);
        return compiler(
          node.args.map((child) => this.compile(child)),
          this.options,
        );
      }
      case 'Array': {
        const items = node.elements.map((child) => this.compile(child));
        const fns = items.map((item) => item.fn);
        return fold((row) => fns.map((f) => f(row)), items);
      }
      case 'Between': {
        const V = this.compile(node.value);
        const Lo = this.compile(node.low);
        const Hi = this.compile(node.high);
        const [v, lo, hi] = [V.fn, Lo.fn, Hi.fn];
        const hit = node.negated ? 0 : 1;
        const miss = 1 - hit;
        return fold(
          (row) => {
            const x = v(row);
            return compareValues(x, lo(row)) >= 0 && compareValues(x, hi(row)) <= 0 ? hit : miss;
          },
          [V, Lo, Hi],
        );
      }
      case 'In': {
        const V = this.compile(node.value);
        const items = node.list.map((child) => this.compile(child));
        const v = V.fn;
        const fns = items.map((item) => item.fn);
        const hit = node.negated ? 0 : 1;
        const miss = 1 - hit;
        return fold(
          (row) => {
            const x = v(row);
            for (const f of fns) if (compareValues(x, f(row)) === 0) return hit;
            return miss;
          },
          [V, ...items],
        );
      }
      case 'IsNull': {
        const hit = node.negated ? 0 : 1;
        const miss = 1 - hit;
        const inner = node.value;
        if (inner.type === 'Identifier') {
          const raw = rawGetter(this.fieldKey(inner));
          return {
            fn: (row) => {
              const x = raw(row);
              return x === undefined || x === null ? hit : miss;
            },
          };
        }
        // Only the null keyword and missing fields are null; other expressions never are.
        this.compile(inner);
        return constant(inner.type === 'Literal' && inner.value === null ? hit : miss);
      }
      default:
        throw new FormulaError(MESSAGES.unknownAstNodeType, (node as unknown as { pos?: number }).pos);
    }
  }
}

/** Final values are numbers or strings; an array result (a bare list or array field) counts as 0. */
function finish(fn: Evaluator, node: FormulaNode): CompiledFormula {
  const mayBeArray =
    node.type === 'Identifier' || node.type === 'Array' || (node.type === 'Call' && node.name === 'if');
  if (!mayBeArray) return fn as CompiledFormula;
  return (row) => {
    const v = fn(row);
    return typeof v === 'object' ? 0 : v;
  };
}

/** Compiles an AST (for example one built by hand). Throws FormulaError with the evaluator's messages. */
export function compileAst(ast: FormulaNode, options: CompileOptions = {}): CompiledFormula {
  if (ast === null || typeof ast !== 'object') throw new FormulaError(MESSAGES.unknownAstNodeType);
  const compiled = new Compiler(options).compile(ast);
  return finish(compiled.fn, ast);
}

/**
 * Compiles formula text into a row evaluator. Throws FormulaError whose message is one of the
 * spec's validation, parser or evaluator messages.
 */
export function compileFormula(formula: string, options: CompileOptions = {}): CompiledFormula {
  const body = checkFormulaText(formula);
  if (options.fields) {
    const unknown = findUnknownField(body, options.fields);
    if (unknown !== null) throw new FormulaError(unknownFieldMessage(unknown));
  }
  return compileAst(parseExpression(body), options);
}

/** Evaluates a formula once against a row (compiles on every call; prefer compileFormula). */
export function evaluateFormula(formula: string, row: FormulaRow, options: CompileOptions = {}): number | string {
  return compileFormula(formula, options)(row);
}
