// Value semantics of the formula language, shared by the compiler and the metric code.
//
// Runtime values are numbers, strings or arrays of values. Row values are normalised on read:
// booleans count as 1 or 0, a missing (undefined or null) value counts as 0, a Date counts as
// its milliseconds, other objects and functions count as 0.

export type FormulaValue = number | string | readonly FormulaValue[];

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

/** True when the string reads as a number (not blank, Number() is not NaN). */
export function isNumericString(text: string): boolean {
  const trimmed = text.trim();
  return trimmed !== '' && !Number.isNaN(Number(trimmed));
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

/** Division by zero gives 0. */
export function divide(a: number, b: number): number {
  return b === 0 ? 0 : a / b;
}

/** Modulo by zero gives 0. */
export function modulo(a: number, b: number): number {
  return b === 0 ? 0 : a % b;
}

/**
 * A time as epoch milliseconds, or NaN. Numbers (and numeric strings) below 1e11 are taken as
 * epoch seconds, larger ones as milliseconds; other strings go through Date.parse.
 */
export function toEpochMillis(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return Number.NaN;
    return Math.abs(value) < 1e11 ? value * 1000 : value;
  }
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return Number.NaN;
    if (isNumericString(trimmed)) return toEpochMillis(Number(trimmed));
    return Date.parse(trimmed);
  }
  return Number.NaN;
}

const LIKE_CACHE = new Map<string, RegExp>();
const REGEX_CACHE = new Map<string, RegExp | null>();
const CACHE_LIMIT = 256;

function remember<V>(cache: Map<string, V>, key: string, value: V): V {
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
  return value;
}

/** Turns an SQL LIKE pattern (`%` any run, `_` one character) into an anchored, case-insensitive RegExp. */
export function likePatternToRegExp(pattern: string): RegExp {
  const cached = LIKE_CACHE.get(pattern);
  if (cached) return cached;
  let source = '';
  for (const ch of pattern) {
    if (ch === '%') source += '.*';
    else if (ch === '_') source += '.';
    else source += ch.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  }
  return remember(LIKE_CACHE, pattern, new RegExp(`^${source}$`, 'is'));
}

/** `like`: 1 when the text matches the SQL pattern, else 0. */
export function likeMatch(value: FormulaValue, pattern: FormulaValue): number {
  return likePatternToRegExp(toText(pattern)).test(toText(value)) ? 1 : 0;
}

/** A RegExp for the pattern, or null when the pattern is invalid. */
export function safeRegExp(pattern: string): RegExp | null {
  if (REGEX_CACHE.has(pattern)) return REGEX_CACHE.get(pattern) ?? null;
  let re: RegExp | null;
  try {
    re = new RegExp(pattern);
  } catch {
    re = null;
  }
  return remember(REGEX_CACHE, pattern, re);
}

/** `regex`: 1 when the text matches the pattern, else 0 (also for an invalid pattern). */
export function regexMatch(value: FormulaValue, pattern: FormulaValue): number {
  const re = safeRegExp(toText(pattern));
  return re !== null && re.test(toText(value)) ? 1 : 0;
}
