import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Clipboard, HStack, Input, InputGroup, QrCode } from '@chakra-ui/react';
import { Check, Copy } from 'lucide-react';
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

/** A link with a copy button (the value is text, never HTML). */
export function CopyField({ label, value }: { label: string; value: string }) {
  return (
    <Clipboard.Root value={value}>
      <Clipboard.Label fontSize="sm" fontWeight="medium">
        {label}
      </Clipboard.Label>
      <InputGroup
        endElement={
          <Clipboard.Trigger asChild>
            <Button size="xs" variant="ghost" aria-label={`Copy ${label.toLowerCase()}`}>
              <Clipboard.Indicator copied={<Check size={14} />}>
                <Copy size={14} />
              </Clipboard.Indicator>
            </Button>
          </Clipboard.Trigger>
        }
      >
        <Clipboard.Input asChild>
          <Input readOnly />
        </Clipboard.Input>
      </InputGroup>
    </Clipboard.Root>
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
