import { Badge, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state';
import type { OverlayProps } from '@/overlays';
import { accountDisplayName } from '@/lib/accounts';
import * as MESSAGES from '@/lib/message-catalogue';
import { isLegacyAccount } from '@/lib/validate';
import { accountQueryOptions } from './api';
import { useOverlayAccountId } from './use-account-id';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * legacyLogin (spec 000 §4 "Legacy account"): whether the account of the flag (`?legacyLogin=3001`,
 * else the acting one) is legacy, and the spec's own sentences about what that means. Opened from
 * the account's info overlay, where a legacy account is marked.
 */
export default function LegacyLoginOverlay({ value }: OverlayProps<number | null>) {
  const id = useOverlayAccountId(value);
  const query = useQuery(accountQueryOptions(id));
  return (
    <QueryState query={query} pendingLabel="Loading the account" errorMessage="The account could not be loaded.">
      {(account) => {
        const legacy = isLegacyAccount(account.timestamp);
        const created = typeof account.timestamp === 'number' ? dateFormat.format(account.timestamp * 1000) : null;
        return (
          <Stack gap="3">
            <Text fontWeight="medium">
              {accountDisplayName(account)}{' '}
              <Badge colorPalette={legacy ? 'orange' : 'gray'}>{legacy ? 'Legacy' : 'Not legacy'}</Badge>
            </Text>
            {created ? <Text fontSize="sm">Created {created}.</Text> : null}
            <Text>{MESSAGES.legacyAccountRule}</Text>
            {legacy ? <Text>Walkthrough: {MESSAGES.legacyAccountWalkthrough}</Text> : null}
          </Stack>
        );
      }}
    </QueryState>
  );
}
