// Query factories of the usage area, built on orval's generated calls.
import {
  getGetCampaignStatsQueryOptions,
  getGetLinkStatsQueryOptions,
  getGetUsageSuspenseQueryOptions,
} from '@/api/generated/hooks/usage/usage';
import { usageRequestParams, type UsageQuery } from '@/lib/usage';

const withTarget = <T extends object>(params: T, targetAccountId: number | undefined): T =>
  targetAccountId === undefined ? params : { ...params, targetAccountId };

/** `stats/usage` for a usage query: a timeseries with costs. The page's data: its route's loader
 * ensures it and the screen reads it with useSuspenseQuery. */
export const usageQueryOptions = (query: UsageQuery, targetAccountId: number | undefined) =>
  getGetUsageSuspenseQueryOptions(withTarget(usageRequestParams(query), targetAccountId), {
    query: { staleTime: 60_000 },
  });

/** Calls and messages per campaign (agent) over the last 30 days. */
export const campaignStatsQueryOptions = (targetAccountId: number | undefined) =>
  getGetCampaignStatsQueryOptions(withTarget({}, targetAccountId), { query: { staleTime: 60_000 } });

/** Profile views and link clicks over a window (a POST that only reads: a generated query). */
export const linkStatsQueryOptions = (
  range: { startDate?: string; endDate?: string },
  targetAccountId: number | undefined,
) => getGetLinkStatsQueryOptions(range, withTarget({}, targetAccountId), { query: { staleTime: 60_000 } });
