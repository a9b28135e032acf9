// Text-level checks that run before parsing (spec 000 §5 "Formula validation"), in order:
// empty, invalid characters, mismatched parentheses, unknown fields.
import { FormulaError } from './errors';
import { stripLeadingEquals, tokenize } from './lexer';
import { isReservedName } from './names';
import { invalidCharactersMessage } from '../messages';
import * as MESSAGES from '../message-catalogue';

/**
 * Letters (any script, with their combining marks), digits, underscore, whitespace,
 * + - * / ( ) . < > = ! & | % , [ ] and quotes.
 */
const ALLOWED_CHARACTER = /^[\p{L}\p{M}0-9_\s+\-*/().<>=!&|%,[\]'"]$/u;

/**
 * A field list as the formula engine uses it: the string entries of an array; anything else
 * (null, a string, an object) is an empty list.
 */
export function fieldNames(fields: unknown): string[] {
  if (!Array.isArray(fields)) return [];
  return (fields as readonly unknown[]).filter((field): field is string => typeof field === 'string');
}

/** The distinct characters outside the allowed set, in order of first appearance. */
export function invalidCharacters(formula: string): string[] {
  const seen = new Set<string>();
  for (const ch of formula) {
    if (!ALLOWED_CHARACTER.test(ch)) seen.add(ch);
  }
  return [...seen];
}

/** The offset of the first unbalanced parenthesis outside quotes (an extra `)` or the last
 * unclosed `(`); undefined when they balance. */
export function unbalancedParenthesis(source: string): number | undefined {
  const open: number[] = [];
  let quote: string | null = null;
  for (let i = 0; i < source.length; i += 1) {
    const ch = source.charAt(i);
    if (quote !== null) {
      if (ch === '\\') i += 1;
      else if (ch === quote) quote = null;
      continue;
    }
    if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '(') open.push(i);
    else if (ch === ')' && open.pop() === undefined) return i;
  }
  return open.length > 0 ? open[open.length - 1] : undefined;
}

/** True when parentheses outside quoted strings balance. */
export const parenthesesBalanced = (source: string): boolean => unbalancedParenthesis(source) === undefined;

/**
 * Runs the empty, character and parenthesis checks. Returns the formula body (leading `=`
 * blanked out, offsets unchanged). Throws FormulaError.
 */
export function checkFormulaText(formula: unknown): string {
  const text = typeof formula === 'string' ? formula : '';
  const body = stripLeadingEquals(text);
  if (body.trim() === '') throw new FormulaError(MESSAGES.formulaEmpty);
  const invalid = invalidCharacters(text);
  if (invalid.length > 0) throw new FormulaError(invalidCharactersMessage(invalid));
  if (!parenthesesBalanced(body)) throw new FormulaError(MESSAGES.mismatchedParentheses);
  return body;
}

/** Identifiers outside quoted strings (leading `=` ignored), as written, in order. */
export function scanIdentifiers(formula: string): string[] {
  const body = stripLeadingEquals(typeof formula === 'string' ? formula : '');
  return tokenize(body, { tolerant: true })
    .filter((token) => token.type === 'identifier')
    .map((token) => token.value);
}

/**
 * The first identifier that is not a known field (case-insensitive), function or keyword,
 * or null. `fields` must already be a string list (see fieldNames).
 */
export function findUnknownField(formula: string, fields: readonly string[]): string | null {
  const known = new Set(fields.map((field) => field.toLowerCase()));
  for (const name of scanIdentifiers(formula)) {
    if (!isReservedName(name) && !known.has(name.toLowerCase())) return name;
  }
  return null;
}

/** The distinct field names used by a formula (case-insensitive, first spelling kept). */
export function formulaFields(formula: string): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const name of scanIdentifiers(formula)) {
    const lower = name.toLowerCase();
    if (isReservedName(lower) || seen.has(lower)) continue;
    seen.add(lower);
    result.push(name);
  }
  return result;
}
