// Usage over a period (doc 001 "Usage and statistics", §9): the `stats/usage` results keyed by
// MM-DD-YYYY, turned into chart points and totals. The current billing period is zero-filled
// for 30 days from its first date (the fill itself lives in ../validate and is reused here).
import { parseUsageDate, usageTimeseries, type UsageResults } from '../validate';
import type { BillingPeriod, UsageFrequency, UsageQuery } from './query';

/** The measures a day (a point) and a period (its totals) both carry. */
export interface UsageMeasures {
  /** Voice minutes (standard plus advanced). */
  readonly minutes: number;
  readonly voice: number;
  readonly advancedVoice: number;
  /** Messages in and out. */
  readonly messages: number;
  readonly inbound: number;
  readonly outbound: number;
  readonly tokens: number;
  /** Phone numbers held: a day's count; for a period, the most held on one of its days (a level,
   * not a sum; zero-filled days would otherwise hide it). */
  readonly numbers: number;
  /** Cost in USD (sum of the `cost:` keys); 0 when the answer has none. */
  readonly cost: number;
}

export interface UsagePoint extends UsageMeasures {
  /** MM-DD-YYYY, as the server keys it. */
  readonly key: string;
  /** UTC epoch milliseconds of the day. */
  readonly ms: number;
}

export interface UsageTotals extends UsageMeasures {
  /** True when any day carried a `cost:` key. */
  readonly hasCosts: boolean;
}

/** The `stats/usage` parameters of a usage query (costs and a timeseries always asked for). */
export function usageRequestParams(query: UsageQuery): {
  frequency: UsageFrequency;
  timeseries: true;
  giveCosts: true;
  billingPeriod?: BillingPeriod;
  startDate?: string;
  endDate?: string;
} {
  const base = { frequency: query.frequency, timeseries: true as const, giveCosts: true as const };
  if (query.billingPeriod || !query.startDate || !query.endDate)
    return { ...base, billingPeriod: query.billingPeriod ?? 'current' };
  return { ...base, startDate: `${query.startDate}T00:00:00Z`, endDate: `${query.endDate}T23:59:59Z` };
}

function num(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** The dated entries of an answer that are objects (anything else is dropped). */
function entriesOf(results: Readonly<Record<string, unknown>> | undefined | null): UsageResults {
  const out: Record<string, Readonly<Partial<Record<string, unknown>>>> = {};
  if (!results || typeof results !== 'object') return out;
  for (const [key, entry] of Object.entries(results))
    if (entry && typeof entry === 'object' && !Array.isArray(entry)) out[key] = entry as Record<string, unknown>;
  return out;
}

/** Chart points ordered by date; the current billing period zero-filled for 30 days. */
export function usagePoints(
  results: Readonly<Record<string, unknown>> | undefined | null,
  billingPeriod: BillingPeriod | null,
): UsagePoint[] {
  const series = usageTimeseries(entriesOf(results), billingPeriod ?? undefined);
  const points: UsagePoint[] = [];
  for (const [key, entry] of Object.entries(series)) {
    const ms = parseUsageDate(key);
    if (Number.isNaN(ms)) continue;
    let cost = 0;
    for (const [name, value] of Object.entries(entry)) if (name.startsWith('cost:')) cost += num(value);
    const voice = num(entry.voice);
    const advancedVoice = num(entry.advancedVoice);
    const inbound = num(entry['inbound-message']);
    const outbound = num(entry['outbound-message']);
    points.push({
      key,
      ms,
      minutes: voice + advancedVoice,
      voice,
      advancedVoice,
      messages: inbound + outbound,
      inbound,
      outbound,
      tokens: num(entry.tokens),
      numbers: num(entry.number),
      cost,
    });
  }
  return points.sort((a, b) => a.ms - b.ms);
}

/** Totals of the points (phone numbers: the most held on a day). */
export function usageTotals(
  points: readonly UsagePoint[],
  results?: Readonly<Record<string, unknown>> | null,
): UsageTotals {
  let hasCosts = false;
  for (const entry of Object.values(entriesOf(results)))
    if (Object.keys(entry).some((name) => name.startsWith('cost:'))) hasCosts = true;
  const sum = (pick: (p: UsagePoint) => number) => points.reduce((acc, p) => acc + pick(p), 0);
  return {
    minutes: sum((p) => p.minutes),
    voice: sum((p) => p.voice),
    advancedVoice: sum((p) => p.advancedVoice),
    messages: sum((p) => p.messages),
    inbound: sum((p) => p.inbound),
    outbound: sum((p) => p.outbound),
    tokens: sum((p) => p.tokens),
    numbers: points.reduce((acc, p) => Math.max(acc, p.numbers), 0),
    cost: sum((p) => p.cost),
    hasCosts,
  };
}

/** Short label of a day for chart axes: 'Nov 19' (UTC). */
export function usageDayLabel(ms: number): string {
  return new Date(ms).toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}
