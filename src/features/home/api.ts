// Query factories of the home page, built on orval's generated options. Every card reads its
// own query (secondary data, read with useQuery inside <QueryState>), so one failing call
// leaves the other cards standing.
import { getListLogsQueryOptions } from '@/api/generated/hooks/logs-and-tasks/logs-and-tasks';
import { getListConversationsQueryOptions } from '@/api/generated/hooks/conversations/conversations';
import { getGetStagingAgentQueryOptions } from '@/api/generated/hooks/agents/agents';
import { getGetCampaignStatsQueryOptions, getGetUsageQueryOptions } from '@/api/generated/hooks/usage/usage';
import { getGetCurrentPlanQueryOptions } from '@/api/generated/hooks/billing/billing';
import {
  getListAgentAccountsQueryOptions,
  getListOrganizationsQueryOptions,
  getListResellersQueryOptions,
} from '@/api/generated/hooks/accounts/accounts';
import { useQuery } from '@tanstack/react-query';
import type { AccountPathType } from '@/lib/search';
import { rowsOf } from '@/lib/accounts';

const STALE = 60_000;
/** How many accounts of the level below the home lists (the section lists them all). */
export const CHILDREN_SHOWN = 5;

const acting = (targetAccountId: number | undefined) => (targetAccountId === undefined ? {} : { targetAccountId });

/** Conversations logged today (the count is the answer's total; one row is enough). */
export const todayLogsQueryOptions = (targetAccountId: number | undefined, window: { start: number; end: number }) =>
  getListLogsQueryOptions(
    { ...acting(targetAccountId), start: window.start, end: window.end, page: 1, pageSize: 1 },
    { query: { staleTime: STALE } },
  );

/** Unread conversations of the inbox (the total, and the first few to open). */
export const unreadRoomsQueryOptions = (targetAccountId: number | undefined) =>
  getListConversationsQueryOptions(
    { ...acting(targetAccountId), unread: true, pagination: true, page: 0, pageSize: 3 },
    { query: { staleTime: STALE } },
  );

/** The agent as staged (published or with changes waiting). */
export const stagingAgentQueryOptions = (targetAccountId: number | undefined) =>
  getGetStagingAgentQueryOptions(targetAccountId === undefined ? undefined : { targetAccountId }, {
    query: { staleTime: STALE },
  });

/** This billing period's usage, totalled. */
export const periodUsageQueryOptions = (targetAccountId: number | undefined) =>
  getGetUsageQueryOptions(
    { ...acting(targetAccountId), billingPeriod: 'current', frequency: 'day', timeseries: true },
    { query: { staleTime: STALE } },
  );

export const currentPlanQueryOptions = (targetAccountId: number | undefined) =>
  getGetCurrentPlanQueryOptions(acting(targetAccountId), { query: { staleTime: STALE } });

/** Calls and messages per agent over the last 30 days, for an account. */
export const activityQueryOptions = (accountId: number | undefined) =>
  getGetCampaignStatsQueryOptions(acting(accountId), { query: { staleTime: STALE } });

/** The first accounts of the level below (resellers of a partner, organizations of a reseller,
 * agents of an organization), as rows with a name, with the level's total. */
export function useChildAccounts(type: AccountPathType, id: number) {
  const page = { page: 0, pageSize: CHILDREN_SHOWN, pagination: true } as const;
  const options = { query: { staleTime: STALE } };
  const resellers = useQuery({
    ...getListResellersQueryOptions({ ...page, targetPartnerId: id }, options),
    enabled: type === 'partner',
  });
  const orgs = useQuery({
    ...getListOrganizationsQueryOptions({ ...page, targetResellerId: id }, options),
    enabled: type === 'reseller',
  });
  const agents = useQuery({
    ...getListAgentAccountsQueryOptions({ ...page, targetOrganizationId: id }, options),
    enabled: type === 'org',
  });
  const [query, kind] =
    type === 'partner'
      ? ([resellers, 'resellers'] as const)
      : type === 'reseller'
        ? ([orgs, 'organizations'] as const)
        : ([agents, 'agents'] as const);
  // An answer without its list of accounts is an error of this card, not a crash of the page.
  const accounts = Array.isArray(query.data?.accounts) ? query.data.accounts : undefined;
  const malformed = query.data !== undefined && accounts === undefined;
  const data =
    query.data && accounts
      ? { rows: rowsOf(accounts, kind), total: query.data.totalAccounts ?? accounts.length }
      : undefined;
  return {
    status: malformed ? ('error' as const) : query.status,
    data,
    error: malformed ? new Error('The server sent an answer this card could not read.') : query.error,
    isFetching: query.isFetching,
    refetch: query.refetch,
  };
}
