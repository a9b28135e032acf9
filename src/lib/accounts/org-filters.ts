// The organization filters of `searchOrganizations` (spec 001 §3 "Organization search filters",
// §5 "organization search sends only string or number filter values"): their URL form.
// The filter panel's labels and the request form are in ./org-filter-panel (only the panel's code
// needs them; the list routes' search schema, in the first download, needs only what is here).
import * as v from 'valibot';
import { isDayText } from '../dates/day-text';

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

/** A real calendar day written YYYY-MM-DD (src/lib/dates' one check). */
export const isCalendarDay = (s: string): boolean => isDayText(s);
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
