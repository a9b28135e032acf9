// Recursive-descent formula parser: tokens to AST.
//
//   expression := or
//   or         := and (('or' | '||') and)*
//   and        := not (('and' | '&&') not)*
//   not        := ('not' | '!') not | comparison
//   comparison := additive ( cmpOp additive
//                          | ['not'] 'between' additive 'and' additive
//                          | ['not'] 'in' '[' list ']'
//                          | ['not'] ('like' | 'regex') additive
//                          | 'is' ['not'] 'null' )*
//   additive   := term (('+' | '-') term)*
//   term       := unary (('*' | '/' | '%') unary)*
//   unary      := ('-' | '+') unary | primary
//   primary    := number | string | 'true' | 'false' | 'null' | name '(' list ')' | name
//               | '(' expression ')' | '[' list ']'
//
// Keywords and function names are case-insensitive.
import { isComparisonOperator, type BinaryOperator, type FormulaNode } from './ast';
import { FormulaError } from './errors';
import type { Token } from './lexer';
import { tokenize } from './lexer';
import { isFunctionName, isKeyword } from './names';
import { unexpectedTokenMessage } from '../messages';
import * as MESSAGES from '../message-catalogue';

/** Deepest AST (and parser recursion) accepted; keeps compiled closures off the stack limit. */
export const MAX_FORMULA_DEPTH = 200;

/** How a token is named in messages: end of input, or the token text in quotes. */
function describe(token: Token): string {
  return token.type === 'eof' ? token.value : `'${token.value}'`;
}

class Parser {
  private index = 0;
  private depth = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  private peek(offset = 0): Token {
    const token = this.tokens[this.index + offset] ?? this.tokens[this.tokens.length - 1];
    // The lexer always ends the list with an eof token.
    return token as Token;
  }

  private advance(): Token {
    const token = this.peek();
    if (token.type !== 'eof') this.index += 1;
    return token;
  }

  private fail(token: Token, expected: string): never {
    throw new FormulaError(unexpectedTokenMessage(describe(token), token.pos, expected), token.pos);
  }

  private isWord(token: Token, word: string): boolean {
    return token.type === 'identifier' && token.value.toLowerCase() === word;
  }

  private isOperator(token: Token, op: string): boolean {
    return token.type === 'operator' && token.value === op;
  }

  private enter(token: Token): void {
    this.depth += 1;
    if (this.depth > MAX_FORMULA_DEPTH) this.fail(token, 'a less deeply nested expression');
  }

  private leave(): void {
    this.depth -= 1;
  }

  parseFormula(): FormulaNode {
    const node = this.parseExpression();
    const rest = this.peek();
    if (rest.type !== 'eof') throw new FormulaError(MESSAGES.extraTokens, rest.pos);
    return node;
  }

  private parseExpression(): FormulaNode {
    this.enter(this.peek());
    const node = this.parseOr();
    this.leave();
    return node;
  }

  private parseOr(): FormulaNode {
    let left = this.parseAnd();
    for (;;) {
      const token = this.peek();
      if (!(this.isWord(token, 'or') || this.isOperator(token, 'or'))) return left;
      this.advance();
      const right = this.parseAnd();
      left = { type: 'Binary', op: 'or', left, right, pos: token.pos };
    }
  }

  private parseAnd(): FormulaNode {
    let left = this.parseNot();
    for (;;) {
      const token = this.peek();
      if (!(this.isWord(token, 'and') || this.isOperator(token, 'and'))) return left;
      this.advance();
      const right = this.parseNot();
      left = { type: 'Binary', op: 'and', left, right, pos: token.pos };
    }
  }

  private parseNot(): FormulaNode {
    const token = this.peek();
    if (this.isWord(token, 'not') || this.isOperator(token, '!')) {
      this.advance();
      this.enter(token);
      const argument = this.parseNot();
      this.leave();
      return { type: 'Unary', op: 'not', argument, pos: token.pos };
    }
    return this.parseComparison();
  }

  private parseComparison(): FormulaNode {
    let left = this.parseAdditive();
    for (;;) {
      const token = this.peek();
      if (token.type === 'operator' && isComparisonOperator(token.value)) {
        this.advance();
        const right = this.parseAdditive();
        left = { type: 'Binary', op: token.value as BinaryOperator, left, right, pos: token.pos };
        continue;
      }
      if (token.type !== 'identifier') return left;
      const word = token.value.toLowerCase();
      if (word === 'is') {
        this.advance();
        let negated = false;
        if (this.isWord(this.peek(), 'not')) {
          this.advance();
          negated = true;
        }
        const nullToken = this.peek();
        if (!this.isWord(nullToken, 'null')) throw new FormulaError(MESSAGES.isExpectsNull, nullToken.pos);
        this.advance();
        left = { type: 'IsNull', value: left, negated, pos: token.pos };
        continue;
      }
      let negated = false;
      let opToken = token;
      if (word === 'not') {
        const next = this.peek(1);
        if (!(
          this.isWord(next, 'between') ||
          this.isWord(next, 'in') ||
          this.isWord(next, 'like') ||
          this.isWord(next, 'regex')
        )) {
          return left;
        }
        this.advance();
        negated = true;
        opToken = next;
      }
      const op = opToken.value.toLowerCase();
      if (op === 'between') {
        this.advance();
        const low = this.parseAdditive();
        const andToken = this.peek();
        if (!(this.isWord(andToken, 'and') || this.isOperator(andToken, 'and'))) this.fail(andToken, 'AND');
        this.advance();
        const high = this.parseAdditive();
        left = { type: 'Between', value: left, low, high, negated, pos: opToken.pos };
        continue;
      }
      if (op === 'in') {
        this.advance();
        const open = this.peek();
        if (open.type !== 'lbracket') throw new FormulaError(MESSAGES.inExpectsArray, open.pos);
        this.advance();
        const list = this.parseList('rbracket', ']');
        left = { type: 'In', value: left, list, negated, pos: opToken.pos };
        continue;
      }
      if (op === 'like' || op === 'regex') {
        this.advance();
        const right = this.parseAdditive();
        const node: FormulaNode = { type: 'Binary', op, left, right, pos: opToken.pos };
        left = negated ? { type: 'Unary', op: 'not', argument: node, pos: token.pos } : node;
        continue;
      }
      return left;
    }
  }

  private parseAdditive(): FormulaNode {
    let left = this.parseTerm();
    for (;;) {
      const token = this.peek();
      if (!(this.isOperator(token, '+') || this.isOperator(token, '-'))) return left;
      this.advance();
      const right = this.parseTerm();
      left = { type: 'Binary', op: token.value as BinaryOperator, left, right, pos: token.pos };
    }
  }

  private parseTerm(): FormulaNode {
    let left = this.parseUnary();
    for (;;) {
      const token = this.peek();
      if (!(this.isOperator(token, '*') || this.isOperator(token, '/') || this.isOperator(token, '%'))) {
        return left;
      }
      this.advance();
      const right = this.parseUnary();
      left = { type: 'Binary', op: token.value as BinaryOperator, left, right, pos: token.pos };
    }
  }

  private parseUnary(): FormulaNode {
    const token = this.peek();
    if (this.isOperator(token, '-') || this.isOperator(token, '+')) {
      this.advance();
      this.enter(token);
      const argument = this.parseUnary();
      this.leave();
      return { type: 'Unary', op: token.value as '-' | '+', argument, pos: token.pos };
    }
    return this.parsePrimary();
  }

  /** Comma-separated expressions up to the closing token (already past the opening one). */
  private parseList(close: 'rparen' | 'rbracket', closeText: string): FormulaNode[] {
    const items: FormulaNode[] = [];
    if (this.peek().type === close) {
      this.advance();
      return items;
    }
    for (;;) {
      items.push(this.parseExpression());
      const token = this.peek();
      if (token.type === 'comma') {
        this.advance();
        continue;
      }
      if (token.type === close) {
        this.advance();
        return items;
      }
      this.fail(token, `',' or '${closeText}'`);
    }
  }

  private parsePrimary(): FormulaNode {
    const token = this.peek();
    switch (token.type) {
      case 'number':
        this.advance();
        return { type: 'Literal', value: Number(token.value), pos: token.pos };
      case 'string':
        this.advance();
        return { type: 'Literal', value: token.value, pos: token.pos };
      case 'lparen': {
        this.advance();
        const inner = this.parseExpression();
        const close = this.peek();
        if (close.type !== 'rparen') this.fail(close, "')'");
        this.advance();
        return inner;
      }
      case 'lbracket': {
        this.advance();
        this.enter(token);
        const elements = this.parseList('rbracket', ']');
        this.leave();
        return { type: 'Array', elements, pos: token.pos };
      }
      case 'identifier': {
        const lower = token.value.toLowerCase();
        if (lower === 'true' || lower === 'false') {
          this.advance();
          return { type: 'Literal', value: lower === 'true' ? 1 : 0, pos: token.pos };
        }
        if (lower === 'null') {
          this.advance();
          return { type: 'Literal', value: null, pos: token.pos };
        }
        if (isKeyword(lower)) this.fail(token, 'expression');
        const next = this.peek(1);
        if (next.type === 'lparen') {
          this.advance();
          this.advance();
          this.enter(token);
          const args = this.parseList('rparen', ')');
          this.leave();
          return { type: 'Call', name: lower, args, pos: token.pos };
        }
        if (isFunctionName(lower)) this.fail(next, "'('");
        this.advance();
        return { type: 'Identifier', name: token.value, pos: token.pos };
      }
      default:
        return this.fail(token, 'expression');
    }
  }
}

/** Iterative depth check, so left-deep chains such as 1+1+1+... stay bounded too. */
function checkDepth(root: FormulaNode): void {
  const stack: [FormulaNode, number][] = [[root, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [FormulaNode, number];
    if (depth > MAX_FORMULA_DEPTH) {
      throw new FormulaError(
        unexpectedTokenMessage(`'${describeNode(node)}'`, node.pos, 'a less deeply nested expression'),
        node.pos,
      );
    }
    for (const child of childrenOf(node)) stack.push([child, depth + 1]);
  }
}

function describeNode(node: FormulaNode): string {
  switch (node.type) {
    case 'Binary':
    case 'Unary':
      return node.op;
    case 'Call':
      return node.name;
    case 'Identifier':
      return node.name;
    default:
      return node.type;
  }
}

/** The direct children of a node (for walkers). */
export function childrenOf(node: FormulaNode): readonly FormulaNode[] {
  switch (node.type) {
    case 'Binary':
      return [node.left, node.right];
    case 'Unary':
      return [node.argument];
    case 'Call':
      return node.args;
    case 'Array':
      return node.elements;
    case 'Between':
      return [node.value, node.low, node.high];
    case 'In':
      return [node.value, ...node.list];
    case 'IsNull':
      return [node.value];
    default:
      return [];
  }
}

/** Parses a token list. Throws FormulaError. */
export function parseTokens(tokens: readonly Token[]): FormulaNode {
  const ast = new Parser(tokens).parseFormula();
  checkDepth(ast);
  return ast;
}

/** Tokenises and parses formula text (no character or field checks). Throws FormulaError. */
export function parseExpression(source: string): FormulaNode {
  return parseTokens(tokenize(source));
}
