// Query factories and mutations of the wallet area, built on orval's generated calls. The only
// module of the area that imports the generated hooks (lint holds it).
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  claimRewards,
  connectStripePayoutAccount,
  getExchangeRates,
  getGetExchangeRatesQueryKey,
  getGetPendingInvoiceQueryOptions,
  getGetReferralRewardsQueryKey,
  getGetReferralRewardsQueryOptions,
  getGetStripeConnectedAccountQueryOptions,
  getListRecentTransactionsQueryKey,
  getListRecentTransactionsSuspenseQueryOptions,
  payoutToPaypal,
  payoutToVenmo,
  requestWithdrawal,
  transferStripeFunds,
} from '@/api/generated/hooks/wallet/wallet';
import { getGetAccountQueryOptions } from '@/api/generated/hooks/accounts/accounts';
import type { ListRecentTransactionsResponse } from '@/api/generated/model';
import { loadRate, rateStaleTime } from '@/lib/wallet';
import { payoutConnectUrls } from '@/lib/billing';
import { withTarget } from '@/lib/accounts';

/** Recent transactions and the balance (`recentTransactions` answers both): the wallet page's data. */
export const transactionsQueryOptions = (targetAccountId: number | undefined) =>
  getListRecentTransactionsSuspenseQueryOptions(withTarget({}, targetAccountId), { query: { staleTime: 30_000 } });

/**
 * The exchange rate (`exchangeRates` → satToUsd), fresh for 900 s. A failed call is not an error
 * here: the fallback 0.00043 USD per sat is used, marked as an estimate, and asked again a
 * minute later.
 */
export const exchangeRateQueryOptions = () =>
  queryOptions({
    queryKey: [...getGetExchangeRatesQueryKey(), 'rate'] as const,
    queryFn: ({ signal }) => loadRate(() => getExchangeRates(signal)),
    staleTime: (query) => rateStaleTime(query.state.data),
    retry: false,
  });

/** The pending invoice (the super-admin section shows the wallet's state). */
export const pendingInvoiceQueryOptions = (targetAccountId: number | undefined) =>
  getGetPendingInvoiceQueryOptions(withTarget({}, targetAccountId), { query: { staleTime: 0, retry: false } });

/** The session's own account (is the user a super admin?). */
export const ownAccountQueryOptions = () => getGetAccountQueryOptions();

export const rewardsQueryOptions = (targetAccountId: number | undefined) =>
  getGetReferralRewardsQueryOptions(withTarget({}, targetAccountId), { query: { staleTime: 60_000, retry: false } });

export const stripeConnectionQueryOptions = (targetAccountId: number | undefined) =>
  getGetStripeConnectedAccountQueryOptions(withTarget({}, targetAccountId), {
    query: { staleTime: 60_000, retry: false },
  });

/** The balance changed on the server: the transactions (and the balance with them) are read again;
 * when the answer named the new balance, it is shown at once. */
function balanceChanged(queryClient: QueryClient, targetAccountId: number | undefined, balanceUsd?: number) {
  const key = getListRecentTransactionsQueryKey(withTarget({}, targetAccountId));
  if (typeof balanceUsd === 'number')
    queryClient.setQueryData<ListRecentTransactionsResponse>(key, (old) => (old ? { ...old, balanceUsd } : old));
  return queryClient.invalidateQueries({ queryKey: getListRecentTransactionsQueryKey() });
}

export type WithdrawInput =
  | { rail: 'ln'; address: string }
  | { rail: 'paypal' | 'venmo'; address: string; amountUsd: number }
  | { rail: 'stripe'; amountUsd: number };

/** A withdrawal by its rail: Lightning (the balance), PayPal, Venmo or the connected Stripe account. */
export function useWithdraw(targetAccountId: number | undefined) {
  const queryClient = useQueryClient();
  const params = withTarget({}, targetAccountId);
  return useMutation({
    mutationFn: (input: WithdrawInput) => {
      switch (input.rail) {
        case 'ln':
          return requestWithdrawal({ address: input.address.trim(), type: 'ln' }, params);
        case 'paypal':
          return payoutToPaypal({ address: input.address.trim(), amountUsd: input.amountUsd }, params);
        case 'venmo':
          return payoutToVenmo({ address: input.address.trim(), amountUsd: input.amountUsd }, params);
        case 'stripe':
          return transferStripeFunds({ amountUsd: input.amountUsd }, params);
      }
    },
    onSuccess: () => balanceChanged(queryClient, targetAccountId),
  });
}

/** `payout/stripe/connectAccount`: the provider's onboarding page, returning to the payout pages. */
export function useConnectStripe(targetAccountId: number | undefined) {
  return useMutation({
    mutationFn: () =>
      connectStripePayoutAccount(payoutConnectUrls(window.location.origin), withTarget({}, targetAccountId)),
  });
}

/** `claimRewards`: the rewards move into the balance. */
export function useClaimRewards(targetAccountId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => claimRewards({ claim: 'all' }, withTarget({}, targetAccountId)),
    onSuccess: async (answer) => {
      await Promise.all([
        balanceChanged(queryClient, targetAccountId, answer.balanceUsd),
        queryClient.invalidateQueries({ queryKey: getGetReferralRewardsQueryKey() }),
      ]);
    },
  });
}
