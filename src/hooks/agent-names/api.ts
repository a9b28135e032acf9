// The agents' names by agent (campaign) id, shared by two areas: the logs' Agent column and the
// call transcript's agent row. Its own module (not src/hooks/api.ts, which the first page
// imports): the generated usage module it builds on stays out of the first download.
import { getGetCampaignStatsQueryOptions } from '@/api/generated/hooks/usage/usage';
import { agentNamesOf } from '@/lib/logs';

/** The names by agent id, from the same call as the usage page's campaign statistics (one cached
 * answer for all). */
export function agentNamesQueryOptions(targetAccountId: number | undefined) {
  return getGetCampaignStatsQueryOptions(targetAccountId === undefined ? {} : { targetAccountId }, {
    query: { staleTime: 60_000, select: agentNamesOf },
  });
}
