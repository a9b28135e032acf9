export { LogsScreen, type LogsScreenProps } from './logs-screen';
export { LogsTable, type LogsTableProps } from './logs-table';
export { LogFilterBuilder } from './log-filter-builder';
export { DateRangePicker, dateFilterLabel, customRangeError } from './date-range-picker';
export { useLogsQuery, useLogsTargetAccountId } from './use-logs-query';
export { logsOverlays } from './overlays';
export { logsToCsv, parseCsv, FORMULA_START } from './csv';
export { logFieldsQueryOptions, logsInfiniteQueryOptions, logsParams } from './api';
export { logsNow } from './logs-clock';
