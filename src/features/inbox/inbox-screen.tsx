import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Center,
  Flex,
  HStack,
  IconButton,
  Input,
  InputGroup,
  Popover,
  Portal,
  Spinner,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { Inbox, Keyboard, Plus, Search } from 'lucide-react';
import type { ConversationDetail, ConversationList } from '@/api/generated/model';
import { useActingAccount } from '@/hooks/acting-account';
import type { Conversation, Message } from '@/api/generated/model';
import { confirmDialog } from '@/components/feedback';
import { newConversationGate, newConversationInput } from '@/lib/permissions';
import { findRoom, type InboxTab } from '@/lib/inbox';
import { ActivityPanel } from './activity-panel';
import { Key } from './bits';
import { ConversationView } from './conversation-view';
import { clearInboxRoom, clearInboxTab } from './inbox-cache';
import { NewConversation, type StartedRoom } from './new-conversation';
import { RoomList, type RoomListHandle } from './room-list';
import { roomTitle, transcriptRef } from '@/lib/inbox';
import { inboxRoomsKey, roomDetailQueryOptions } from './api';
import { useInboxRooms } from './use-inbox-rooms';
import { useNarrow } from '@/hooks';
import { useNow } from './use-now';

/** The inbox's keyboard shortcuts, as the help lists them. */
export const SHORTCUTS: { keys: string[]; does: string }[] = [
  { keys: ['j', '↓'], does: 'Next conversation' },
  { keys: ['k', '↑'], does: 'Previous conversation' },
  { keys: ['Enter'], does: 'Open the conversation' },
  { keys: ['Esc'], does: 'Close the conversation' },
  { keys: ['/'], does: 'Search conversations' },
  { keys: ['?'], does: 'Show these shortcuts' },
];

/** Typing in a field, or working in a menu or dialog: the inbox's shortcuts stay out of the way. */
const busyTarget = (t: EventTarget | null) =>
  t instanceof Element &&
  !!t.closest(
    'input, textarea, select, [contenteditable="true"], [role="menu"], [role="dialog"], [role="alertdialog"]',
  );

/** The inbox's part of the query string (spec 000 §2.2, §2.3). */
export interface InboxSearch {
  filter?: InboxTab;
  active?: string;
  new?: string | boolean;
  highlightId?: string;
}

export interface InboxScreenProps {
  search: InboxSearch;
  /** Replaces the inbox's query parameters (undefined removes one). */
  setSearch: (patch: { [K in keyof InboxSearch]?: InboxSearch[K] | undefined }) => void;
  /** Opens an overlay on top of the page. */
  openOverlay: (name: 'upgrade' | 'selectNumber' | 'requestAccess' | 'call' | 'callTranscript', value?: string) => void;
  /** The product prefix of the account's `{product}Premium` and `{product}PhoneNumber` fields. */
  product?: string;
}

const TABS: { id: InboxTab; label: string }[] = [
  { id: 'priority', label: 'Priority' },
  { id: 'agent', label: 'Junk' },
];

/** The inbox: Priority and Junk tabs, the rooms, the open conversation, new conversations. */
export function InboxScreen({ search, setSearch, openOverlay, product = 'vida' }: InboxScreenProps) {
  const acting = useActingAccount();
  const narrow = useNarrow();
  const accountId = acting.id;
  const tab: InboxTab = search.filter === 'agent' ? 'agent' : 'priority';
  const [unread, setUnread] = useState(false);
  const [showActivity, setShowActivity] = useState(false);
  /** Rooms started here that the server's list may not hold yet, newest first. */
  const [started, setStarted] = useState<Conversation[]>([]);
  /** Rooms in which a message was sent from here. */
  const [sentIn, setSentIn] = useState<ReadonlySet<string>>(() => new Set());
  /** New rooms cancelled without a message: hidden even when the server lists them. */
  const [discarded, setDiscarded] = useState<ReadonlySet<string>>(() => new Set());
  /** The spec's alert when a new conversation cannot start; stays until dismissed. */
  const [alertText, setAlertText] = useState<string | null>(null);
  const list = useInboxRooms({ tab, unread, accountId: String(accountId), targetAccountId: acting.targetAccountId });
  const queryClient = useQueryClient();
  const now = useNow();
  const [filterText, setFilterText] = useState('');
  const [helpOpen, setHelpOpen] = useState(false);
  const listHandle = useRef<RoomListHandle>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  // The room open now, for answers that arrive after the user has moved on.
  const activeRef = useRef(search.active);
  useEffect(() => {
    activeRef.current = search.active;
  }, [search.active]);

  const allRooms = useMemo(() => {
    const server = discarded.size ? list.rooms.filter((r) => !discarded.has(r.roomId)) : list.rooms;
    if (tab !== 'priority' || !started.length) return server;
    const ids = new Set(server.map((r) => r.roomId));
    return [...started.filter((r) => !ids.has(r.roomId)), ...server];
  }, [list.rooms, started, tab, discarded]);
  /** The search narrows the rooms loaded so far (the room lists have no search of their own). */
  const needle = filterText.trim().toLowerCase();
  const rooms = useMemo(
    () =>
      needle
        ? allRooms.filter((r) =>
            [roomTitle(r), r.username, typeof r.lastMessage === 'string' ? r.lastMessage : '']
              .join(' ')
              .toLowerCase()
              .includes(needle),
          )
        : allRooms,
    [allRooms, needle],
  );

  /** Unread rooms among those loaded, per tab (the other tab's from its cached pages). */
  const unreadIn = (t: InboxTab): number | undefined => {
    if (t === tab) return allRooms.filter((r) => r.unread).length;
    const cached = queryClient.getQueryData<InfiniteData<ConversationList>>(
      inboxRoomsKey(t, false, acting.targetAccountId),
    );
    return cached ? cached.pages.flatMap((p) => p.rooms ?? []).filter((r) => r.unread).length : undefined;
  };

  /** Who wrote a room's last message, when its messages are at hand and end with that text. */
  const previewSender = (room: Conversation): string | undefined => {
    const detail = queryClient.getQueryData<ConversationDetail>(
      roomDetailQueryOptions(tab, room.roomId, acting.targetAccountId).queryKey,
    );
    const last = detail?.messages?.at(-1);
    if (!last || last.message !== room.lastMessage) return undefined;
    if (last.direction === 'outbound') return last.aiAgent ? 'AI agent' : 'You';
    const name = last.fromUser?.trim();
    return name ? name.split(/\s+/)[0] : undefined;
  };

  const composing = search.new !== undefined && search.new !== false;
  const newRoomId = typeof search.new === 'string' ? started.find((r) => r.room === search.new)?.roomId : undefined;
  const activeRoom = findRoom(rooms, search.active);

  /** Drops the new room from the list when nothing was sent in it. */
  const discardNewRoom = () => {
    if (!newRoomId || sentIn.has(newRoomId)) return;
    setStarted((rs) => rs.filter((r) => r.roomId !== newRoomId));
    setDiscarded((d) => new Set(d).add(newRoomId));
    clearInboxRoom(newRoomId);
  };

  /** Cancels the new conversation; one without a message leaves the list. */
  const cancelNew = () => {
    discardNewRoom();
    setSearch({ new: undefined, ...(newRoomId && search.active === newRoomId ? { active: undefined } : {}) });
  };

  /** Opening a room ends composing a new conversation (which leaves the list if empty). */
  const openRoom = (roomId: string) => {
    if (composing && roomId !== newRoomId) {
      discardNewRoom();
      setSearch({ active: roomId, new: undefined });
      return;
    }
    setSearch({ active: roomId });
  };

  /** Closes the room view, unless the user has meanwhile opened another room. */
  const closeRoom = (roomId: string) => {
    if (activeRef.current === roomId) setSearch({ active: undefined });
  };

  const switchTab = async (next: InboxTab) => {
    if (next === tab) return;
    if (next === 'agent' && composing) {
      const outcome = await confirmDialog({
        title: 'Cancel the new conversation?',
        details: 'Switching to Junk cancels the conversation you are starting.',
        confirmText: 'Cancel conversation',
        cancelText: 'Keep writing',
        confirmColor: 'red',
      });
      if (outcome !== 'confirm') return;
      discardNewRoom();
      setSearch({ filter: next, active: undefined, new: undefined });
      return;
    }
    setSearch({ filter: next === 'priority' ? undefined : next, active: undefined });
  };

  const startNew = () => {
    const gate = newConversationGate(newConversationInput(acting.account, product));
    if (!gate.ok) {
      if (gate.open === 'upgrade') openOverlay('upgrade', gate.redirect);
      else openOverlay(gate.open);
      return;
    }
    setSearch({ new: true, active: undefined, filter: undefined });
  };

  const onStarted = ({ room, roomId, to }: StartedRoom) => {
    setDiscarded((d) => {
      if (!d.has(roomId)) return d;
      const next = new Set(d);
      next.delete(roomId);
      return next;
    });
    setStarted((rs) => [{ roomId, room, username: to, lastMessage: '' }, ...rs.filter((r) => r.roomId !== roomId)]);
    setSearch({ new: room, active: roomId });
  };

  const onListChanged = (removed?: string) => {
    if (removed) {
      clearInboxRoom(removed);
      setStarted((rs) => rs.filter((r) => r.roomId !== removed));
    }
    void list.reload();
  };

  const onTranscript = (message: Message) => {
    if (message.uuid) openOverlay('callTranscript', transcriptRef(message.roomId || search.active || '', message.uuid));
  };

  // The inbox's keyboard: j/k or arrows move between rooms, Enter opens (the focused row is a
  // button), Escape closes the room, / searches, ? lists the shortcuts.
  const keys = useRef({ active: search.active, closeRoom: (_id: string) => {} });
  useEffect(() => {
    keys.current = { active: search.active, closeRoom: (id: string) => closeRoom(id) };
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.metaKey || e.ctrlKey || e.altKey) return;
      // An open dialog (an overlay, a confirmation, this help) has the keyboard; closed popovers
      // stay in the document hidden, so only shown ones count.
      const open = document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]');
      if ([...open].some((d) => !d.hidden && d.dataset.state !== 'closed' && d.getClientRects().length > 0)) return;
      const target = e.target;
      if (e.key === 'Escape') {
        if (target === searchRef.current) {
          setFilterText('');
          searchRef.current?.blur();
          return;
        }
        if (target instanceof Element && target.closest('[role="menu"]')) return;
        const { active } = keys.current;
        if (active) {
          e.preventDefault();
          keys.current.closeRoom(active);
        }
        return;
      }
      if (busyTarget(target)) return;
      const inList = target instanceof Element && !!target.closest('[data-testid="room-list"]');
      const onPage = target === document.body || target === document.documentElement || target === null;
      if (e.key === 'j' || (e.key === 'ArrowDown' && (inList || onPage))) {
        e.preventDefault();
        listHandle.current?.move(1);
      } else if (e.key === 'k' || (e.key === 'ArrowUp' && (inList || onPage))) {
        e.preventDefault();
        listHandle.current?.move(-1);
      } else if (e.key === '/') {
        e.preventDefault();
        searchRef.current?.focus();
      } else if (e.key === '?') {
        e.preventDefault();
        setHelpOpen((v) => !v);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const listPane = (
    <Stack gap="0" w={{ base: 'full', md: '22rem' }} flexShrink={0} borderEndWidth={{ md: '1px' }} minH="0">
      {alertText ? (
        <HStack role="alert" p="3" gap="2" bg="red.subtle" justify="space-between">
          <Text fontSize="sm">{alertText}</Text>
          <Button size="xs" variant="outline" onClick={() => setAlertText(null)}>
            Dismiss
          </Button>
        </HStack>
      ) : null}
      <HStack gap="1" p="2" borderBottomWidth="1px">
        <HStack role="tablist" aria-label="Inbox" gap="1">
          {TABS.map((t) => {
            const count = unreadIn(t.id);
            return (
              <Button
                key={t.id}
                role="tab"
                id={`inbox-tab-${t.id}`}
                aria-selected={tab === t.id}
                aria-controls="inbox-rooms"
                // The name stays the tab's own; the unread count is its description.
                aria-label={t.label}
                aria-describedby={count ? `inbox-tab-${t.id}-unread` : undefined}
                // Roving focus (WAI-ARIA tabs): one tab stop, arrows move between the tabs.
                tabIndex={tab === t.id ? 0 : -1}
                onKeyDown={(e) => {
                  if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key)) return;
                  e.preventDefault();
                  const at = TABS.findIndex((x) => x.id === t.id);
                  const to =
                    e.key === 'Home'
                      ? 0
                      : e.key === 'End'
                        ? TABS.length - 1
                        : (at + (e.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
                  const next = TABS[to]!;
                  document.getElementById(`inbox-tab-${next.id}`)?.focus();
                  void switchTab(next.id);
                }}
                variant={tab === t.id ? 'subtle' : 'ghost'}
                size="sm"
                onClick={() => void switchTab(t.id)}
              >
                {t.label}
                {count ? (
                  <Badge size="sm" colorPalette="blue" variant="solid" rounded="full" aria-hidden="true">
                    {count}
                  </Badge>
                ) : null}
                {count ? (
                  <chakra.span id={`inbox-tab-${t.id}-unread`} srOnly>
                    {count} unread
                  </chakra.span>
                ) : null}
              </Button>
            );
          })}
        </HStack>
        <Box flex="1" />
        <Popover.Root
          open={helpOpen}
          onOpenChange={(e) => setHelpOpen(e.open)}
          positioning={{ placement: 'bottom-end' }}
        >
          <Popover.Trigger asChild>
            <IconButton size="sm" variant="ghost" aria-label="Keyboard shortcuts" title="Keyboard shortcuts (?)">
              <Keyboard />
            </IconButton>
          </Popover.Trigger>
          <Portal>
            <Popover.Positioner>
              <Popover.Content maxW="xs" aria-label="Keyboard shortcuts">
                <Popover.Arrow />
                <Popover.Body>
                  <Text fontWeight="semibold" mb="2">
                    Keyboard shortcuts
                  </Text>
                  <chakra.dl
                    display="grid"
                    gridTemplateColumns="auto 1fr"
                    columnGap="4"
                    rowGap="1.5"
                    fontSize="sm"
                    m="0"
                  >
                    {SHORTCUTS.map((sc) => (
                      <Box key={sc.does} display="contents">
                        <chakra.dt>
                          <HStack gap="1">
                            {sc.keys.map((k) => (
                              <Key key={k}>{k}</Key>
                            ))}
                          </HStack>
                        </chakra.dt>
                        <chakra.dd m="0">{sc.does}</chakra.dd>
                      </Box>
                    ))}
                  </chakra.dl>
                </Popover.Body>
              </Popover.Content>
            </Popover.Positioner>
          </Portal>
        </Popover.Root>
        <Button size="sm" colorPalette="blue" onClick={startNew} disabled={composing} aria-label="New conversation">
          <Plus />
          New
        </Button>
      </HStack>
      <Stack px="2" py="2" gap="2" borderBottomWidth="1px">
        <InputGroup
          startElement={<Search size={16} />}
          endElement={
            <Box hideBelow="md">
              <Key>/</Key>
            </Box>
          }
        >
          <Input
            ref={searchRef}
            size="sm"
            type="search"
            aria-label="Search conversations"
            placeholder="Search loaded conversations"
            value={filterText}
            onChange={(e) => setFilterText(e.target.value)}
          />
        </InputGroup>
        <HStack justify="space-between" px="1">
          <chakra.label display="flex" gap="2" alignItems="center" fontSize="sm">
            <input type="checkbox" checked={unread} onChange={(e) => setUnread(e.target.checked)} />
            Unread only
          </chakra.label>
          <Button size="xs" variant="ghost" aria-expanded={showActivity} onClick={() => setShowActivity((v) => !v)}>
            Activity
          </Button>
        </HStack>
      </Stack>
      {showActivity ? (
        <Box p="3" borderBottomWidth="1px" maxH="50vh" overflowY="auto">
          <ActivityPanel
            tab={tab}
            accountId={accountId}
            onOpenRoom={openRoom}
            // Clearing one room's activity drops it from the local cache; clearing all drops the cache.
            onRoomCleared={(roomId) =>
              roomId ? clearInboxRoom(roomId) : accountId !== undefined && clearInboxTab(String(accountId), tab)
            }
          />
        </Box>
      ) : null}
      <Stack id="inbox-rooms" role="tabpanel" aria-labelledby={`inbox-tab-${tab}`} flex="1" minH="0" gap="0">
        {list.isError && !list.rooms.length ? (
          <Stack role="alert" p="4" align="start" gap="2">
            <Text fontWeight="semibold">The conversations could not be loaded.</Text>
            <Text fontSize="sm" color="fg.muted">
              {list.error instanceof Error ? list.error.message : ''}
            </Text>
            <Button size="sm" onClick={() => void list.refetch()}>
              Retry
            </Button>
          </Stack>
        ) : list.isPending ? (
          <Center p="6" role="status">
            <Spinner aria-label="Loading conversations" />
          </Center>
        ) : rooms.length === 0 ? (
          <Center flex="1" p="6" flexDirection="column" gap="2" color="fg.muted" textAlign="center">
            <Inbox size={28} aria-hidden="true" />
            <Text>
              {needle
                ? 'No loaded conversation matches the search.'
                : unread
                  ? 'No unread conversations.'
                  : tab === 'priority'
                    ? 'No conversations yet.'
                    : 'Junk is empty.'}
            </Text>
          </Center>
        ) : (
          <RoomList
            label={tab === 'priority' ? 'Priority conversations' : 'Junk conversations'}
            rooms={rooms}
            activeRoomId={search.active}
            highlightId={search.highlightId}
            canLoadMore={list.canLoadMore}
            isFetchingNextPage={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
            onOpen={(room) => openRoom(room.roomId)}
            resetKey={`${accountId}:${tab}:${unread}`}
            now={now}
            previewSender={previewSender}
            handle={listHandle}
          />
        )}
        {list.isError && list.rooms.length ? (
          <HStack role="alert" p="2" justify="space-between">
            <Text fontSize="sm">
              {list.isFetchNextPageError
                ? 'More conversations could not be loaded.'
                : 'The conversations could not be refreshed.'}
            </Text>
            <Button size="xs" onClick={() => void (list.isFetchNextPageError ? list.fetchNextPage() : list.refetch())}>
              Retry
            </Button>
          </HStack>
        ) : null}
      </Stack>
    </Stack>
  );

  const detailPane = (
    <Flex flex="1" minW="0" minH="0" direction="column">
      {composing && !newRoomId && !(typeof search.new === 'string' && search.active) ? (
        <NewConversation
          onStarted={onStarted}
          onFailed={(message) => {
            setAlertText(message);
            setSearch({ new: undefined });
          }}
          onCancel={cancelNew}
        />
      ) : search.active ? (
        <>
          {composing ? (
            <HStack px="3" py="2" justify="space-between" bg="bg.muted">
              <Text fontSize="sm">New conversation</Text>
              <Button size="xs" variant="outline" onClick={cancelNew}>
                {newRoomId && sentIn.has(newRoomId) ? 'Done' : 'Cancel new conversation'}
              </Button>
            </HStack>
          ) : null}
          <ConversationView
            key={`${tab}:${search.active}`}
            roomId={search.active}
            tab={tab}
            room={activeRoom}
            me={acting.account.username}
            narrow={narrow}
            onClose={closeRoom}
            onListChanged={onListChanged}
            onSent={(roomId) => setSentIn((s) => new Set(s).add(roomId))}
            onCall={(username) => openOverlay('call', username)}
            onTranscript={onTranscript}
          />
        </>
      ) : (
        <Center flex="1" p="6" flexDirection="column" gap="2" color="fg.muted" textAlign="center">
          <Inbox size={32} aria-hidden="true" />
          <Text>Choose a conversation to read it.</Text>
          <Text fontSize="sm" hideBelow="md">
            Press <Key>j</Key> and <Key>k</Key> to move through the list, <Key>?</Key> for all shortcuts.
          </Text>
        </Center>
      )}
    </Flex>
  );

  return (
    <Flex
      as="section"
      aria-label="Inbox"
      borderWidth="1px"
      rounded="md"
      h={{ base: 'calc(100dvh - 8rem)', md: 'calc(100dvh - 11rem)' }}
      minH="24rem"
      maxW="full"
      overflow="hidden"
      bg="bg.panel"
    >
      {!narrow || !(search.active || composing) ? listPane : null}
      {!narrow || search.active || composing ? detailPane : null}
    </Flex>
  );
}
