import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { HStack, QrCode } from '@chakra-ui/react';
import type { Account } from '@/api/generated/model';
import { QueryState } from '@/components/query-state';
import { humanMessage } from '@/lib/errors';
import { ownAccountQueryOptions } from './api';

/** Renders its children with the session's own account, with loading and error states. */
export function OwnAccount({ children }: { children: (account: Account) => ReactNode }) {
  const query = useQuery(ownAccountQueryOptions());
  return (
    <QueryState query={query} pendingLabel="Loading your profile" errorMessage={(e) => humanMessage(e)}>
      {(data) => ('id' in data ? children(data) : null)}
    </QueryState>
  );
}

/** A QR code of a link, with its accessible name. */
export function LinkQrCode({ value, label }: { value: string; label: string }) {
  return (
    <HStack justify="center">
      <QrCode.Root value={value} size="xl" aria-label={label} role="img">
        <QrCode.Frame bg="white" p="2" borderRadius="md">
          <QrCode.Pattern />
        </QrCode.Frame>
      </QrCode.Root>
    </HStack>
  );
}
