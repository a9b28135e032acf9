// The organization filter panel (spec 001 §3 "Organization search filters", §5 "organization
// search sends only string or number filter values"): the request form of the filters, the
// problems a person can fix, and the panel's labels. Their URL form is ./org-filters.
import type { SearchOrganizationsParams } from '@/api/generated/model';
import {
  ORG_DATE_FILTERS,
  ORG_FLAG_FILTERS,
  ORG_RANGE_FILTERS,
  ORG_TEXT_FILTERS,
  isCalendarDay,
  type OrgDateFilter,
  type OrgFilterKey,
  type OrgFilters,
  type OrgFlagFilter,
  type OrgRangeFilter,
  type OrgTextFilter,
} from './org-filters';

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
