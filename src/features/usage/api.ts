// Query factories of the usage area, built on orval's generated calls.
import { queryOptions } from '@tanstack/react-query';
import {
  getGetCampaignStatsQueryOptions,
  getGetLinkStatsMutationOptions,
  getGetUsageQueryOptions,
  getLinkStats,
} from '@/api/generated/hooks/usage/usage';
import { usageRequestParams, type UsageQuery } from '@/lib/usage';

const withTarget = <T extends object>(params: T, targetAccountId: number | undefined): T =>
  targetAccountId === undefined ? params : { ...params, targetAccountId };

/** `stats/usage` for a usage query: a timeseries with costs. */
export const usageQueryOptions = (query: UsageQuery, targetAccountId: number | undefined) =>
  getGetUsageQueryOptions(withTarget(usageRequestParams(query), targetAccountId), { query: { staleTime: 60_000 } });

/** Calls and messages per campaign (agent) over the last 30 days. */
export const campaignStatsQueryOptions = (targetAccountId: number | undefined) =>
  getGetCampaignStatsQueryOptions(withTarget({}, targetAccountId), { query: { staleTime: 60_000 } });

/** Profile views and link clicks over a window. The call is a POST, so orval made it a
 * mutation; it only reads, so it is cached as a query under the generated mutation key. */
export function linkStatsQueryOptions(
  range: { startDate?: string; endDate?: string },
  targetAccountId: number | undefined,
) {
  const params = withTarget({}, targetAccountId);
  const key = getGetLinkStatsMutationOptions().mutationKey ?? ['getLinkStats'];
  return queryOptions({
    queryKey: [...key, range, params] as const,
    queryFn: ({ signal }) => getLinkStats(range, params, signal),
    staleTime: 60_000,
  });
}
