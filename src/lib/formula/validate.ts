// validateFormula: the spec's checks in order, returning the first message or null.
import { checkFormulaText, fieldNames, findUnknownField, invalidCharacters, unbalancedParenthesis } from './check';
import { compileAst } from './compile';
import { FormulaError } from './errors';
import { parseExpression } from './parser';
import { stripLeadingEquals, tokenize } from './lexer';
import { unknownFieldMessage } from '../messages';
import * as MESSAGES from '../message-catalogue';

/**
 * Null when the formula is valid for the given fields, else the spec's exact message:
 * 'Formula cannot be empty', 'Invalid characters: {list}', 'Mismatched parentheses',
 * 'Unknown field: {name}', then the parser's and evaluator's messages. Never throws.
 */
export function validateFormula(formula: string, fields: readonly string[]): string | null {
  // Non-string entries (and a `fields` that is not an array) are ignored, once, here.
  const names = fieldNames(fields);
  try {
    const body = checkFormulaText(formula);
    const unknown = findUnknownField(body, names);
    if (unknown !== null) return unknownFieldMessage(unknown);
    compileAst(parseExpression(body), { fields: names });
    return null;
  } catch (error) {
    if (error instanceof FormulaError) return error.message;
    return error instanceof Error ? error.message : String(error);
  }
}

export interface FormulaDiagnostic {
  /** The spec's message (the same as validateFormula's). */
  readonly message: string;
  /** Character offset of the problem in the formula, when it can be pointed at. */
  readonly position: number | undefined;
  /** How many characters to mark from `position` (at least 1). */
  readonly length: number;
}

/**
 * validateFormula with where the problem is, for the editor to mark it: invalid characters at
 * the first one, mismatched parentheses at the unbalanced one, an unknown field at its first
 * use, parser and evaluator messages at the token they name. Null when the formula is valid.
 */
export function diagnoseFormula(formula: string, fields: readonly string[]): FormulaDiagnostic | null {
  const message = validateFormula(formula, fields);
  if (message === null) return null;
  const text = typeof formula === 'string' ? formula : '';
  const names = fieldNames(fields);
  try {
    const body = checkFormulaText(text);
    const unknown = findUnknownField(body, names);
    if (unknown !== null) {
      const token = tokenize(stripLeadingEquals(text), { tolerant: true }).find(
        (t) => t.type === 'identifier' && t.value === unknown,
      );
      return { message, position: token?.pos, length: unknown.length };
    }
    compileAst(parseExpression(body), { fields: names });
  } catch (error) {
    if (error instanceof FormulaError && error.message === message) {
      if (message === MESSAGES.mismatchedParentheses) {
        return { message, position: unbalancedParenthesis(stripLeadingEquals(text)), length: 1 };
      }
      if (message.startsWith('Invalid characters: ')) {
        const bad = invalidCharacters(text)[0];
        return { message, position: bad === undefined ? undefined : text.indexOf(bad), length: bad?.length ?? 1 };
      }
      return { message, position: error.position, length: 1 };
    }
  }
  return { message, position: undefined, length: 1 };
}
