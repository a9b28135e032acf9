// The filter sentence (spec 000 §3): 'Where {field} {operator} {value}', conditions joined by 'and'.
import type { LogField } from './catalogue';
import { findOperator, logFieldType } from './catalogue';
import type { LogFilter } from './filters';

function valueText(filter: LogFilter): string {
  const value = filter.value;
  if (value === null) return '';
  if (Array.isArray(value)) return `${String(value[0])} and ${String(value[1])}`;
  return String(value);
}

/** One condition: '{field} {operator} {value}'. */
export function conditionText(filter: LogFilter, fields?: readonly LogField[]): string {
  const type = logFieldType(filter.field, fields);
  const label = findOperator(type, filter.operator)?.label ?? filter.operator;
  return [filter.field, label, valueText(filter)].filter((part) => part !== '').join(' ');
}

/** 'Where {field} {operator} {value}', conditions joined by 'and'; '' when there are none. */
export function filterText(filters: readonly LogFilter[], fields?: readonly LogField[]): string {
  if (filters.length === 0) return '';
  return `Where ${filters.map((filter) => conditionText(filter, fields)).join(' and ')}`;
}
