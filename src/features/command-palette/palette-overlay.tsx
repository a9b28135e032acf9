import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Box, HStack, Input, Kbd, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Building2, Clock, CornerDownLeft, FileText, Search, UserRound, Zap } from 'lucide-react';
import { useActingAccount } from '@/hooks/acting-account';
import { usePermissions } from '@/hooks/use-permissions';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useStore } from '@/hooks/use-store';
import { useOverlays, type OverlayProps } from '@/overlays';
import {
  accountDisplayName,
  filterLocal,
  flattenGroups,
  groupPalette,
  localPaletteItems,
  matchScore,
  moveActive,
  PALETTE_MIN_SERVER_QUERY,
  paletteKey,
  serverPaletteItems,
  type PaletteItem,
  type PaletteKind,
  type PaletteTarget,
} from '@/lib/accounts';
import { SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import * as MESSAGES from '@/lib/message-catalogue';
import { contactDisplayName } from '@/lib/contacts';
import { allowedOverlaysOf, closeOverlay, formatAccountParam, openOverlay, pathTypeOfAccountType } from '@/lib/search';
import {
  accountSearchQueryOptions,
  contactSearchQueryOptions,
  conversationRoomWith,
  peopleSearchQueryOptions,
} from './api';
import { recentStore, rememberRecent } from './recent';

const ICONS: Record<PaletteKind, typeof Search> = {
  recent: Clock,
  account: Building2,
  person: UserRound,
  contact: UserRound,
  section: FileText,
  action: Zap,
};
const TYPE_LABEL = { partner: 'Partner', reseller: 'Reseller', org: 'Organization', agent: 'Agent' } as const;

function useServerResults(q: string, scope: 'all' | 'accounts') {
  const acting = useActingAccount();
  const settled = useDebouncedValue(q.trim(), SEARCH_DEBOUNCE_MS);
  const on = settled.length >= PALETTE_MIN_SERVER_QUERY;
  const accounts = useQuery({ ...accountSearchQueryOptions(settled, acting.targetAccountId), enabled: on });
  const people = useQuery({ ...peopleSearchQueryOptions(settled), enabled: on && scope === 'all' });
  const orgId = acting.orgId;
  const contacts = useQuery({
    ...contactSearchQueryOptions(orgId ?? 0, settled),
    enabled: on && scope === 'all' && orgId !== null,
  });
  const items: PaletteItem[] = serverPaletteItems(
    (accounts.data?.accounts ?? []).flatMap((a) => {
      const type = pathTypeOfAccountType(a.accountType);
      return type
        ? [{ id: a.id, accountType: type, label: accountDisplayName(a), detail: `${TYPE_LABEL[type]} · ${a.username}` }]
        : [];
    }),
    scope === 'all'
      ? (people.data?.results ?? []).map((u) => ({
          ...(typeof u.id === 'number' ? { id: u.id } : {}),
          username: u.username,
          label: u.name ?? u.username,
        }))
      : [],
  );
  for (const c of contacts.data?.contacts ?? []) {
    const name = contactDisplayName(c.contact) ?? 'Unnamed contact';
    const target: PaletteTarget = { type: 'overlay', name: 'previewContact', value: String(c.id) };
    items.push({ key: paletteKey(target), kind: 'contact', label: name, detail: 'Contact', target });
  }
  const loading = q.trim() !== settled || (on && (accounts.isFetching || people.isFetching || contacts.isFetching));
  const failed = accounts.isError || people.isError || contacts.isError;
  return { items, loading: loading && q.trim().length >= PALETTE_MIN_SERVER_QUERY, failed };
}

/** search and accountSearch: one command palette. Local pages and actions match at once; accounts,
 * people and contacts come from the server 500 ms after typing stops. Arrows move, Enter opens,
 * Escape closes. accountSearch is scoped to accounts. */
export default function PaletteOverlay({ name }: OverlayProps) {
  const scope = name === 'accountSearch' ? 'accounts' : 'all';
  const acting = useActingAccount();
  const { permissions, viewAs, superAdmin } = usePermissions();
  const overlays = useOverlays();
  const [opening, setOpening] = useState(false);
  const [openFailed, setOpenFailed] = useState<string | null>(null);
  const navigate = useNavigate();
  const recent = useStore(recentStore);
  const [q, setQ] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const server = useServerResults(q, scope);

  const local = useMemo(
    () =>
      scope === 'accounts'
        ? []
        : localPaletteItems({
            actingType: acting.type,
            viewAs,
            permissions,
            superAdmin,
            allowedOverlays: allowedOverlaysOf(acting.account.settings),
          }),
    [scope, acting.type, acting.account.settings, permissions, viewAs, superAdmin],
  );
  const recentShown = recent.filter(
    (r) => (scope === 'all' || r.target.type === 'account') && (!q.trim() || matchScore(r, q) > 0),
  );
  const groups = groupPalette([...recentShown, ...server.items, ...filterLocal(local, q)]);
  const flat = flattenGroups(groups);
  const current = Math.min(active, flat.length - 1);

  const go = (item: PaletteItem) => {
    if (opening) return;
    const t = item.target;
    if (t.type === 'conversation') {
      // The room with this person (got or created), then the inbox on it.
      setOpening(true);
      setOpenFailed(null);
      conversationRoomWith(t.username).then(
        (roomId) => {
          rememberRecent(item);
          void navigate({ to: '/inbox', search: { active: roomId } });
        },
        () => {
          // Spec 000 §4: the group-room call failed.
          setOpening(false);
          setOpenFailed(MESSAGES.startConversationFailed);
        },
      );
      return;
    }
    rememberRecent(item);
    const base = acting.path.length ? acting.path : [{ type: acting.type, id: acting.id }];
    const withoutPalette = <T extends object>(prev: T) => closeOverlay(closeOverlay(prev, 'search'), 'accountSearch');
    switch (t.type) {
      case 'account':
        void navigate({
          to: '/app/$account',
          params: { account: formatAccountParam([{ type: t.accountType, id: t.id }]) },
          search: {},
        });
        return;
      case 'home':
        void navigate({ to: '/app/$account', params: { account: formatAccountParam(base) }, search: {} });
        return;
      case 'inbox':
        void navigate({ to: '/inbox', search: {} });
        return;
      case 'section':
        void navigate({
          to: '/app/$account/$',
          params: { account: formatAccountParam(base), _splat: t.section },
          search: {},
        });
        return;
      case 'overlay':
        // Another area's overlay: its data warms as it opens; the palette gives way to it.
        overlays.prefetch(t.name, t.value ?? true);
        void navigate({
          to: '.',
          search: (prev) => openOverlay(withoutPalette(prev), t.name, t.value ?? true),
          replace: true,
        });
        return;
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = moveActive(current, flat.length, e.key);
      setActive(next);
      listRef.current?.querySelector(`[data-index="${next}"]`)?.scrollIntoView?.({ block: 'nearest' });
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const item = flat[current];
      if (item) go(item);
    }
    // Escape is the overlay host's (it closes the top overlay once): closing here as well went
    // back twice in history and could reopen the palette of an earlier page.
  };

  const optionId = (i: number) => `${listId}-o${i}`;
  // The flat index of each group's first item (the order the arrows walk).
  const starts = groups.map((_, gi) => groups.slice(0, gi).reduce((n, x) => n + x.items.length, 0));
  return (
    <Stack gap="3">
      <HStack borderWidth="1px" rounded="md" px="3" gap="2" _focusWithin={{ borderColor: 'colorPalette.focusRing' }}>
        <Search size={18} aria-hidden="true" />
        <Input
          autoFocus
          variant="flushed"
          borderBottomWidth="0"
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={current >= 0 ? optionId(current) : undefined}
          aria-label={scope === 'accounts' ? 'Search accounts' : 'Search accounts, people, contacts, pages and actions'}
          placeholder={scope === 'accounts' ? 'Search accounts…' : 'Search or jump to…'}
          value={q}
          maxLength={200}
          onChange={(e) => {
            setQ(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        {server.loading || opening ? (
          <Spinner size="sm" aria-label={opening ? 'Opening the conversation' : 'Searching'} />
        ) : null}
      </HStack>
      <Box
        id={listId}
        ref={listRef}
        role="listbox"
        aria-label="Results"
        maxH={{ base: '60vh', md: '420px' }}
        overflowY="auto"
      >
        {groups.length === 0 ? (
          <Text color="fg.muted" fontSize="sm" px="2" py="4" role="status">
            {q.trim().length > 0 && !server.loading ? `Nothing found for “${q.trim()}”.` : 'Type to search.'}
          </Text>
        ) : null}
        {groups.map((g, gi) => (
          <Box key={g.kind} role="group" aria-label={g.label} mb="2">
            <Text fontSize="xs" fontWeight="semibold" color="fg.muted" px="2" py="1" aria-hidden="true">
              {g.label}
            </Text>
            {g.items.map((item, ii) => {
              const i = (starts[gi] ?? 0) + ii;
              const Icon = ICONS[item.kind];
              const selected = i === current;
              return (
                <HStack
                  key={`${g.kind}:${item.key}`}
                  id={optionId(i)}
                  data-index={i}
                  role="option"
                  aria-selected={selected}
                  px="2"
                  py="2"
                  rounded="md"
                  cursor="pointer"
                  bg={selected ? 'bg.emphasized' : undefined}
                  onMouseMove={() => setActive(i)}
                  onClick={() => go(item)}
                >
                  <Box flexShrink={0} display="flex">
                    <Icon size={16} aria-hidden="true" />
                  </Box>
                  {/* On phones the detail goes under the name, so neither is cut short. */}
                  <Stack
                    direction={{ base: 'column', md: 'row' }}
                    gap={{ base: '0', md: '2' }}
                    align={{ base: 'flex-start', md: 'center' }}
                    minW="0"
                    flex="1"
                  >
                    <Text fontSize="sm" fontWeight="medium" truncate maxW="full">
                      {item.label}
                    </Text>
                    {item.detail && item.kind !== 'section' && item.kind !== 'action' ? (
                      <Text fontSize="xs" color="fg.muted" truncate maxW="full">
                        {item.detail}
                      </Text>
                    ) : null}
                  </Stack>
                  {selected ? (
                    <Box ms="auto" flexShrink={0} color="fg.muted" aria-hidden="true">
                      <CornerDownLeft size={14} />
                    </Box>
                  ) : null}
                </HStack>
              );
            })}
          </Box>
        ))}
        {openFailed ? (
          <Text fontSize="sm" color="fg.error" px="2" role="alert">
            {openFailed}
          </Text>
        ) : null}
        {server.failed ? (
          <Text fontSize="sm" color="fg.error" px="2" role="alert">
            Some results could not be loaded. Pages and actions are still listed.
          </Text>
        ) : null}
      </Box>
      <HStack gap="3" fontSize="xs" color="fg.muted" hideBelow="md">
        <HStack gap="1">
          <Kbd>↑</Kbd>
          <Kbd>↓</Kbd> to move
        </HStack>
        <HStack gap="1">
          <Kbd>Enter</Kbd> to open
        </HStack>
        <HStack gap="1">
          <Kbd>Esc</Kbd> to close
        </HStack>
      </HStack>
    </Stack>
  );
}
