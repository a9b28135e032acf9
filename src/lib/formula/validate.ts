// validateFormula: the spec's checks in order, returning the first message or null.
import { checkFormulaText, fieldNames, findUnknownField } from './check';
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
