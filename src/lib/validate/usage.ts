// Usage timeseries (spec 000 §4, §5, §9).
import { USAGE_ZERO_FILL_DAYS } from '../constants';

export const USAGE_COUNTERS = [
  'number',
  'tokens',
  'voice',
  'advancedVoice',
  'outbound-message',
  'inbound-message',
] as const;
export type UsageCounter = (typeof USAGE_COUNTERS)[number];
export type UsageCounters = Record<UsageCounter, number>;
export type UsageResults = Readonly<Record<string, Readonly<Partial<Record<string, unknown>>>>>;

const DAY_MS = 86_400_000;

export function zeroUsage(): UsageCounters {
  return { number: 0, tokens: 0, voice: 0, advancedVoice: 0, 'outbound-message': 0, 'inbound-message': 0 };
}

/** 'MM-DD-YYYY' to UTC epoch milliseconds, or NaN. */
export function parseUsageDate(key: string): number {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(key);
  if (!match) return Number.NaN;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? ms : Number.NaN;
}

/** UTC epoch milliseconds to 'MM-DD-YYYY'. */
export function formatUsageDate(ms: number): string {
  const date = new Date(ms);
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(date.getUTCDate()).padStart(2, '0');
  return `${mm}-${dd}-${String(date.getUTCFullYear()).padStart(4, '0')}`;
}

function withZeros(
  entry: Readonly<Partial<Record<string, unknown>>> | undefined,
): UsageCounters & Record<string, unknown> {
  const out: UsageCounters & Record<string, unknown> = { ...zeroUsage(), ...(entry ?? {}) };
  for (const counter of USAGE_COUNTERS) {
    if (typeof out[counter] !== 'number') out[counter] = Number(out[counter]) || 0;
  }
  return out;
}

/**
 * Fills the usage timeseries with zeros for `days` (30) days from the first date present; days
 * outside that range that are present are kept after it. Keys are MM-DD-YYYY; entries are ordered
 * by date; invalid keys are dropped.
 */
export function zeroFillUsage(
  results: UsageResults,
  days: number = USAGE_ZERO_FILL_DAYS,
): Record<string, UsageCounters & Record<string, unknown>> {
  const dated = Object.keys(results ?? {})
    .map((key) => ({ key, ms: parseUsageDate(key) }))
    .filter((entry) => !Number.isNaN(entry.ms))
    .sort((a, b) => a.ms - b.ms);
  const out: Record<string, UsageCounters & Record<string, unknown>> = {};
  const first = dated[0];
  if (!first) return out;
  for (let i = 0; i < days; i += 1) {
    const key = formatUsageDate(first.ms + i * DAY_MS);
    out[key] = withZeros(Object.prototype.hasOwnProperty.call(results, key) ? results[key] : undefined);
  }
  for (const { key } of dated) if (!(key in out)) out[key] = withZeros(results[key]);
  return out;
}

/** The usage timeseries: zero-filled for the current billing period, else ordered by date. */
export function usageTimeseries(
  results: UsageResults,
  billingPeriod: string | undefined,
): Record<string, UsageCounters & Record<string, unknown>> {
  return zeroFillUsage(results, billingPeriod === 'current' ? USAGE_ZERO_FILL_DAYS : 0);
}
