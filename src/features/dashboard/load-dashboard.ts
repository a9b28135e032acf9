import type { QueryClient } from '@tanstack/react-query';
import type { Account } from '@/api/generated/model';
import type { RangeChoice } from '@/lib/metrics';
import { metricsFromSettings } from '@/lib/metrics';
import { accountQueryOptions, logWindowQueryOptions } from './api';
import { dashboardNow, dashboardPeriods, spanParams } from './use-dashboard';

/**
 * The dashboard route's loader: the account (its settings hold the metrics) before the page
 * renders, and the log window the cards compute from (the chosen range and the period before
 * it), started without waiting (it may take many pages; the page shows their progress). A hover
 * preload of the sidebar entry does the same.
 */
export async function loadDashboard(
  queryClient: QueryClient,
  targetAccountId: number | undefined,
  choice: RangeChoice = {},
): Promise<void> {
  const account: Account = await queryClient.ensureQueryData(accountQueryOptions(targetAccountId));
  const { span } = dashboardPeriods(metricsFromSettings(account.settings), choice, dashboardNow());
  void queryClient
    .prefetchQuery(logWindowQueryOptions(queryClient, spanParams(targetAccountId, span)))
    .catch(() => undefined);
}
