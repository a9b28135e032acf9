import { useState } from 'react';
import { Badge, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state';
import { useActingAccount } from '@/hooks/acting-account';
import { formatAccountParam, type AccountPathEntry } from '@/lib/search';
import { ACCOUNTS_PAGE_SIZE, agentAccountsQueryOptions, organizationsQueryOptions, resellersQueryOptions } from './api';

/** Which list: the agents of an organization, the organizations of a reseller, the resellers of a partner. */
export type AccountsListKind = 'agents' | 'organizations' | 'resellers';

interface Row {
  id: number;
  name: string;
  email?: string;
  active?: boolean;
  created?: number;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);

const KINDS = {
  agents: {
    title: 'Agents',
    childType: 'agent',
    pendingLabel: 'Loading agents',
    errorMessage: 'The agents could not be loaded.',
    empty: 'This organization has no agents yet.',
  },
  organizations: {
    title: 'Organizations',
    childType: 'org',
    pendingLabel: 'Loading organizations',
    errorMessage: 'The organizations could not be loaded.',
    empty: 'This reseller has no organizations yet.',
  },
  resellers: {
    title: 'Resellers',
    childType: 'reseller',
    pendingLabel: 'Loading resellers',
    errorMessage: 'The resellers could not be loaded.',
    empty: 'This partner has no resellers yet.',
  },
} as const;

/** The rows of any of the three list answers; entries without an id are skipped, names fall back. */
function rowsOf(kind: AccountsListKind, accounts: unknown): Row[] {
  if (!Array.isArray(accounts)) return [];
  return accounts.flatMap((a: Record<string, unknown> | null): Row[] => {
    if (!a || typeof a !== 'object' || typeof a.id !== 'number') return [];
    const details = (a.details ?? {}) as Record<string, unknown>;
    const name =
      (kind === 'organizations' ? text(a.orgName) : kind === 'resellers' ? text(a.resellerName) : undefined) ??
      text(details.accountName) ??
      text(a.accountName) ??
      text(a.name) ??
      text(a.username) ??
      `#${a.id}`;
    return [
      {
        id: a.id,
        name,
        email: text(a.email),
        active: typeof a.active === 'boolean' ? a.active : undefined,
        created: typeof a.timestamp === 'number' ? a.timestamp : undefined,
      },
    ];
  });
}

function useAccountsPage(kind: AccountsListKind, accountId: number, page: number) {
  const options =
    kind === 'agents'
      ? agentAccountsQueryOptions(accountId, page)
      : kind === 'organizations'
        ? organizationsQueryOptions(accountId, page)
        : resellersQueryOptions(accountId, page);
  // One shape for the three answers: the rows and the total.
  return useQuery({
    ...(options as unknown as ReturnType<typeof resellersQueryOptions>),
    placeholderData: keepPreviousData,
    select: (data: unknown) => {
      const d = (data ?? {}) as { accounts?: unknown; totalAccounts?: unknown };
      const rows = rowsOf(kind, d.accounts);
      return { rows, total: typeof d.totalAccounts === 'number' ? d.totalAccounts : rows.length };
    },
  });
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/**
 * The accounts under the acting account, a page at a time, each a link into that account
 * (`/app/<path>/<child type>/<id>`): an organization's agents, a reseller's organizations, a
 * partner's resellers.
 */
export function AccountsList({ kind }: { kind: AccountsListKind }) {
  const acting = useActingAccount();
  const [page, setPage] = useState(0);
  const query = useAccountsPage(kind, acting.id, page);
  const meta = KINDS[kind];
  const base: Pick<AccountPathEntry, 'type' | 'id'>[] = acting.path.length
    ? [...acting.path]
    : [{ type: acting.type, id: acting.id }];
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {meta.title}
      </Heading>
      <QueryState
        query={query}
        pendingLabel={meta.pendingLabel}
        errorMessage={meta.errorMessage}
        isEmpty={(d) => d.rows.length === 0 && page === 0}
        empty={{ title: meta.empty }}
      >
        {({ rows, total }) => {
          const pages = Math.max(1, Math.ceil(total / ACCOUNTS_PAGE_SIZE));
          return (
            <Stack gap="3">
              <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
                <Table.Root size="sm" aria-label={meta.title}>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Name</Table.ColumnHeader>
                      <Table.ColumnHeader hideBelow="md">Email</Table.ColumnHeader>
                      <Table.ColumnHeader>Status</Table.ColumnHeader>
                      <Table.ColumnHeader hideBelow="md">Created</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {rows.map((row) => (
                      <Table.Row key={row.id}>
                        <Table.Cell>
                          <Link
                            to="/app/$account"
                            params={{ account: formatAccountParam([...base, { type: meta.childType, id: row.id }]) }}
                            style={{ fontWeight: 500, textDecoration: 'underline', textUnderlineOffset: '3px' }}
                          >
                            {row.name}
                          </Link>
                        </Table.Cell>
                        <Table.Cell hideBelow="md" color="fg.muted">
                          {row.email ?? '—'}
                        </Table.Cell>
                        <Table.Cell>
                          {row.active === false ? (
                            <Badge colorPalette="gray">Inactive</Badge>
                          ) : (
                            <Badge colorPalette="green">Active</Badge>
                          )}
                        </Table.Cell>
                        <Table.Cell hideBelow="md" color="fg.muted">
                          {row.created ? dateFormat.format(new Date(row.created * 1000)) : '—'}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
              <HStack justify="space-between">
                <Text fontSize="sm" color="fg.muted" role="status">
                  {total} {total === 1 ? 'account' : 'accounts'}
                </Text>
                {pages > 1 ? (
                  <HStack gap="2">
                    <Button size="sm" variant="outline" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
                      Previous
                    </Button>
                    <Text fontSize="sm">
                      Page {page + 1} of {pages}
                    </Text>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={page + 1 >= pages}
                      onClick={() => setPage((p) => p + 1)}
                    >
                      Next
                    </Button>
                  </HStack>
                ) : null}
              </HStack>
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
