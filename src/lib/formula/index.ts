// Formula engine public API (spec 000 §5): lexer → parser → AST → closures compiled once.
export { FormulaError } from './errors';
export type { FormulaDiagnostic } from './validate';
export { diagnoseFormula, validateFormula } from './validate';
export { formulaFields, invalidCharacters, parenthesesBalanced } from './check';
export type { CompileOptions, CompiledFormula, FormulaRow } from './compile';
export { compileAst, compileFormula, evaluateFormula, median, variance } from './compile';
export type {
  ArrayNode,
  BetweenNode,
  BinaryNode,
  BinaryOperator,
  CallNode,
  FormulaNode,
  IdentifierNode,
  InNode,
  IsNullNode,
  LiteralNode,
  UnaryNode,
  UnaryOperator,
} from './ast';
export type { Token, TokenType } from './lexer';
export { tokenize } from './lexer';
export { MAX_FORMULA_DEPTH, childrenOf, parseExpression } from './parser';
export { FORMULA_FUNCTIONS, FORMULA_KEYWORDS } from './names';
export type { FormulaFunctionName, FormulaKeyword } from './names';
export type { FormulaValue } from './values';
export type { Metric, MetricAggregation, MetricDateFilter, MetricFilters, MetricFormat, MetricResult } from './metrics';
export { computeMetric, computeMetricResult, createMetric, formatMetric, metricWindow } from './metrics';
export { DEFAULT_METRIC_DATE_FILTER, DEFAULT_METRIC_FORMULA } from '../constants';
export { DEFAULT_METRICS } from './default-metrics';
