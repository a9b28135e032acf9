import { useQuery } from '@tanstack/react-query';
import { Button, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Gift } from 'lucide-react';
import { ErrorState, PendingState } from '@/components/query-state';
import { toast } from '@/components/feedback';
import { humanMessage } from '@/lib/errors';
import { formatUsd } from '@/lib/wallet';
import { rewardsQueryOptions, useClaimRewards } from './api';

/** Referral rewards (`referralRewards`) and the claim button (`claimRewards`): claimed rewards
 * move into the balance. A failed read or claim shows in place. */
export function Rewards({ targetAccountId }: { targetAccountId: number | undefined }) {
  const rewards = useQuery(rewardsQueryOptions(targetAccountId));
  const claim = useClaimRewards(targetAccountId);
  return (
    <Card.Root as="section" aria-labelledby="rewards-title" bg="bg">
      <Card.Body gap="3">
        <HStack gap="2">
          <Gift size={18} aria-hidden="true" />
          <Heading as="h2" size="md" id="rewards-title">
            Referral rewards
          </Heading>
        </HStack>
        {rewards.isPending ? (
          <PendingState label="Loading rewards" />
        ) : rewards.isError ? (
          <ErrorState
            message="Your rewards could not be loaded."
            retry={() => void rewards.refetch()}
            retrying={rewards.isFetching}
          />
        ) : (
          <Stack gap="2" align="start">
            <Text>
              Ready to claim:{' '}
              <strong data-testid="rewards-claimable">{formatUsd(rewards.data.claimableUsd ?? 0)}</strong>
              <Text as="span" color="fg.muted">
                {' '}
                · earned in all: {formatUsd(rewards.data.totalUsd ?? 0)} from {rewards.data.rewards.length} referral
                {rewards.data.rewards.length === 1 ? '' : 's'}
              </Text>
            </Text>
            {claim.isError ? (
              <Text role="alert" color="fg.error">
                {humanMessage(claim.error, 'The rewards could not be claimed. Try again.')}
              </Text>
            ) : null}
            <Button
              size="sm"
              disabled={!rewards.data.claimableUsd}
              loading={claim.isPending}
              loadingText="Claiming…"
              onClick={() =>
                claim.mutate(undefined, {
                  onSuccess: (a) => toast(`${formatUsd(a.claimedUsd ?? 0)} added to your balance`, { type: 'success' }),
                  onError: () => undefined,
                })
              }
            >
              Claim rewards
            </Button>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
