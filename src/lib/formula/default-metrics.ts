// The default dashboard metrics (spec 000 §9) and the per-metric defaults they build on. Beside
// the metric type rather than in constants.ts, which stays a leaf module that imports nothing;
// apart from metrics.ts, so that reading the defaults does not load the formula engine.
import { DEFAULT_METRIC_DATE_FILTER, DEFAULT_METRIC_FORMULA } from '../constants';
import type { Metric } from './metric-types';

/** A metric with the per-metric defaults filled in: formula '1', moving 30-day window, sum, scale 1. */
export function createMetric(partial: Partial<Metric> & Pick<Metric, 'name'>): Metric {
  return {
    title: partial.name,
    filters: [],
    formula: DEFAULT_METRIC_FORMULA,
    aggregation: 'sum',
    scale: 1,
    format: 'integer',
    precision: 0,
    dateFilter: DEFAULT_METRIC_DATE_FILTER,
    ...partial,
  };
}

/** The eight default dashboard metrics (spec §9), each over the last 30 days: a plain integer
 * count of every row unless an entry says otherwise. */
export const DEFAULT_METRICS: readonly Metric[] = [
  createMetric({ name: 'minutesSaved', title: 'Minutes Saved', formula: 'duration', scale: 0.0166667 }),
  createMetric({ name: 'callsAnswered', title: 'Calls Answered', aggregation: 'count' }),
  createMetric({
    name: 'appointmentsBooked',
    title: 'Appointments Booked',
    filters: [{ field: 'scheduled', operator: 'is', value: 'true' }],
    aggregation: 'count',
  }),
  createMetric({
    name: 'appointmentBookRate',
    title: 'Appointment Book Rate',
    formula: "scheduled = 'true'",
    aggregation: 'avg',
    scale: 100,
    format: 'percentage',
    precision: 1,
  }),
  createMetric({ name: 'avgCallDuration', title: 'Avg Call Duration (sec)', formula: 'duration', aggregation: 'avg' }),
  createMetric({
    name: 'callsTransfered',
    title: 'Calls Transfered',
    filters: [{ field: 'transfer', operator: 'eq', value: 1 }],
    aggregation: 'count',
  }),
  createMetric({
    name: 'inboundCalls',
    title: 'Inbound Calls',
    filters: [{ field: 'direction', operator: 'is', value: 'inbound' }],
    aggregation: 'count',
  }),
  createMetric({
    name: 'outboundCalls',
    title: 'Outbound Calls',
    filters: [{ field: 'direction', operator: 'is', value: 'outbound' }],
    aggregation: 'count',
  }),
];
