import { useEffect, useRef, useState } from 'react';
import {
  Badge,
  Box,
  Button,
  HStack,
  IconButton,
  Input,
  InputGroup,
  Menu,
  NativeSelect,
  Portal,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, ArrowUpDown, Ellipsis, Filter, Plus, Search, Star } from 'lucide-react';
import { EmptyState } from '@/components/query-state';
import { toast } from '@/components/feedback';
import { useActingAccount } from '@/hooks/acting-account';
import { useSaveFavorites } from '@/hooks/favorites/api';
import { usePermissions } from '@/hooks/use-permissions';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useOverlays } from '@/overlays';
import {
  ACCOUNT_LISTS,
  accountListQueryOf,
  addFavorite,
  favoritesOf,
  hierarchyActions,
  nextSort,
  orgFilterCount,
  removeFavorite,
  TAKEOVER_OVERLAY,
  type AccountListKind,
  type AccountRow,
  type AccountSort,
  type AccountsListSearch,
  type ListChange,
} from '@/lib/accounts';
import { formatPhoneNumber, pageCount } from '@/lib/validate';
import { SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import { humanMessage } from '@/lib/errors';
import { formatAccountParam, type AccountPathEntry } from '@/lib/search';
import { accountListQueryOptions, ownAccountQueryOptions } from './api';
import { OrgFilterPanel } from './filter-panel';
import { PageHeader } from '@/components/page-header';

export type { AccountListKind, AccountsListSearch };

export interface AccountsListProps {
  kind: AccountListKind;
  /** The account whose list this is (the path's account; the acting account when undefined). */
  parentId: number | undefined;
  search: AccountsListSearch;
  /** A change of the view; the route keeps every parameter it does not name (`applyListChange`). */
  onSearchChange: (change: ListChange) => void;
}

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });

function SearchBox({ value, label, onSearch }: { value: string; label: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const sent = useRef(value);
  // The URL follows the box 500 ms after the last keystroke (spec 000 §9).
  useEffect(() => {
    if (settled.trim() === sent.current.trim()) return;
    sent.current = settled;
    onSearch(settled.trim());
  }, [settled, onSearch]);
  // Back/forward or a cleared search changes the URL: the box follows it.
  useEffect(() => {
    if (value.trim() !== sent.current.trim()) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  return (
    <InputGroup startElement={<Search size={16} aria-hidden="true" />} flex="1" minW={{ base: 'full', sm: '60' }}>
      <Input
        type="search"
        aria-label={label}
        placeholder={label}
        value={text}
        maxLength={100}
        onChange={(e) => setText(e.target.value)}
      />
    </InputGroup>
  );
}

function SortHeader({
  column,
  label,
  sort,
  onSort,
  ...rest
}: {
  column: 'name' | 'created';
  label: string;
  sort?: AccountSort;
  onSort: (s: AccountSort) => void;
  hideBelow?: 'md';
}) {
  const dir = sort === column ? 'ascending' : sort === `-${column}` ? 'descending' : 'none';
  const Icon = dir === 'ascending' ? ArrowUp : dir === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <Table.ColumnHeader aria-sort={dir} {...rest}>
      <Button variant="plain" size="xs" px="0" fontWeight="semibold" onClick={() => onSort(nextSort(sort, column))}>
        {label}
        <Icon size={14} aria-hidden="true" />
      </Button>
    </Table.ColumnHeader>
  );
}

/**
 * A partner's resellers, a reseller's organizations or an organization's agents: 20 a page, a
 * debounced search, sort, the organization filters, each row a link into that account's console,
 * the row just created highlighted (`highlightId`), and the actions the viewer may take.
 */
export function AccountsList({ kind, parentId: pathParentId, search, onSearchChange }: AccountsListProps) {
  const meta = ACCOUNT_LISTS[kind];
  const acting = useActingAccount();
  const parentId = pathParentId ?? acting.id;
  const { permissions, viewAs } = usePermissions();
  const own = useQuery(ownAccountQueryOptions());
  const overlays = useOverlays();
  const actions = hierarchyActions(
    { level: viewAs, superAdmin: own.data?.superAdmin === true, permissions },
    meta.parentType,
  );
  const { data } = useSuspenseQuery(accountListQueryOptions(kind, parentId, accountListQueryOf(search)));
  const saveFavorites = useSaveFavorites();
  const favorites = favoritesOf(own.data?.settings);
  const filterCount = kind === 'organizations' ? orgFilterCount(search.filters) : 0;
  const [panelOpen, setPanelOpen] = useState(false);
  const highlightRef = useRef<HTMLTableRowElement>(null);
  // The row just created (`highlightId`, marked New), else the row the URL picks (`?org=3001`).
  const highlighted = search.highlightId ?? (search.pick !== undefined ? String(search.pick) : undefined);

  useEffect(() => {
    highlightRef.current?.scrollIntoView?.({ block: 'center' });
  }, [highlighted]);

  const base: Pick<AccountPathEntry, 'type' | 'id'>[] = acting.path.length
    ? [...acting.path]
    : [{ type: acting.type, id: acting.id }];
  const rows = data.rows;
  const pages = Math.max(1, pageCount(data.total, meta.pageSize));
  const currentPage = Math.min(data.page + 1, pages);
  const narrowed = !!search.q || filterCount > 0 || search.status === 'disabled';

  const toggleFavorite = (row: AccountRow) => {
    const pinned = favorites.includes(row.id);
    const change = pinned
      ? { ok: true as const, favorites: removeFavorite(favorites, row.id) }
      : addFavorite(favorites, row.id);
    if (!change.ok) return toast(change.reason, { type: 'error' });
    saveFavorites.mutate(change.favorites, {
      onSuccess: () =>
        toast(pinned ? `${row.name} unpinned` : `${row.name} pinned to the sidebar`, { type: 'success' }),
      onError: (e) => toast(humanMessage(e, 'The favorites could not be saved.'), { type: 'error' }),
    });
  };

  return (
    <Stack gap="4">
      <PageHeader
        title={meta.title}
        actions={
          actions[kind === 'resellers' ? 'createReseller' : kind === 'organizations' ? 'createOrg' : 'createAgent'] ? (
            <Button size="sm" onClick={() => overlays.open(meta.createOverlay)}>
              <Plus aria-hidden="true" />
              {kind === 'agents' ? 'Add agent' : `New ${meta.singular}`}
            </Button>
          ) : null
        }
      />

      <HStack gap="2" wrap="wrap" align="end">
        <SearchBox
          value={search.q ?? ''}
          label={`Search ${meta.title.toLowerCase()}`}
          onSearch={(q) => onSearchChange({ q: q || undefined })}
        />
        <NativeSelect.Root size="md" w="36">
          <NativeSelect.Field
            aria-label="Status"
            value={search.status ?? 'active'}
            onChange={(e) => onSearchChange({ status: e.target.value === 'disabled' ? 'disabled' : undefined })}
          >
            <option value="active">Active</option>
            <option value="disabled">Disabled</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {kind === 'organizations' ? (
          <Button
            variant={filterCount ? 'subtle' : 'outline'}
            aria-expanded={panelOpen}
            onClick={() => setPanelOpen((o) => !o)}
          >
            <Filter aria-hidden="true" />
            Filters{filterCount ? ` (${filterCount})` : ''}
          </Button>
        ) : null}
      </HStack>

      {kind === 'organizations' && panelOpen ? (
        <OrgFilterPanel
          filters={search.filters}
          onClose={() => setPanelOpen(false)}
          onApply={(filters) => {
            onSearchChange({ filters });
            setPanelOpen(false);
          }}
        />
      ) : null}

      {rows.length === 0 ? (
        narrowed ? (
          <EmptyState
            title={`No ${meta.title.toLowerCase()} match.`}
            description={search.q ? `Nothing matches “${search.q}”.` : 'Change or clear the filters to see more.'}
            action={
              <Button
                size="sm"
                variant="outline"
                onClick={() => onSearchChange({ q: undefined, filters: {}, status: undefined })}
              >
                Clear search and filters
              </Button>
            }
          />
        ) : (
          <EmptyState title={meta.empty} />
        )
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
          <Table.Root size="sm" aria-label={meta.title}>
            <Table.Header>
              <Table.Row>
                <SortHeader column="name" label="Name" sort={search.sort} onSort={(sort) => onSearchChange({ sort })} />
                <Table.ColumnHeader hideBelow="md">{kind === 'agents' ? 'Number' : 'Email'}</Table.ColumnHeader>
                {kind === 'organizations' ? <Table.ColumnHeader hideBelow="md">Plan</Table.ColumnHeader> : null}
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <SortHeader
                  column="created"
                  label="Created"
                  sort={search.sort}
                  onSort={(sort) => onSearchChange({ sort })}
                  hideBelow="md"
                />
                <Table.ColumnHeader w="12">
                  <Box srOnly>Actions</Box>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => {
                const isMarked = highlighted === String(row.id);
                const isNew = isMarked && search.highlightId !== undefined;
                const pinned = favorites.includes(row.id);
                const path = formatAccountParam([...base, { type: meta.childType, id: row.id }]);
                return (
                  <Table.Row
                    key={row.id}
                    ref={isMarked ? highlightRef : undefined}
                    data-highlighted={isMarked ? '' : undefined}
                    aria-current={isMarked && !isNew ? 'true' : undefined}
                    bg={isMarked ? 'colorPalette.subtle' : undefined}
                    colorPalette="blue"
                  >
                    <Table.Cell>
                      <HStack gap="2">
                        {kind === 'agents' && !actions.takeoverAgent ? (
                          // Opening an agent's console is taking it over (spec 000 §6 canTakeoverAgent).
                          <Text fontWeight="medium">{row.name}</Text>
                        ) : (
                          <Link
                            to="/app/$account"
                            params={{ account: path }}
                            style={{ fontWeight: 500, textDecoration: 'underline', textUnderlineOffset: '3px' }}
                          >
                            {row.name}
                          </Link>
                        )}
                        {isNew ? <Badge colorPalette="blue">New</Badge> : null}
                        {pinned ? <Star size={14} aria-label="Pinned" fill="currentColor" /> : null}
                      </HStack>
                    </Table.Cell>
                    <Table.Cell hideBelow="md" color="fg.muted">
                      {(kind === 'agents' ? row.phoneNumber && formatPhoneNumber(row.phoneNumber) : row.email) || '—'}
                    </Table.Cell>
                    {kind === 'organizations' ? (
                      <Table.Cell hideBelow="md" color="fg.muted">
                        {row.plan ?? 'No plan'}
                      </Table.Cell>
                    ) : null}
                    <Table.Cell>
                      {row.active === false ? (
                        <Badge colorPalette="red">Disabled</Badge>
                      ) : (
                        <Badge colorPalette="green">Active</Badge>
                      )}
                    </Table.Cell>
                    <Table.Cell hideBelow="md" color="fg.muted">
                      {row.created ? dateFormat.format(new Date(row.created * 1000)) : '—'}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <Menu.Root positioning={{ placement: 'bottom-end' }}>
                        <Menu.Trigger asChild>
                          <IconButton variant="ghost" size="xs" aria-label={`Actions for ${row.name}`}>
                            <Ellipsis aria-hidden="true" />
                          </IconButton>
                        </Menu.Trigger>
                        <Portal>
                          <Menu.Positioner>
                            <Menu.Content>
                              {kind !== 'agents' ? (
                                <Menu.Item
                                  value="info"
                                  onClick={() =>
                                    overlays.open(kind === 'organizations' ? 'orgInfo' : 'resellerInfo', row.id)
                                  }
                                >
                                  Details
                                </Menu.Item>
                              ) : null}
                              {kind === 'resellers' ? (
                                <Menu.Item value="preview" onClick={() => overlays.open('resellerPreview', row.id)}>
                                  Preview
                                </Menu.Item>
                              ) : null}
                              {actions.takeover && kind !== 'agents' ? (
                                <Menu.Item
                                  value="takeover"
                                  onClick={() =>
                                    overlays.open(
                                      TAKEOVER_OVERLAY[kind === 'organizations' ? 'org' : 'reseller'],
                                      row.id,
                                    )
                                  }
                                >
                                  Take over
                                </Menu.Item>
                              ) : null}
                              {kind === 'agents' && actions.takeoverAgent ? (
                                <Menu.Item value="open" asChild>
                                  <Link to="/app/$account" params={{ account: path }}>
                                    Take over this agent
                                  </Link>
                                </Menu.Item>
                              ) : null}
                              {kind === 'agents' && actions.favorites ? (
                                <Menu.Item value="favorite" onClick={() => toggleFavorite(row)}>
                                  {pinned ? 'Unpin from sidebar' : 'Pin to sidebar'}
                                </Menu.Item>
                              ) : null}
                              {kind === 'organizations' && actions.deleteOrg ? (
                                <Menu.Item
                                  value="delete"
                                  color="fg.error"
                                  onClick={() => overlays.open('deleteOrganization', row.id)}
                                >
                                  Delete…
                                </Menu.Item>
                              ) : null}
                            </Menu.Content>
                          </Menu.Positioner>
                        </Portal>
                      </Menu.Root>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}

      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontSize="sm" color="fg.muted" role="status">
          {data.total} {data.total === 1 ? meta.singular : meta.title.toLowerCase()}
          {data.source === 'filters'
            ? ` ${data.total === 1 ? 'matches' : 'match'} the filters`
            : data.source === 'search'
              ? ' found'
              : ''}
        </Text>
        {data.truncated ? (
          <Text fontSize="sm" color="fg.muted" flexBasis="full">
            The server sent the first {data.held} of {data.available} at once: the search, status and sort apply to
            those.
          </Text>
        ) : null}
        {pages > 1 ? (
          <HStack gap="2" as="nav" aria-label="Pages">
            <Button
              size="sm"
              variant="outline"
              disabled={currentPage <= 1}
              onClick={() => onSearchChange({ page: currentPage - 1 > 1 ? currentPage - 1 : undefined })}
            >
              Previous
            </Button>
            <Text fontSize="sm" aria-current="page">
              Page {currentPage} of {pages}
            </Text>
            <Button
              size="sm"
              variant="outline"
              disabled={currentPage >= pages}
              onClick={() => onSearchChange({ page: currentPage + 1 })}
            >
              Next
            </Button>
          </HStack>
        ) : null}
      </HStack>
    </Stack>
  );
}
