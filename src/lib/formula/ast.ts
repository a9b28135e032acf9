// The formula AST. Every node carries the character offset of the token that produced it.

export type BinaryOperator =
  '+' | '-' | '*' | '/' | '%' | '=' | '!=' | '<' | '<=' | '>' | '>=' | 'and' | 'or' | 'like' | 'regex';

/** The comparisons (each gives 1 or 0), one level of the grammar below `and`. */
export const COMPARISON_OPERATORS = ['=', '!=', '<', '<=', '>', '>='] as const;
export type ComparisonOperator = (typeof COMPARISON_OPERATORS)[number];
const COMPARISONS: ReadonlySet<string> = new Set(COMPARISON_OPERATORS);
export const isComparisonOperator = (op: string): op is ComparisonOperator => COMPARISONS.has(op);

export type UnaryOperator = '-' | '+' | 'not';

export interface LiteralNode {
  readonly type: 'Literal';
  /** `null` only for the `null` keyword. */
  readonly value: number | string | null;
  readonly pos: number;
}

export interface IdentifierNode {
  readonly type: 'Identifier';
  readonly name: string;
  readonly pos: number;
}

export interface BinaryNode {
  readonly type: 'Binary';
  readonly op: BinaryOperator;
  readonly left: FormulaNode;
  readonly right: FormulaNode;
  readonly pos: number;
}

export interface UnaryNode {
  readonly type: 'Unary';
  readonly op: UnaryOperator;
  readonly argument: FormulaNode;
  readonly pos: number;
}

export interface CallNode {
  readonly type: 'Call';
  /** Lower-cased function name. */
  readonly name: string;
  readonly args: readonly FormulaNode[];
  readonly pos: number;
}

export interface ArrayNode {
  readonly type: 'Array';
  readonly elements: readonly FormulaNode[];
  readonly pos: number;
}

export interface BetweenNode {
  readonly type: 'Between';
  readonly value: FormulaNode;
  readonly low: FormulaNode;
  readonly high: FormulaNode;
  readonly negated: boolean;
  readonly pos: number;
}

export interface InNode {
  readonly type: 'In';
  readonly value: FormulaNode;
  readonly list: readonly FormulaNode[];
  readonly negated: boolean;
  readonly pos: number;
}

export interface IsNullNode {
  readonly type: 'IsNull';
  readonly value: FormulaNode;
  readonly negated: boolean;
  readonly pos: number;
}

export type FormulaNode =
  LiteralNode | IdentifierNode | BinaryNode | UnaryNode | CallNode | ArrayNode | BetweenNode | InNode | IsNullNode;
