import type { QueryClient } from '@tanstack/react-query';
import type { Account } from '@/api/generated/model';
import { metricsFromSettings, metricsWindow } from '@/lib/metrics';
import { accountQueryOptions, logWindowQueryOptions } from './api';
import { dashboardNow } from './use-dashboard';

/**
 * The dashboard route's loader: the account (its settings hold the metrics) before the page
 * renders, and the log window the cards compute from, started without waiting (it may take many
 * pages; the page shows their progress). A hover preload of the sidebar entry does the same.
 */
export async function loadDashboard(queryClient: QueryClient, targetAccountId: number | undefined): Promise<void> {
  const account: Account = await queryClient.ensureQueryData(accountQueryOptions(targetAccountId));
  const window = metricsWindow(metricsFromSettings(account.settings), dashboardNow());
  const params = { targetAccountId, start: Math.floor(window.start / 1000), end: Math.floor(window.end / 1000) };
  void queryClient.prefetchQuery(logWindowQueryOptions(queryClient, params)).catch(() => undefined);
}
