import { useMemo } from 'react';
import { Badge, Box, Button, DataList, HStack, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { Info, Trash2 } from 'lucide-react';
import type { AdminUser } from '@/api/generated/model';
import { DataTable } from '@/components/data-table';
import {
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  STATUS_LABELS,
  TEAM_MESSAGES,
  memberName,
  removalProblem,
  roleOf,
  sortMembers,
  statusOf,
} from '@/lib/team';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const invitedOn = (u: AdminUser) => (typeof u.timestamp === 'number' ? dateFormat.format(u.timestamp * 1000) : '—');

/** Member info: who the person is, their role and since when. */
export function MemberInfo({ user }: { user: AdminUser }) {
  const role = roleOf(user);
  return (
    <DataList.Root orientation="horizontal" size="sm">
      <DataList.Item>
        <DataList.ItemLabel>Name</DataList.ItemLabel>
        <DataList.ItemValue>{user.name?.trim() || 'Not given yet'}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Email</DataList.ItemLabel>
        <DataList.ItemValue wordBreak="break-all">{user.email}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Role</DataList.ItemLabel>
        <DataList.ItemValue>
          {ROLE_LABELS[role]} — {ROLE_DESCRIPTIONS[role]}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Status</DataList.ItemLabel>
        <DataList.ItemValue>{STATUS_LABELS[statusOf(user)]}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Invited</DataList.ItemLabel>
        <DataList.ItemValue>{invitedOn(user)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Member id</DataList.ItemLabel>
        <DataList.ItemValue>{user.id}</DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}

function InfoButton({ user }: { user: AdminUser }) {
  return (
    <Popover.Root lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button size="xs" variant="ghost" aria-label={`About ${memberName(user)}`}>
          <Info aria-hidden="true" />
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content aria-label={`About ${memberName(user)}`}>
            <Popover.Arrow />
            <Popover.Body>
              <MemberInfo user={user} />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

export interface MembersTableProps {
  users: readonly AdminUser[];
  canRemove: boolean;
  onRemove: (user: AdminUser) => void;
}

/** The members with their role and status; Remove for those who may be removed. */
export function MembersTable({ users, canRemove, onRemove }: MembersTableProps) {
  const sorted = useMemo(() => sortMembers(users), [users]);
  const columns = useMemo<ColumnDef<AdminUser>[]>(
    () => [
      {
        id: 'name',
        header: 'Member',
        cell: ({ row }) => (
          <Stack gap="0" minW="0">
            <Text fontWeight="medium" truncate>
              {memberName(row.original)}
            </Text>
            {row.original.name?.trim() ? (
              <Text fontSize="sm" color="fg.muted" truncate>
                {row.original.email}
              </Text>
            ) : null}
          </Stack>
        ),
      },
      {
        id: 'role',
        header: 'Role',
        cell: ({ row }) => {
          const role = roleOf(row.original);
          return <Badge colorPalette={role === 'owner' ? 'purple' : 'gray'}>{ROLE_LABELS[role]}</Badge>;
        },
      },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => {
          const status = statusOf(row.original);
          return (
            <Badge variant="outline" colorPalette={status === 'active' ? 'green' : 'orange'}>
              {STATUS_LABELS[status]}
            </Badge>
          );
        },
      },
      { id: 'invited', header: 'Invited', cell: ({ row }) => invitedOn(row.original) },
      {
        id: 'actions',
        header: () => <Box srOnly>Actions</Box>,
        cell: ({ row }) => {
          const user = row.original;
          const problem = removalProblem(users, user.id);
          return (
            <HStack gap="1" justify="end">
              <InfoButton user={user} />
              {canRemove ? (
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Remove ${memberName(user)}`}
                  title={problem === 'lastOwner' ? TEAM_MESSAGES.lastOwner : undefined}
                  disabled={problem !== null}
                  onClick={() => onRemove(user)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              ) : null}
            </HStack>
          );
        },
      },
    ],
    [users, canRemove, onRemove],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- the table's functions are not memoisable
  const table = useReactTable({ data: sorted, columns, getCoreRowModel: getCoreRowModel() });

  return (
    <DataTable
      table={table}
      label="Team members"
      frameProps={{ borderRadius: 'md' }}
      columnProps={(id) => (id === 'invited' ? { display: { base: 'none', md: 'table-cell' } } : undefined)}
      // The name and email truncate so that role, status and the actions fit a phone's width.
      cellProps={(id) => (id === 'name' ? { maxW: { base: '28', sm: '40', md: '64' } } : undefined)}
    />
  );
}
