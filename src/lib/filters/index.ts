export type { FilterOperator, LogField, LogFieldType, OperatorDefinition } from './catalogue';
export {
  FILTERABLE_FIELDS,
  FILTER_OPERATORS,
  KNOWN_FIELD_TYPES,
  LOG_ROW_FIELDS,
  defaultOperator,
  findOperator,
  isOperatorEnabled,
  isOperatorForType,
  logFieldType,
  operatorsForType,
} from './catalogue';
export type { FilterScalar, FilterValue, LogFilter, WindowUnit } from './filters';
export {
  filtersFromObject,
  filtersToObject,
  makeFilter,
  parseFiltersParam,
  parseJsonLoosely,
  splitValueOperator,
  unitSeconds,
} from './filters';
export type { TimeWindow } from './params';
export {
  defaultLogFields,
  defaultLogWindow,
  filterQueryValue,
  movingWindow,
  parseDateFilterParam,
  parseFieldsParam,
  parseQueryFilter,
  serializeFieldsParam,
  serializeFiltersParam,
  toQueryFilters,
} from './params';
export { conditionText, filterText } from './sentence';
export { matchesAllFilters, matchesFilter } from './match';
