import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, Center, Flex, HStack, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { useActingAccount } from '@/hooks/acting-account';
import type { Conversation, Message } from '@/api/generated/model';
import { confirmDialog } from '@/components/feedback';
import { newConversationGate, newConversationInput } from '@/lib/permissions';
import { findRoom, type InboxTab } from '@/lib/inbox';
import { ActivityPanel } from './activity-panel';
import { ConversationView } from './conversation-view';
import { clearInboxRoom, clearInboxTab } from './inbox-cache';
import { NewConversation, type StartedRoom } from './new-conversation';
import { RoomList } from './room-list';
import { transcriptRef } from '@/lib/inbox';
import { useInboxRooms } from './use-inbox-rooms';
import { useNarrow } from './use-narrow';

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
  const list = useInboxRooms({ tab, unread, accountId: String(accountId) });
  // The room open now, for answers that arrive after the user has moved on.
  const activeRef = useRef(search.active);
  useEffect(() => {
    activeRef.current = search.active;
  }, [search.active]);

  const rooms = useMemo(() => {
    const server = discarded.size ? list.rooms.filter((r) => !discarded.has(r.roomId)) : list.rooms;
    if (tab !== 'priority' || !started.length) return server;
    const ids = new Set(server.map((r) => r.roomId));
    return [...started.filter((r) => !ids.has(r.roomId)), ...server];
  }, [list.rooms, started, tab, discarded]);

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
          {TABS.map((t) => (
            <Button
              key={t.id}
              role="tab"
              id={`inbox-tab-${t.id}`}
              aria-selected={tab === t.id}
              aria-controls="inbox-rooms"
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
              variant={tab === t.id ? 'solid' : 'ghost'}
              size="sm"
              onClick={() => void switchTab(t.id)}
            >
              {t.label}
            </Button>
          ))}
        </HStack>
        <Box flex="1" />
        <Button size="sm" colorPalette="blue" onClick={startNew} disabled={composing}>
          New conversation
        </Button>
      </HStack>
      <HStack px="3" py="2" justify="space-between" borderBottomWidth="1px">
        <chakra.label display="flex" gap="2" alignItems="center" fontSize="sm">
          <input type="checkbox" checked={unread} onChange={(e) => setUnread(e.target.checked)} />
          Unread only
        </chakra.label>
        <Button size="xs" variant="ghost" aria-expanded={showActivity} onClick={() => setShowActivity((v) => !v)}>
          Activity
        </Button>
      </HStack>
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
          <Text p="4" color="fg.muted">
            {unread ? 'No unread conversations.' : tab === 'priority' ? 'No conversations yet.' : 'Junk is empty.'}
          </Text>
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
            resetKey={`${tab}:${unread}`}
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
            onClose={closeRoom}
            onListChanged={onListChanged}
            onSent={(roomId) => setSentIn((s) => new Set(s).add(roomId))}
            onCall={(username) => openOverlay('call', username)}
            onTranscript={onTranscript}
          />
        </>
      ) : (
        <Center flex="1" p="6">
          <Text color="fg.muted">Choose a conversation to read it.</Text>
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
      h={{ base: 'calc(100dvh - 10rem)', md: '70vh' }}
      minH="24rem"
      overflow="hidden"
    >
      {!narrow || !(search.active || composing) ? listPane : null}
      {!narrow || search.active || composing ? detailPane : null}
    </Flex>
  );
}
