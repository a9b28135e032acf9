// The organization filters of `searchOrganizations` (spec 001 §3 "Organization search filters",
// §5 "organization search sends only string or number filter values"): their URL form, their
// request form, and the labels of the filter panel.
import * as v from 'valibot';
import type { SearchOrganizationsParams } from '@/api/generated/model';

/** Minimum/maximum voice minutes and messages per billing period (whole numbers ≥ 0). */
export const ORG_RANGE_FILTERS = [
  'currentBillingPeriodVoiceMinutesMin',
  'currentBillingPeriodVoiceMinutesMax',
  'previousBillingPeriodVoiceMinutesMin',
  'previousBillingPeriodVoiceMinutesMax',
  'allTimeVoiceMinutesMin',
  'allTimeVoiceMinutesMax',
  'currentBillingPeriodMessagesMin',
  'currentBillingPeriodMessagesMax',
  'previousBillingPeriodMessagesMin',
  'previousBillingPeriodMessagesMax',
  'allTimeMessagesMin',
  'allTimeMessagesMax',
] as const;
/** Yes/no filters, sent as the text 'true' or 'false'. */
export const ORG_FLAG_FILTERS = ['onboardingComplete', 'subscribed', 'canceled'] as const;
/** Free-text ids. */
export const ORG_TEXT_FILTERS = ['productPlanId', 'billingSubscriptionId', 'billingId', 'externalAccountId'] as const;
/** Date ranges: a calendar day (YYYY-MM-DD) in the URL, epoch seconds in the request. */
export const ORG_DATE_FILTERS = ['createdStart', 'createdEnd', 'canceledStart', 'canceledEnd'] as const;
export const PLAN_TERMS = ['month', 'year'] as const;

export type OrgRangeFilter = (typeof ORG_RANGE_FILTERS)[number];
export type OrgFlagFilter = (typeof ORG_FLAG_FILTERS)[number];
export type OrgTextFilter = (typeof ORG_TEXT_FILTERS)[number];
export type OrgDateFilter = (typeof ORG_DATE_FILTERS)[number];

export type OrgFilters = Partial<
  Record<OrgRangeFilter, number> &
    Record<OrgFlagFilter, 'true' | 'false'> &
    Record<OrgTextFilter, string> &
    Record<OrgDateFilter, string> & { productPlanTerm: (typeof PLAN_TERMS)[number] }
>;

export const ORG_FILTER_KEYS = [
  ...ORG_RANGE_FILTERS,
  ...ORG_FLAG_FILTERS,
  'productPlanTerm',
  ...ORG_TEXT_FILTERS,
  ...ORG_DATE_FILTERS,
] as const;
export type OrgFilterKey = (typeof ORG_FILTER_KEYS)[number];

/** The longest id a text filter keeps. */
export const ORG_TEXT_FILTER_MAX = 120;
const MAX_COUNT = 10_000_000;

const lenient = <TIn, TOut>(schema: v.GenericSchema<TIn, TOut>) => v.fallback(v.optional(schema), undefined);
const count = lenient(
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,8}$/), v.transform(Number))]),
    v.number(),
    v.safeInteger(),
    v.minValue(0),
    v.maxValue(MAX_COUNT),
  ),
);
const yesNo = lenient(v.pipe(v.union([v.boolean(), v.string()]), v.transform(String), v.picklist(['true', 'false'])));
const idText = lenient(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(ORG_TEXT_FILTER_MAX)));

/** A real calendar day written YYYY-MM-DD. */
export function isCalendarDay(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}
const day = lenient(v.pipe(v.string(), v.check(isCalendarDay)));

type AnySchema = v.GenericSchema<unknown, unknown>;
const entries: Partial<Record<OrgFilterKey, AnySchema>> = {};
for (const k of ORG_RANGE_FILTERS) entries[k] = count as AnySchema;
for (const k of ORG_FLAG_FILTERS) entries[k] = yesNo as AnySchema;
entries.productPlanTerm = lenient(v.picklist(PLAN_TERMS)) as AnySchema;
for (const k of ORG_TEXT_FILTERS) entries[k] = idText as AnySchema;
for (const k of ORG_DATE_FILTERS) entries[k] = day as AnySchema;

/** The filters' entries of a route's search schema (spread into `v.object`): every value total. */
export const orgFilterSearchEntries = entries as Record<OrgFilterKey, AnySchema>;

const filtersSchema = v.object(orgFilterSearchEntries);

/** The filters of a search object (anything invalid dropped; other keys ignored). */
export function parseOrgFilters(search: Readonly<Record<string, unknown>>): OrgFilters {
  const parsed = v.parse(filtersSchema, search) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of ORG_FILTER_KEYS) if (parsed[key] !== undefined) out[key] = parsed[key];
  return out as OrgFilters;
}

/** The filters as URL text (only the set ones), the form a shared link carries. */
export function serializeOrgFilters(filters: OrgFilters): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ORG_FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== '') out[key] = String(value);
  }
  return out;
}

export const hasOrgFilters = (filters: OrgFilters): boolean => ORG_FILTER_KEYS.some((k) => filters[k] !== undefined);
export const orgFilterCount = (filters: OrgFilters): number =>
  ORG_FILTER_KEYS.filter((k) => filters[k] !== undefined).length;

/** A calendar day's start (…Start) or end (…End, the day's last second) in epoch seconds, UTC. */
export function dayToEpochSeconds(dayText: string, edge: 'start' | 'end'): number | undefined {
  if (!isCalendarDay(dayText)) return undefined;
  const start = Date.parse(`${dayText}T00:00:00Z`) / 1000;
  return edge === 'start' ? start : start + 86_399;
}

/** The request's filter params: only string or number values (spec 001 §5), dates as epoch seconds. */
export function orgFilterParams(filters: OrgFilters): SearchOrganizationsParams {
  const out: Record<string, string | number> = {};
  for (const key of ORG_RANGE_FILTERS) {
    const n = filters[key];
    if (typeof n === 'number' && Number.isSafeInteger(n) && n >= 0) out[key] = n;
  }
  for (const key of [...ORG_FLAG_FILTERS, 'productPlanTerm', ...ORG_TEXT_FILTERS] as const) {
    const s = filters[key];
    if (typeof s === 'string' && s.trim() !== '') out[key] = s.trim();
  }
  for (const key of ORG_DATE_FILTERS) {
    const s = filters[key];
    const n = typeof s === 'string' ? dayToEpochSeconds(s, key.endsWith('End') ? 'end' : 'start') : undefined;
    if (n !== undefined) out[key] = n;
  }
  return out as SearchOrganizationsParams;
}

/** Problems a person can fix in the panel: a minimum above its maximum, a range ending before it starts. */
export function orgFilterProblems(filters: OrgFilters): Partial<Record<OrgFilterKey, string>> {
  const problems: Partial<Record<OrgFilterKey, string>> = {};
  for (const min of ORG_RANGE_FILTERS.filter((k) => k.endsWith('Min'))) {
    const max = min.replace(/Min$/, 'Max') as OrgRangeFilter;
    const a = filters[min];
    const b = filters[max];
    if (a !== undefined && b !== undefined && a > b) problems[max] = 'The maximum must be at least the minimum.';
  }
  for (const [start, end] of [
    ['createdStart', 'createdEnd'],
    ['canceledStart', 'canceledEnd'],
  ] as const) {
    const a = filters[start];
    const b = filters[end];
    if (a && b && a > b) problems[end] = 'The end must be on or after the start.';
  }
  return problems;
}

/** The panel's groups: a label per range pair, per flag, per id and per date range. */
export const ORG_RANGE_GROUPS: readonly { label: string; min: OrgRangeFilter; max: OrgRangeFilter }[] = [
  {
    label: 'Voice minutes, this billing period',
    min: 'currentBillingPeriodVoiceMinutesMin',
    max: 'currentBillingPeriodVoiceMinutesMax',
  },
  {
    label: 'Voice minutes, previous billing period',
    min: 'previousBillingPeriodVoiceMinutesMin',
    max: 'previousBillingPeriodVoiceMinutesMax',
  },
  { label: 'Voice minutes, all time', min: 'allTimeVoiceMinutesMin', max: 'allTimeVoiceMinutesMax' },
  {
    label: 'Messages, this billing period',
    min: 'currentBillingPeriodMessagesMin',
    max: 'currentBillingPeriodMessagesMax',
  },
  {
    label: 'Messages, previous billing period',
    min: 'previousBillingPeriodMessagesMin',
    max: 'previousBillingPeriodMessagesMax',
  },
  { label: 'Messages, all time', min: 'allTimeMessagesMin', max: 'allTimeMessagesMax' },
];
export const ORG_FLAG_LABELS: Readonly<Record<OrgFlagFilter, string>> = {
  onboardingComplete: 'Onboarding complete',
  subscribed: 'Subscribed',
  canceled: 'Canceled',
};
export const ORG_TEXT_LABELS: Readonly<Record<OrgTextFilter, string>> = {
  productPlanId: 'Plan id',
  billingSubscriptionId: 'Billing subscription id',
  billingId: 'Billing id',
  externalAccountId: 'External account id',
};
export const ORG_DATE_GROUPS: readonly { label: string; start: OrgDateFilter; end: OrgDateFilter }[] = [
  { label: 'Created', start: 'createdStart', end: 'createdEnd' },
  { label: 'Canceled', start: 'canceledStart', end: 'canceledEnd' },
];
