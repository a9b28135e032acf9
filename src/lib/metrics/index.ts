// Dashboard metrics over log rows: values, per-day trends, the rows behind a number.
export type { ComputeOptions, LogRow, MetricComputation, TrendPoint } from './compute';
export {
  MAX_TREND_DAYS,
  computeMetricDetail,
  computeMetrics,
  dayStarts,
  metricRows,
  metricsWindow,
  parseIsoUtc,
  rowTimes,
} from './compute';
export type { StoredMetric } from './settings';
export {
  MAX_METRICS,
  MAX_PRECISION,
  METRIC_UNITS,
  metricFilterList,
  metricFromStored,
  metricNameFromTitle,
  metricToStored,
  metricsFromSettings,
  moveItem,
  windowLabel,
} from './settings';
export type { DayRangeResult } from './day-range';
export { dayInputText, dayRange, dayStartSeconds } from './day-range';
export type { PeriodChange, RangeChoice, Window } from './period';
export {
  DASHBOARD_RANGES,
  RANGE_LABELS,
  RANGE_SPANS,
  changeLabel,
  metricOver,
  metricPeriods,
  periodChange,
  previousWindow,
  rangeWindow,
  spanOf,
} from './period';
export type { DashboardRange } from './range-choice';
