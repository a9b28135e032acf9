import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { QueryState } from '@/components/query-state';
import { toast } from '@/components/feedback';
import type { OverlayProps } from '@/overlays';
import { accountDisplayName } from '@/lib/accounts';
import { humanMessage } from '@/lib/errors';
import * as MESSAGES from '@/lib/message-catalogue';
import { pathTypeOfAccountType, type AccountPathType } from '@/lib/search';
import { accountQueryOptions, ownAccountQueryOptions, takeOver } from './api';
import { FormEnd } from './form-end';
import { useOverlayAccountId } from './use-account-id';

const EXPECTED: Record<string, AccountPathType> = {
  orgTakeover: 'org',
  resellerTakeover: 'reseller',
  partnerTakeover: 'partner',
};

/** orgTakeover, resellerTakeover, partnerTakeover: a super admin acts as the account (its token),
 * keeping the own token as adminToken; the banner then offers "Return to my account". */
export default function TakeoverOverlay({ name, value, close }: OverlayProps<number | null>) {
  const id = useOverlayAccountId(value);
  const own = useQuery(ownAccountQueryOptions());
  const query = useQuery(accountQueryOptions(id));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (own.data && own.data.superAdmin !== true) return <Text>Only super administrators can take over an account.</Text>;
  return (
    <QueryState
      query={query}
      pendingLabel="Loading the account"
      errorMessage="This account was not found, or you cannot open it."
    >
      {(account) => {
        if (pathTypeOfAccountType(account.accountType) !== (EXPECTED[name] ?? 'org'))
          return <Text role="alert">{MESSAGES.accountTypeMismatch}</Text>;
        const label = accountDisplayName(account);
        const start = async () => {
          setBusy(true);
          setError(null);
          try {
            const acting = await takeOver(queryClient, id);
            toast(`You are acting as ${accountDisplayName(acting)}`, { type: 'success' });
            // The console of the account taken over is its own now: /app.
            await navigate({ to: '/app', search: {}, replace: true });
          } catch (e) {
            setError(humanMessage(e, 'The account could not be taken over.'));
            setBusy(false);
          }
        };
        return (
          <Stack gap="4">
            <Text>
              Take over <strong>{label}</strong>? You will see and change its console as it does. A banner stays on
              screen with “Return to my account”, which brings your own session back.
            </Text>
            <FormEnd error={error} onCancel={close}>
              <Button loading={busy} onClick={() => void start()}>
                Take over {label}
              </Button>
            </FormEnd>
          </Stack>
        );
      }}
    </QueryState>
  );
}
