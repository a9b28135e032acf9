import { useQuery } from '@tanstack/react-query';
import type { OverlayProps } from '@/overlays';
import { useActingAccount } from '@/hooks/acting-account';
import { QueryState } from '@/components/query-state';
import { transactionsQueryOptions } from './api';
import { TransactionsTable } from './transactions-table';

/** The transactions overlay: recent transactions, sortable. A failed read shows in place with Retry. */
export default function TransactionsOverlay(_props: OverlayProps) {
  const { targetAccountId } = useActingAccount();
  const tx = useQuery({ ...transactionsQueryOptions(targetAccountId) });
  return (
    <QueryState query={tx} pendingLabel="Loading transactions" errorMessage="The transactions could not be loaded.">
      {(data) => <TransactionsTable transactions={data.transactions} caption="Transactions" />}
    </QueryState>
  );
}
