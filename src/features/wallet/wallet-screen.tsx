import { useSuspenseQuery } from '@tanstack/react-query';
import { Button, HStack, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { PageHeader } from '@/components/page-header';
import { ArrowDownToLine, ArrowUpFromLine } from 'lucide-react';
import { useOverlays } from '@/overlays';
import { transactionsQueryOptions } from './api';
import { BalanceStat } from './balance';
import { Rewards } from './rewards';
import { TransactionsTable } from './transactions-table';
import { SuperAdminSection } from './super-admin';

export interface WalletScreenProps {
  targetAccountId: number | undefined;
}

/** The wallet section: the balance (USD and sats), adding and withdrawing funds, rewards and the
 * recent transactions. */
export function WalletScreen({ targetAccountId }: WalletScreenProps) {
  const { data } = useSuspenseQuery(transactionsQueryOptions(targetAccountId));
  const { open, prefetch } = useOverlays();
  const balanceUsd = data.balanceUsd ?? 0;
  return (
    <Stack gap="6">
      <PageHeader
        title="Wallet"
        description="Prepaid credit for calls and messages, payouts and rewards."
        actions={
          <HStack gap="2" wrap="wrap">
            <Button onClick={() => open('addFunds')} onMouseEnter={() => prefetch('addFunds')}>
              <ArrowDownToLine aria-hidden="true" /> Add funds
            </Button>
            <Button variant="outline" onClick={() => open('withdraw')} disabled={balanceUsd <= 0}>
              <ArrowUpFromLine aria-hidden="true" /> Withdraw
            </Button>
          </HStack>
        }
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
        <BalanceStat balanceUsd={balanceUsd} />
        <Rewards targetAccountId={targetAccountId} />
      </SimpleGrid>
      <Stack gap="2">
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            Recent transactions
          </Heading>
          <Button size="sm" variant="ghost" onClick={() => open('transactions')}>
            Open in a panel
          </Button>
        </HStack>
        <TransactionsTable transactions={data.transactions} caption="Recent transactions" />
      </Stack>
      <SuperAdminSection targetAccountId={targetAccountId} balanceUsd={balanceUsd} count={data.transactions.length} />
    </Stack>
  );
}
