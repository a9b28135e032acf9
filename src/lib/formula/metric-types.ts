// The dashboard metric's types (spec 000 §3, §9): shared by the metric engine (./metrics) and the
// default metrics (./default-metrics), which must not import each other.
import type { LogFilter } from '../filters';

export type MetricAggregation = 'sum' | 'count' | 'avg';
export type MetricFormat = 'integer' | 'percentage';

/** A moving window (`lastN` units back from now) or a custom range (epoch seconds). */
export type MetricDateFilter =
  | {
      readonly type: 'moving';
      /** How many units back from now. */
      readonly lastN: number;
      /** minute, hour, day, week or month (singular or plural). */
      readonly unit: string;
    }
  | {
      readonly type: 'range';
      /** Epoch seconds, inclusive. */
      readonly start: number;
      /** Epoch seconds, inclusive. */
      readonly end: number;
    };

/** Filters as a list, or in the object form of the `filters` query parameter. */
export type MetricFilters = readonly LogFilter[] | Readonly<Record<string, unknown>>;

export interface Metric {
  readonly name: string;
  readonly title: string;
  readonly filters: MetricFilters;
  readonly formula: string;
  readonly aggregation: MetricAggregation;
  readonly scale: number;
  readonly format: MetricFormat;
  readonly precision: number;
  readonly dateFilter: MetricDateFilter;
}

export interface MetricResult {
  /** The aggregated, scaled value (0 when the formula is invalid). */
  readonly value: number;
  /** How many rows passed the filters and date window. */
  readonly rowCount: number;
  /** The formula's validation message, or null. */
  readonly error: string | null;
}
