// Function and keyword names of the formula language (spec 000 §5). Looked up through Sets
// of lower-case names, never through object properties, so `constructor`, `__proto__` or
// `toString` are just unknown names.

export const FORMULA_FUNCTIONS = [
  'abs',
  'if',
  'sum',
  'avg',
  'min',
  'max',
  'count',
  'd_count',
  'med',
  'variance',
  'std_dev',
  'now',
  'timestamp_diff',
] as const;
export type FormulaFunctionName = (typeof FORMULA_FUNCTIONS)[number];

/**
 * The spec's keywords, plus `is`: the parser accepts `IS NULL` / `IS NOT NULL`, so the
 * validator must not report `is` as an unknown field.
 */
export const FORMULA_KEYWORDS = [
  'and',
  'or',
  'not',
  'between',
  'in',
  'like',
  'regex',
  'null',
  'true',
  'false',
  'is',
] as const;
export type FormulaKeyword = (typeof FORMULA_KEYWORDS)[number];

const FUNCTION_SET: ReadonlySet<string> = new Set<string>(FORMULA_FUNCTIONS);
const KEYWORD_SET: ReadonlySet<string> = new Set<string>(FORMULA_KEYWORDS);

export function isFunctionName(name: string): name is FormulaFunctionName {
  return FUNCTION_SET.has(name.toLowerCase());
}

export function isKeyword(name: string): boolean {
  return KEYWORD_SET.has(name.toLowerCase());
}

/** A function or keyword name (case-insensitive). */
export function isReservedName(name: string): boolean {
  const lower = name.toLowerCase();
  return FUNCTION_SET.has(lower) || KEYWORD_SET.has(lower);
}
