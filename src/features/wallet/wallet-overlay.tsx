import { useQuery } from '@tanstack/react-query';
import { Button, HStack, Stack } from '@chakra-ui/react';
import type { OverlayProps } from '@/overlays';
import { useOverlays } from '@/overlays';
import { useActingAccount } from '@/hooks/acting-account';
import { ErrorState, PendingState } from '@/components/query-state';
import { humanMessage } from '@/lib/errors';
import { transactionsQueryOptions } from './api';
import { BalanceStat } from './balance';
import { Rewards } from './rewards';
import { SuperAdminSection } from './super-admin';

/** The wallet overlay: the balance, the rewards with their claim button, the ways to add and
 * withdraw, and the super-admin section. */
export default function WalletOverlay(_props: OverlayProps) {
  const { targetAccountId } = useActingAccount();
  const tx = useQuery({ ...transactionsQueryOptions(targetAccountId) });
  const { open } = useOverlays();
  if (tx.isPending) return <PendingState label="Loading the wallet" />;
  if (tx.isError)
    return (
      <ErrorState message={humanMessage(tx.error, 'The wallet could not be loaded.')} retry={() => void tx.refetch()} />
    );
  const balanceUsd = tx.data.balanceUsd ?? 0;
  return (
    <Stack gap="4">
      <BalanceStat balanceUsd={balanceUsd} />
      <HStack gap="2" wrap="wrap">
        <Button onClick={() => open('addFunds')}>Add funds</Button>
        <Button variant="outline" onClick={() => open('withdraw')} disabled={balanceUsd <= 0}>
          Withdraw
        </Button>
        <Button variant="ghost" onClick={() => open('transactions')}>
          Transactions
        </Button>
      </HStack>
      <Rewards targetAccountId={targetAccountId} />
      <SuperAdminSection
        targetAccountId={targetAccountId}
        balanceUsd={balanceUsd}
        count={tx.data.transactions.length}
      />
    </Stack>
  );
}
