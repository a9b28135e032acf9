// Formula lexer: source text to tokens that carry their character offset.
import { FormulaError } from './errors';
import * as MESSAGES from '../message-catalogue';

export type TokenType =
  'number' | 'string' | 'identifier' | 'operator' | 'lparen' | 'rparen' | 'lbracket' | 'rbracket' | 'comma' | 'eof';

export interface Token {
  readonly type: TokenType;
  /** Source text for numbers, identifiers and operators (`==` is normalised to `=`, `<>` to `!=`, `&&` to `and`, `||` to `or`); the unescaped content for strings. */
  readonly value: string;
  /** Character offset of the token's first character. */
  readonly pos: number;
}

export interface LexOptions {
  /** Skip characters that form no token instead of throwing (used by the field scanner). */
  readonly tolerant?: boolean;
}

const WHITESPACE = /\s/;

function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= '0' && c <= '9';
}

const LETTER = /^\p{L}$/u;
const MARK = /^\p{M}$/u;

/** Identifiers start with a letter (any script) or an underscore. */
function isIdentStart(c: string | undefined): boolean {
  if (c === undefined || c === '') return false;
  if (c < '\u0080') return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_';
  return LETTER.test(c);
}

/** Identifiers go on with letters, combining marks, digits and underscores. */
function isIdentPart(c: string | undefined): boolean {
  if (c === undefined || c === '') return false;
  if (c < '\u0080') return isIdentStart(c) || isDigit(c);
  return LETTER.test(c) || MARK.test(c);
}

/** The whole character (one code point, one or two UTF-16 units) at offset i, or undefined. */
function charAtPoint(source: string, i: number): string | undefined {
  const code = source.codePointAt(i);
  return code === undefined ? undefined : String.fromCodePoint(code);
}

/**
 * Replaces a leading `=` (spreadsheet style, not `==`) by a space so that offsets stay
 * the same.
 */
export function stripLeadingEquals(source: string): string {
  const match = /^\s*=(?!=)/.exec(source);
  if (!match) return source;
  const at = match[0].length - 1;
  return `${source.slice(0, at)} ${source.slice(at + 1)}`;
}

/** Tokenises a formula. Throws FormulaError(MESSAGES.unknownToken) unless `tolerant`. */
export function tokenize(source: string, options: LexOptions = {}): Token[] {
  const tokens: Token[] = [];
  const n = source.length;
  let i = 0;
  const unknown = (at: number): never => {
    throw new FormulaError(MESSAGES.unknownToken, at);
  };

  while (i < n) {
    const c = source.charAt(i);
    if (WHITESPACE.test(c)) {
      i += 1;
      continue;
    }
    const start = i;

    // Numbers: 12, 12.5, .5
    if (isDigit(c) || (c === '.' && isDigit(source[i + 1]))) {
      while (isDigit(source[i])) i += 1;
      if (source[i] === '.' && isDigit(source[i + 1])) {
        i += 1;
        while (isDigit(source[i])) i += 1;
      }
      tokens.push({ type: 'number', value: source.slice(start, i), pos: start });
      continue;
    }

    // Identifiers, optionally dotted: duration, meta.score, durée
    const first = charAtPoint(source, i);
    if (isIdentStart(first)) {
      i += (first as string).length;
      for (;;) {
        for (let ch = charAtPoint(source, i); isIdentPart(ch); ch = charAtPoint(source, i)) i += (ch as string).length;
        if (source[i] === '.' && isIdentStart(charAtPoint(source, i + 1))) {
          i += 1;
          continue;
        }
        break;
      }
      tokens.push({ type: 'identifier', value: source.slice(start, i), pos: start });
      continue;
    }

    // Strings: '...' or "..." with backslash escapes
    if (c === "'" || c === '"') {
      let text = '';
      i += 1;
      let closed = false;
      while (i < n) {
        const ch = source.charAt(i);
        if (ch === '\\' && i + 1 < n) {
          text += source.charAt(i + 1);
          i += 2;
          continue;
        }
        if (ch === c) {
          closed = true;
          i += 1;
          break;
        }
        text += ch;
        i += 1;
      }
      if (!closed && !options.tolerant) unknown(start);
      tokens.push({ type: 'string', value: text, pos: start });
      continue;
    }

    const next = source[i + 1];
    switch (c) {
      case '(':
        tokens.push({ type: 'lparen', value: c, pos: start });
        i += 1;
        continue;
      case ')':
        tokens.push({ type: 'rparen', value: c, pos: start });
        i += 1;
        continue;
      case '[':
        tokens.push({ type: 'lbracket', value: c, pos: start });
        i += 1;
        continue;
      case ']':
        tokens.push({ type: 'rbracket', value: c, pos: start });
        i += 1;
        continue;
      case ',':
        tokens.push({ type: 'comma', value: c, pos: start });
        i += 1;
        continue;
      case '+':
      case '-':
      case '*':
      case '/':
      case '%':
        tokens.push({ type: 'operator', value: c, pos: start });
        i += 1;
        continue;
      case '=':
        tokens.push({ type: 'operator', value: '=', pos: start });
        i += next === '=' ? 2 : 1;
        continue;
      case '!':
        if (next === '=') {
          tokens.push({ type: 'operator', value: '!=', pos: start });
          i += 2;
        } else {
          tokens.push({ type: 'operator', value: '!', pos: start });
          i += 1;
        }
        continue;
      case '<':
        if (next === '=') {
          tokens.push({ type: 'operator', value: '<=', pos: start });
          i += 2;
        } else if (next === '>') {
          tokens.push({ type: 'operator', value: '!=', pos: start });
          i += 2;
        } else {
          tokens.push({ type: 'operator', value: '<', pos: start });
          i += 1;
        }
        continue;
      case '>':
        if (next === '=') {
          tokens.push({ type: 'operator', value: '>=', pos: start });
          i += 2;
        } else {
          tokens.push({ type: 'operator', value: '>', pos: start });
          i += 1;
        }
        continue;
      case '&':
        if (next === '&') {
          tokens.push({ type: 'operator', value: 'and', pos: start });
          i += 2;
          continue;
        }
        break;
      case '|':
        if (next === '|') {
          tokens.push({ type: 'operator', value: 'or', pos: start });
          i += 2;
          continue;
        }
        break;
      default:
        break;
    }
    if (!options.tolerant) unknown(start);
    i += 1;
  }
  tokens.push({ type: 'eof', value: 'end of input', pos: n });
  return tokens;
}
