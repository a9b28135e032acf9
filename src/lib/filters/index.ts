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
export type { FilterScalar, FilterValue, LogFilter, TimeWindow, WindowUnit } from './filters';
export {
  defaultLogFields,
  defaultLogWindow,
  filterQueryValue,
  filtersFromObject,
  filtersToObject,
  makeFilter,
  movingWindow,
  parseDateFilterParam,
  parseFieldsParam,
  parseFiltersParam,
  parseJsonLoosely,
  parseQueryFilter,
  serializeFieldsParam,
  serializeFiltersParam,
  splitValueOperator,
  toQueryFilters,
  unitSeconds,
} from './filters';
export { conditionText, filterText } from './sentence';
export { matchesAllFilters, matchesFilter } from './match';
