import { useActingAccount } from '@/hooks/acting-account';

/** The account the dashboard acts on: passed explicitly to every account-scoped query. */
export function useDashboardAccount(): number | undefined {
  return useActingAccount().targetAccountId;
}
