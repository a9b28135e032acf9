import { useQuery } from '@tanstack/react-query';
import { Button, DataList, Stack, Text } from '@chakra-ui/react';
import type { OverlayProps } from '@/overlays';
import { useActingAccount } from '@/hooks/acting-account';
import { ErrorState, PendingState } from '@/components/query-state';
import { humanMessage } from '@/lib/errors';
import { formatSats, formatUsd, satsFromUsd } from '@/lib/wallet';
import { exchangeRateQueryOptions, rewardsQueryOptions, transactionsQueryOptions } from './api';
import { BalanceStat } from './balance';

/** The balances overlay: the balance in USD and sats, the exchange rate used, and rewards not yet claimed. */
export default function BalancesOverlay(_props: OverlayProps) {
  const { targetAccountId } = useActingAccount();
  const tx = useQuery({ ...transactionsQueryOptions(targetAccountId) });
  const rate = useQuery(exchangeRateQueryOptions());
  const rewards = useQuery(rewardsQueryOptions(targetAccountId));
  if (tx.isPending) return <PendingState label="Loading balances" />;
  if (tx.isError)
    return (
      <ErrorState
        message={humanMessage(tx.error, 'The balances could not be loaded.')}
        retry={() => void tx.refetch()}
      />
    );
  const balanceUsd = tx.data.balanceUsd ?? 0;
  return (
    <Stack gap="4">
      <BalanceStat balanceUsd={balanceUsd} />
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel>In sats</DataList.ItemLabel>
          <DataList.ItemValue>{rate.data ? formatSats(satsFromUsd(balanceUsd, rate.data)) : '…'}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Exchange rate</DataList.ItemLabel>
          <DataList.ItemValue>
            {rate.data
              ? `${formatUsd(rate.data.usdPerSat * 100_000)} per 100,000 sats${rate.data.estimate ? ' (estimate)' : ''}`
              : '…'}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Rewards to claim</DataList.ItemLabel>
          <DataList.ItemValue>
            {rewards.isError ? (
              <Button size="xs" variant="outline" onClick={() => void rewards.refetch()}>
                Could not load — retry
              </Button>
            ) : rewards.data ? (
              formatUsd(rewards.data.claimableUsd ?? 0)
            ) : (
              '…'
            )}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <Text fontSize="sm" color="fg.muted">
        The rate is refreshed every 15 minutes.
      </Text>
    </Stack>
  );
}
