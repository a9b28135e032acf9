// validateFormula: the spec's checks in order, returning the first message or null.
import { checkFormulaText, findUnknownField } from './check';
import { compileAst } from './compile';
import { FormulaError } from './errors';
import { parseExpression } from './parser';
import { unknownFieldMessage } from '../messages';

/**
 * Null when the formula is valid for the given fields, else the spec's exact message:
 * 'Formula cannot be empty', 'Invalid characters: {list}', 'Mismatched parentheses',
 * 'Unknown field: {name}', then the parser's and evaluator's messages. Never throws.
 */
export function validateFormula(formula: string, fields: readonly string[]): string | null {
  try {
    const body = checkFormulaText(formula);
    const unknown = findUnknownField(body, Array.isArray(fields) ? fields : []);
    if (unknown !== null) return unknownFieldMessage(unknown);
    compileAst(parseExpression(body), { fields });
    return null;
  } catch (error) {
    if (error instanceof FormulaError) return error.message;
    return error instanceof Error ? error.message : String(error);
  }
}
