// Filterable log fields, their types, and the operator catalogue per type (spec 000 §3, §5).

export type LogFieldType = 'string' | 'integer' | 'date';

export interface LogField {
  readonly name: string;
  readonly type: LogFieldType;
}

/** The fields offered by the log filter builder (spec §3 "Filterable log fields"). */
export const FILTERABLE_FIELDS: readonly LogField[] = [
  { name: 'direction', type: 'string' },
  { name: 'type', type: 'string' },
  { name: 'duration', type: 'integer' },
  { name: 'transfer', type: 'integer' },
  { name: 'scheduled', type: 'string' },
];

/** The fixed fields of a conversation log row (spec §3); further fields are dynamic. */
export const LOG_ROW_FIELDS: readonly LogField[] = [
  { name: 'accountId', type: 'string' },
  { name: 'accountName', type: 'string' },
  { name: 'agentId', type: 'string' },
  { name: 'timestamp', type: 'date' },
  { name: 'duration', type: 'integer' },
  { name: 'fromNumber', type: 'string' },
  { name: 'toNumber', type: 'string' },
  { name: 'cnam', type: 'string' },
  { name: 'roomId', type: 'string' },
  { name: 'direction', type: 'string' },
  { name: 'transfer', type: 'integer' },
  { name: 'callId', type: 'string' },
  { name: 'uuid', type: 'string' },
];

/** Known field types: the log row fields plus the filterable fields. */
export const KNOWN_FIELD_TYPES: ReadonlyMap<string, LogFieldType> = new Map(
  [...LOG_ROW_FIELDS, ...FILTERABLE_FIELDS].map((field) => [field.name, field.type] as const),
);

/** The type of a field: from the given list, else the known fields, else 'string'. */
export function logFieldType(field: string, fields?: readonly LogField[]): LogFieldType {
  const listed = fields?.find((candidate) => candidate.name === field);
  return listed?.type ?? KNOWN_FIELD_TYPES.get(field) ?? 'string';
}

export type FilterOperator =
  | 'is'
  | 'isNot'
  | 'contains'
  | 'notContains'
  | 'isSet'
  | 'isNotSet'
  | 'eq'
  | 'neq'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'between'
  | 'notBetween'
  | 'on'
  | 'notOn'
  | 'before'
  | 'after'
  | 'onOrBefore'
  | 'onOrAfter';

export interface OperatorDefinition {
  /** Wire id: used in the `{field}Op` keys and the `value|operator` form. */
  readonly id: FilterOperator;
  /** Text used in the filter sentence and menus. */
  readonly label: string;
  /** Only enabled operators can be picked in the filter builder; the rest show disabled. */
  readonly enabled: boolean;
  /** Number of values: 0 (is set), 1, or 2 (between). */
  readonly arity: 0 | 1 | 2;
}

/** Operators per type (spec §5 "Filter operators"): the first of each list is the enabled one. */
export const FILTER_OPERATORS: Readonly<Record<LogFieldType, readonly OperatorDefinition[]>> = {
  string: [
    { id: 'is', label: 'is', enabled: true, arity: 1 },
    { id: 'isNot', label: 'is not', enabled: false, arity: 1 },
    { id: 'contains', label: 'contains', enabled: false, arity: 1 },
    { id: 'notContains', label: 'does not contain', enabled: false, arity: 1 },
    { id: 'isSet', label: 'is set', enabled: false, arity: 0 },
    { id: 'isNotSet', label: 'is not set', enabled: false, arity: 0 },
  ],
  integer: [
    { id: 'eq', label: 'equals', enabled: true, arity: 1 },
    { id: 'neq', label: 'not equal', enabled: false, arity: 1 },
    { id: 'gt', label: 'greater than', enabled: false, arity: 1 },
    { id: 'gte', label: 'greater than or equal', enabled: false, arity: 1 },
    { id: 'lt', label: 'less than', enabled: false, arity: 1 },
    { id: 'lte', label: 'less than or equal', enabled: false, arity: 1 },
    { id: 'between', label: 'between', enabled: false, arity: 2 },
    { id: 'notBetween', label: 'not between', enabled: false, arity: 2 },
  ],
  date: [
    { id: 'on', label: 'on', enabled: true, arity: 1 },
    { id: 'notOn', label: 'not on', enabled: false, arity: 1 },
    { id: 'before', label: 'before', enabled: false, arity: 1 },
    { id: 'after', label: 'after', enabled: false, arity: 1 },
    { id: 'onOrBefore', label: 'on or before', enabled: false, arity: 1 },
    { id: 'onOrAfter', label: 'on or after', enabled: false, arity: 1 },
    { id: 'between', label: 'between', enabled: false, arity: 2 },
    { id: 'notBetween', label: 'not between', enabled: false, arity: 2 },
  ],
};

/** Operators of a type; `enabledOnly` keeps the ones the builder lets you pick. */
export function operatorsForType(type: LogFieldType, options: { enabledOnly?: boolean } = {}): OperatorDefinition[] {
  const all = FILTER_OPERATORS[type];
  return options.enabledOnly ? all.filter((op) => op.enabled) : [...all];
}

/** The default (enabled) operator of a type: is, equals, on. */
export function defaultOperator(type: LogFieldType): FilterOperator {
  return type === 'integer' ? 'eq' : type === 'date' ? 'on' : 'is';
}

export function findOperator(type: LogFieldType, id: unknown): OperatorDefinition | undefined {
  return FILTER_OPERATORS[type].find((op) => op.id === id);
}

export function isOperatorForType(id: unknown, type: LogFieldType): id is FilterOperator {
  return findOperator(type, id) !== undefined;
}

export function isOperatorEnabled(id: FilterOperator, type: LogFieldType): boolean {
  return findOperator(type, id)?.enabled ?? false;
}
