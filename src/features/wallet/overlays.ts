import type { QueryClient } from '@tanstack/react-query';
import { defineOverlay, type AnyOverlayDefinition } from '@/overlays';
import type { ActingAccount } from '@/hooks/acting-account';

// The manifest loads with the app: its API module is imported only when a prefetch runs.
const api = () => import('./api');

const prefetchWallet = async (queryClient: QueryClient, _v: unknown, acting: ActingAccount) => {
  const m = await api();
  return Promise.all([
    queryClient.prefetchQuery(m.transactionsQueryOptions(acting.targetAccountId)),
    queryClient.prefetchQuery(m.exchangeRateQueryOptions()),
  ]);
};

/** The wallet overlays (spec 000 §2.2): the wallet, balances, transactions and withdraw. (Adding
 * funds — addFunds, checkout — lives with billing, beside the pay page that shares its invoice view.) */
export const walletOverlays: readonly AnyOverlayDefinition[] = [
  defineOverlay({ name: 'wallet', title: 'Wallet', load: () => import('./wallet-overlay'), prefetch: prefetchWallet }),
  defineOverlay({
    name: 'balances',
    title: 'Balances',
    load: () => import('./balances-overlay'),
    prefetch: prefetchWallet,
  }),
  defineOverlay({
    name: 'transactions',
    title: 'Transactions',
    load: () => import('./transactions-overlay'),
    prefetch: prefetchWallet,
  }),
  defineOverlay({
    name: 'withdraw',
    title: 'Withdraw',
    load: () => import('./withdraw-overlay'),
    prefetch: prefetchWallet,
  }),
];
