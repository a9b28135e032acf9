// The numbers section: the acting account's numbers in display form, what each does, the texting
// state, and the ways to get or change a number.
import { useMemo } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Phone, Plus } from 'lucide-react';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/query-state';
import { usePermissions } from '@/hooks/use-permissions';
import { accountNumbers, smsAccessRequestOf, smsStateOf, type AccountNumber, type SmsState } from '@/lib/numbers';
import { useOverlays } from '@/overlays';
import { numbersAccountQueryOptions } from './api';
import { SMS_LABEL, SmsBadge } from './number-bits';
import { PageHeader } from '@/components/page-header';

export interface NumbersPageProps {
  targetAccountId: number | undefined;
}

const SMS_TEXT = {
  enabled: 'Your agent sends and receives texts on its number.',
  requested: 'Your request for texting is waiting for the carriers’ approval.',
  notRequested: 'Your agent answers calls. Request texting to let it send and receive texts too.',
  unavailable: 'Texting is not available for this account.',
} as const;

const column = createColumnHelper<AccountNumber>();

/** The account's numbers: what each does, texting on the agent's, and its details. */
function NumbersTable({ numbers, sms }: { numbers: AccountNumber[]; sms: SmsState }) {
  const { open, prefetch } = useOverlays();
  const columns = useMemo(
    () => [
      column.accessor('display', { header: 'Number' }),
      column.accessor('uses', { header: 'What it does', cell: (c) => c.getValue().join('; ') }),
      column.display({
        id: 'texting',
        header: 'Texting',
        cell: (c) => (c.row.original.role === 'agent' ? <SmsBadge state={sms} /> : <Text color="fg.muted">—</Text>),
      }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: (c) => {
          const n = c.row.original;
          return (
            <Button
              size="xs"
              variant="outline"
              aria-label={`Details of ${n.display}`}
              onMouseEnter={() => prefetch('number', n.digits)}
              onFocus={() => prefetch('number', n.digits)}
              onClick={() => open('number', n.digits)}
            >
              Details
            </Button>
          );
        },
      }),
    ],
    [sms, open, prefetch],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- the table's functions are not memoisable
  const table = useReactTable({
    data: numbers,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (n) => n.digits,
  });
  return (
    <DataTable
      table={table}
      label="Your numbers"
      frameProps={{ rounded: 'md' }}
      columnProps={(id) => (id === 'actions' ? { textAlign: 'end' } : undefined)}
      cellProps={(id) =>
        id === 'display'
          ? { fontWeight: 'medium', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }
          : undefined
      }
    />
  );
}

export function NumbersPage({ targetAccountId }: NumbersPageProps) {
  const { data: account } = useSuspenseQuery(numbersAccountQueryOptions(targetAccountId));
  const { permissions } = usePermissions();
  const { open } = useOverlays();
  const numbers = accountNumbers(account);
  const sms = smsStateOf(account, permissions.canSetupSMS);
  const hasAgentNumber = numbers.some((n) => n.role === 'agent');
  const request = smsAccessRequestOf(account);

  return (
    <Stack gap="6" maxW="5xl">
      <PageHeader
        title="Phone numbers"
        description="The numbers your agent answers, texts from, and receives forwarded calls on."
        actions={
          <HStack gap="2" wrap="wrap">
            {permissions.canSelectNumber ? (
              <>
                <Button size="sm" onClick={() => open('selectNumber')}>
                  <Plus size={16} aria-hidden="true" /> {hasAgentNumber ? 'Change number' : 'Choose a number'}
                </Button>
                <Button size="sm" variant="outline" onClick={() => open('addCustomNumber')}>
                  Bring your own
                </Button>
              </>
            ) : null}
            <Button size="sm" variant="outline" onClick={() => open('install')}>
              Install
            </Button>
          </HStack>
        }
      />

      {numbers.length === 0 ? (
        <EmptyState
          icon={<Phone />}
          title="No phone number yet"
          description="Give your agent a local number: callers reach it there, and it can text from it once texting is approved."
          action={
            permissions.canSelectNumber ? (
              <Button size="sm" onClick={() => open('selectNumber')}>
                Choose a number
              </Button>
            ) : (
              <Text textStyle="sm">Ask your account owner or reseller for a number.</Text>
            )
          }
        />
      ) : (
        <NumbersTable numbers={numbers} sms={sms} />
      )}

      <Card.Root size="sm" variant="outline">
        <Card.Body>
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Stack gap="1">
              <HStack gap="2">
                <Text fontWeight="medium">Texting (SMS)</Text>
                <SmsBadge state={sms} />
              </HStack>
              <Text textStyle="sm" color="fg.muted">
                {SMS_TEXT[sms]}
                {sms === 'requested' && request ? ` Use case: ${request.useCase}` : ''}
              </Text>
            </Stack>
            {sms === 'notRequested' || sms === 'requested' ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => open('requestAccess')}
                aria-label={`${SMS_LABEL[sms]}: open SMS access`}
              >
                {sms === 'requested' ? 'See request' : 'Request texting'}
              </Button>
            ) : null}
          </HStack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
