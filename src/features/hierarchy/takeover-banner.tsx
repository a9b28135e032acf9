import { useState } from 'react';
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ShieldAlert } from 'lucide-react';
import { toast } from '@/components/feedback';
import { accountDisplayName } from '@/lib/accounts';
import { humanMessage } from '@/lib/errors';
import * as MESSAGES from '@/lib/message-catalogue';
import { formatAccountParam, pathTypeOfAccountType } from '@/lib/search';
import { ownAccountQueryOptions, returnToOwnAccount } from './api';

/** Across the console while a super admin acts as another account: whose console it is, and
 * "Return to my account" (the admin's own token again, back at the account taken over). */
export default function TakeoverBanner() {
  const own = useQuery(ownAccountQueryOptions());
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const account = own.data;
  const back = async () => {
    setBusy(true);
    setFailure(null);
    const type = pathTypeOfAccountType(account?.accountType);
    try {
      await returnToOwnAccount(queryClient);
      toast('Back in your own account', { type: 'success' });
      if (type && account)
        await navigate({
          to: '/app/$account',
          params: { account: formatAccountParam([{ type, id: account.id }]) },
          search: {},
        });
      else await navigate({ to: '/app', search: {} });
    } catch (e) {
      // Nothing changed: still acting as the account, with the admin's token held aside.
      setFailure(`${MESSAGES.takeoverReturnFailed} ${humanMessage(e, MESSAGES.takeoverReturnFallback)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box
      role="region"
      aria-label="Takeover"
      bg="orange.solid"
      color="orange.contrast"
      px={{ base: '3', md: '6' }}
      py="2"
    >
      <HStack justify="space-between" gap="3" wrap="wrap">
        <HStack gap="2" minW="0">
          <ShieldAlert size={18} aria-hidden="true" />
          <Text fontSize="sm" fontWeight="medium" truncate>
            You are acting as {account ? accountDisplayName(account) : 'another account'}
            {account ? ` (${account.accountType})` : ''}.
          </Text>
        </HStack>
        <Button size="xs" variant="surface" colorPalette="orange" loading={busy} onClick={() => void back()}>
          Return to my account
        </Button>
      </HStack>
      {failure ? (
        <Text role="alert" fontSize="sm" mt="1">
          {failure}
        </Text>
      ) : null}
    </Box>
  );
}
