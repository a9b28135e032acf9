// Value semantics of the formula language, shared by the compiler and the metric code.
//
// Runtime values are numbers, strings or arrays of values. Row values are normalised on read:
// booleans count as 1 or 0, a missing (undefined or null) value counts as 0, a Date counts as
// its milliseconds, other objects and functions count as 0.

import { isNumericString } from './scalars';

export type FormulaValue = number | string | readonly FormulaValue[];

// The two rules the route schemas also use (the logs filters), in a module of their own: a module
// the first download shares with later chunks goes into it whole (see docs/performance.md).
export { isNumericString, toEpochMillis } from './scalars';

const MAX_NORMALIZE_DEPTH = 16;

/** Normalises a raw row value into a formula value. */
export function normalizeValue(raw: unknown, depth = 0): FormulaValue {
  switch (typeof raw) {
    case 'number':
    case 'string':
      return raw;
    case 'boolean':
      return raw ? 1 : 0;
    case 'bigint':
      return Number(raw);
    case 'object':
      if (raw === null) return 0;
      if (Array.isArray(raw)) {
        if (depth >= MAX_NORMALIZE_DEPTH) return 0;
        return (raw as readonly unknown[]).map((item) => normalizeValue(item, depth + 1));
      }
      if (raw instanceof Date) return raw.getTime();
      return 0;
    default:
      return 0;
  }
}

/** A string as a number: blank or non-numeric strings count as 0. */
export function stringToNumber(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const n = Number(trimmed);
  return Number.isNaN(n) ? 0 : n;
}

export function toNumber(value: FormulaValue): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return stringToNumber(value);
  return 0;
}

export function toText(value: FormulaValue): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return value.map(toText).join(',');
}

export function isTruthy(value: FormulaValue): boolean {
  if (typeof value === 'number') return value !== 0 && !Number.isNaN(value);
  return value.length > 0;
}

/**
 * Orders two values: negative, 0, positive, or NaN when incomparable. Numbers compare
 * numerically; a number against a numeric string compares numerically; anything else compares
 * as text.
 */
export function compareValues(a: FormulaValue, b: FormulaValue): number {
  if (typeof a === 'number' && typeof b === 'number') {
    return a < b ? -1 : a > b ? 1 : a === b ? 0 : Number.NaN;
  }
  if (typeof a === 'number' && typeof b === 'string' && isNumericString(b)) return compareValues(a, Number(b.trim()));
  if (typeof a === 'string' && typeof b === 'number' && isNumericString(a)) return compareValues(Number(a.trim()), b);
  const x = toText(a);
  const y = toText(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** `+`: joins text if either side is a string, else adds numbers. */
export function addValues(a: FormulaValue, b: FormulaValue): FormulaValue {
  if (typeof a === 'number' && typeof b === 'number') return a + b;
  if (typeof a === 'string' || typeof b === 'string') return toText(a) + toText(b);
  return toNumber(a) + toNumber(b);
}

/** Modulo by zero gives 0. */
export function modulo(a: number, b: number): number {
  return b === 0 ? 0 : a % b;
}

const LIKE_CACHE = new Map<string, readonly number[]>();
const REGEX_CACHE = new Map<string, RegExp | null>();
const CACHE_LIMIT = 256;

function remember<V>(cache: Map<string, V>, key: string, value: V): V {
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
  return value;
}

// ---------------------------------------------------------------------------------------------
// like: SQL LIKE without regular expressions

/** `%` (any run) and `_` (one character) in a compiled LIKE pattern; other entries are char codes. */
const LIKE_ANY_RUN = -1;
const LIKE_ANY_ONE = -2;

/**
 * The case-insensitive canonical form of one UTF-16 code unit, as a non-unicode `i` RegExp
 * compares them: the upper-case form when it is a single code unit and does not map a non-ASCII
 * character onto ASCII.
 */
function canonicalCode(code: number): number {
  if (code < 128) return code >= 97 && code <= 122 ? code - 32 : code;
  const upper = String.fromCharCode(code).toUpperCase();
  if (upper.length !== 1) return code;
  const mapped = upper.charCodeAt(0);
  return mapped < 128 ? code : mapped;
}

function likeProgram(pattern: string): readonly number[] {
  const cached = LIKE_CACHE.get(pattern);
  if (cached) return cached;
  const program: number[] = [];
  for (let i = 0; i < pattern.length; i += 1) {
    const ch = pattern.charAt(i);
    if (ch === '%') {
      if (program[program.length - 1] !== LIKE_ANY_RUN) program.push(LIKE_ANY_RUN);
    } else program.push(ch === '_' ? LIKE_ANY_ONE : canonicalCode(pattern.charCodeAt(i)));
  }
  return remember(LIKE_CACHE, pattern, program);
}

/** Longer LIKE patterns are not run (no match), as for regex. */
export const MAX_LIKE_PATTERN_LENGTH = 200;
/** Longer values are not tested against a LIKE pattern (no match), as for regex. */
export const MAX_LIKE_INPUT_LENGTH = 1000;

/**
 * True when the whole text matches the SQL LIKE pattern (`%` any run, `_` one character,
 * case-insensitive). A greedy wildcard matcher that backtracks only to the last `%`, so it runs in
 * O(text × pattern) at worst: patterns such as `%a%a%a%b` cannot make it slow. With the caps
 * (pattern ≤ MAX_LIKE_PATTERN_LENGTH, text ≤ MAX_LIKE_INPUT_LENGTH; beyond them: no match) that
 * is at most 200,000 steps: a 90 KB formula took seconds to validate without them.
 */
export function likeTest(pattern: string, text: string): boolean {
  if (pattern.length > MAX_LIKE_PATTERN_LENGTH || text.length > MAX_LIKE_INPUT_LENGTH) return false;
  const program = likeProgram(pattern);
  const n = text.length;
  const m = program.length;
  let i = 0;
  let j = 0;
  let star = -1;
  let mark = 0;
  while (i < n) {
    const op = j < m ? (program[j] as number) : 0;
    if (j < m && op !== LIKE_ANY_RUN && (op === LIKE_ANY_ONE || op === canonicalCode(text.charCodeAt(i)))) {
      i += 1;
      j += 1;
    } else if (j < m && op === LIKE_ANY_RUN) {
      star = j;
      j += 1;
      mark = i;
    } else if (star >= 0) {
      j = star + 1;
      mark += 1;
      i = mark;
    } else {
      return false;
    }
  }
  while (j < m && program[j] === LIKE_ANY_RUN) j += 1;
  return j === m;
}

/** `like`: 1 when the text matches the SQL pattern, else 0. */
export function likeMatch(value: FormulaValue, pattern: FormulaValue): number {
  return likeTest(toText(pattern), toText(value)) ? 1 : 0;
}

// ---------------------------------------------------------------------------------------------
// regex: JavaScript regular expressions, screened against catastrophic backtracking

/** Longer patterns are not run (no match). */
export const MAX_REGEX_PATTERN_LENGTH = 200;
/** Longer values are not tested (no match). */
export const MAX_REGEX_INPUT_LENGTH = 1000;
/**
 * Upper bound on the backtracking paths a pattern may have over a value of
 * MAX_REGEX_INPUT_LENGTH (about 2·10^6 steps: a few milliseconds at worst).
 */
export const MAX_REGEX_COST = 2e6;
const MAX_REGEX_COUNT = 1000;

interface GroupFrame {
  /** A quantifier somewhere inside the group. */
  quantified: boolean;
  /** An alternation somewhere inside the group. */
  alternated: boolean;
  /** `|` directly in this group. */
  bars: number;
}

const QUANTIFIER_BRACES = /^\{(\d+)(,(\d*))?\}/;

/**
 * A conservative static screen against catastrophic backtracking (ReDoS). Refuses:
 * backreferences; a group repeated by `*`, `+` or `{n,m}` (m ≥ 2) that contains a quantifier or an
 * alternation (`(a+)+`, `(a*)*`, `(a|a)*`); counts above 1000; and patterns whose estimated
 * backtracking paths (the product of each quantifier's and alternation's choices, times the start
 * positions unless anchored with a leading `^`) exceed MAX_REGEX_COST, such as `.*x.*y`. Syntax
 * errors are left to the RegExp constructor.
 */
export function isSafeRegexPattern(pattern: string): boolean {
  const stack: GroupFrame[] = [{ quantified: false, alternated: false, bars: 0 }];
  const L = MAX_REGEX_INPUT_LENGTH;
  let cost = 1;
  /** What a quantifier at this point applies to: nothing, a single atom, or the group just closed. */
  let atom: 'none' | 'atom' | GroupFrame = 'none';
  const n = pattern.length;
  let i = 0;
  while (i < n) {
    const c = pattern.charAt(i);
    const top = stack[stack.length - 1] as GroupFrame;
    if (c === '\\') {
      const next = pattern.charAt(i + 1);
      if ((next >= '1' && next <= '9') || (next === 'k' && pattern.charAt(i + 2) === '<')) return false;
      i += 2;
      atom = 'atom';
      continue;
    }
    if (c === '[') {
      i += 1;
      while (i < n && pattern.charAt(i) !== ']') i += pattern.charAt(i) === '\\' ? 2 : 1;
      i += 1;
      atom = 'atom';
      continue;
    }
    if (c === '(') {
      stack.push({ quantified: false, alternated: false, bars: 0 });
      i += 1;
      if (pattern.charAt(i) === '?') {
        const kind = pattern.charAt(i + 1);
        if (kind === '<' && pattern.charAt(i + 2) !== '=' && pattern.charAt(i + 2) !== '!') {
          const close = pattern.indexOf('>', i);
          i = close < 0 ? n : close + 1;
        } else {
          i += kind === '<' ? 3 : 2;
        }
      }
      atom = 'none';
      continue;
    }
    if (c === ')') {
      if (stack.length === 1) return false;
      stack.pop();
      const parent = stack[stack.length - 1] as GroupFrame;
      parent.quantified ||= top.quantified;
      parent.alternated ||= top.alternated;
      cost *= top.bars + 1;
      i += 1;
      atom = top;
      continue;
    }
    if (c === '|') {
      top.bars += 1;
      top.alternated = true;
      i += 1;
      atom = 'none';
      continue;
    }
    let min = -1;
    let max = -1;
    let length = 1;
    if (c === '*') [min, max] = [0, Infinity];
    else if (c === '+') [min, max] = [1, Infinity];
    else if (c === '?') [min, max] = [0, 1];
    else if (c === '{') {
      const braces = QUANTIFIER_BRACES.exec(pattern.slice(i));
      if (braces) {
        min = Number(braces[1]);
        max = braces[2] === undefined ? min : braces[3] === '' ? Infinity : Number(braces[3]);
        if (min > MAX_REGEX_COUNT || (max !== Infinity && max > MAX_REGEX_COUNT)) return false;
        length = braces[0].length;
      }
    }
    if (min < 0 || atom === 'none') {
      i += 1;
      atom = 'atom';
      continue;
    }
    if (typeof atom === 'object' && max >= 2 && (atom.quantified || atom.alternated)) return false;
    top.quantified = true;
    cost *= max === Infinity ? L : max - min + 1;
    i += length;
    if (pattern.charAt(i) === '?') i += 1; // lazy
    atom = 'none';
  }
  const root = stack[0] as GroupFrame;
  cost *= root.bars + 1;
  const anchored = pattern.startsWith('^') && root.bars === 0;
  if (!anchored) cost *= L;
  return cost <= MAX_REGEX_COST;
}

/**
 * A RegExp for the pattern, or null when it is invalid, longer than MAX_REGEX_PATTERN_LENGTH or
 * refused by isSafeRegexPattern.
 */
export function safeRegExp(pattern: string): RegExp | null {
  if (REGEX_CACHE.has(pattern)) return REGEX_CACHE.get(pattern) ?? null;
  let re: RegExp | null = null;
  if (pattern.length <= MAX_REGEX_PATTERN_LENGTH && isSafeRegexPattern(pattern)) {
    try {
      re = new RegExp(pattern);
    } catch {
      re = null;
    }
  }
  return remember(REGEX_CACHE, pattern, re);
}

/** Tests a value against a compiled pattern; values longer than MAX_REGEX_INPUT_LENGTH do not match. */
export function regexTest(re: RegExp, text: string): boolean {
  return text.length <= MAX_REGEX_INPUT_LENGTH && re.test(text);
}

/**
 * `regex`: 1 when the text matches the pattern, else 0 — also for an invalid or unsafe pattern
 * (see safeRegExp) and for a value longer than MAX_REGEX_INPUT_LENGTH.
 */
export function regexMatch(value: FormulaValue, pattern: FormulaValue): number {
  const re = safeRegExp(toText(pattern));
  return re !== null && regexTest(re, toText(value)) ? 1 : 0;
}
