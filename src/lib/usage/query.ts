// The usage view's query, as its URL keeps it (doc 001 §9). Its own module: the usage route
// reads it before the page's code loads, so it is in the first download (docs/performance.md).
import { USAGE_FREQUENCY } from '../constants';
import { isDayText } from '../dates/day-text';

export type UsageFrequency = 'day' | 'month' | 'year';
export type BillingPeriod = 'current' | 'previous';

/** The usage view's settings, as kept in its URL. */
export interface UsageQuery {
  readonly frequency: UsageFrequency;
  /** Current or previous billing period; null for a custom range. */
  readonly billingPeriod: BillingPeriod | null;
  /** Custom range, YYYY-MM-DD (UTC days), used when billingPeriod is null. */
  readonly startDate: string | null;
  readonly endDate: string | null;
}

export const DEFAULT_USAGE_QUERY: UsageQuery = {
  frequency: USAGE_FREQUENCY,
  billingPeriod: 'current',
  startDate: null,
  endDate: null,
};

const validDay = (raw: unknown): string | null => (typeof raw === 'string' && isDayText(raw) ? raw : null);

/** Reads the usage view's query parameters; malformed parts give the current billing period. */
export function parseUsageQuery(raw: {
  frequency?: unknown;
  billingPeriod?: unknown;
  startDate?: unknown;
  endDate?: unknown;
}): UsageQuery {
  const frequency: UsageFrequency =
    raw.frequency === 'month' || raw.frequency === 'year' || raw.frequency === 'day' ? raw.frequency : USAGE_FREQUENCY;
  const startDate = validDay(raw.startDate);
  const endDate = validDay(raw.endDate);
  if (raw.billingPeriod === 'previous') return { frequency, billingPeriod: 'previous', startDate: null, endDate: null };
  if (raw.billingPeriod !== 'current' && startDate && endDate && startDate <= endDate)
    return { frequency, billingPeriod: null, startDate, endDate };
  return { ...DEFAULT_USAGE_QUERY, frequency };
}
