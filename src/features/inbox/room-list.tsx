import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { Box, Button, Center, HStack, Icon, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { MessageCircle, MessageSquareText, Phone } from 'lucide-react';
import type { Conversation } from '@/api/generated/model';
import { UserAvatar } from '@/components/user-avatar';
import { CHANNEL_LABELS, isNearBottom, roomChannel, roomTitle, type Channel } from '@/lib/inbox';
import { InboxTime } from './message-item';

const CHANNEL_ICONS: Record<Channel, typeof Phone> = { call: Phone, sms: MessageSquareText, chat: MessageCircle };

/** Where each list was scrolled to (by its reset key: account, tab and filter), so switching tabs
 * or the unread filter and coming back finds the list where it was. Lives as long as the page. */
const scrollPositions = new Map<string, number>();

/** What the inbox's keyboard shortcuts ask of the list. */
export interface RoomListHandle {
  /** Moves the focus to the next (1) or previous (-1) room, from the focused or open one. */
  move: (delta: 1 | -1) => void;
}

const ROOM_ROW_HEIGHT = 72;

interface RoomListProps {
  rooms: readonly Conversation[];
  activeRoomId?: string;
  highlightId?: string;
  /** More pages exist and none is loading, failed or only cached: scrolling may load one. */
  canLoadMore: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
  onOpen: (room: Conversation) => void;
  /** Names the list (account, tab and filter): each keeps its own scroll position. */
  resetKey: string;
  now: number;
  label: string;
  /** The sender of a room's last message when known ("You", a first name), else nothing. */
  previewSender?: (room: Conversation) => string | undefined;
  handle?: Ref<RoomListHandle>;
}

/**
 * The inbox's rooms, virtualised: only the rows in view (plus a few) are in the document, so
 * 10,000 rooms scroll like 20. Within 400 px of the bottom, the next page loads.
 */
export function RoomList({
  rooms,
  activeRoomId,
  highlightId,
  canLoadMore,
  isFetchingNextPage,
  onLoadMore,
  onOpen,
  resetKey,
  now,
  label,
  previewSender,
  handle,
}: RoomListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualizer's functions are not memoisable; React Compiler skips this component (fine:
  // only the visible rows render anyway).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rooms.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROOM_ROW_HEIGHT,
    overscan: 8,
    // The first paint (and environments without layout) assume a typical list box.
    initialRect: { width: 360, height: 640 },
    getItemKey: (i) => rooms[i]?.roomId ?? i,
  });

  const maybeLoadMore = () => {
    const el = scrollRef.current;
    if (!el || !canLoadMore) return;
    if (isNearBottom(el)) onLoadMore();
  };

  useImperativeHandle(handle, () => ({
    move(delta) {
      if (!rooms.length) return;
      const focused = (document.activeElement as HTMLElement | null)?.closest<HTMLElement>('[data-room-index]');
      const from = focused ? Number(focused.dataset.roomIndex) : rooms.findIndex((r) => r.roomId === activeRoomId);
      const to = from < 0 ? (delta > 0 ? 0 : rooms.length - 1) : Math.min(rooms.length - 1, Math.max(0, from + delta));
      virtualizer.scrollToIndex(to, { align: 'auto' });
      // The row may only now be rendered: focus it on the next frame.
      requestAnimationFrame(() =>
        scrollRef.current?.querySelector<HTMLElement>(`[data-room-index="${to}"] button`)?.focus(),
      );
    },
  }));

  // A short first page may not fill the box: load on until it scrolls or all are in. Only when
  // the rooms change (a failed page must not be asked for again on every render).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(maybeLoadMore, [rooms.length, canLoadMore]);

  // Back to where this list was (the top the first time).
  useEffect(() => {
    scrollRef.current?.scrollTo?.({ top: scrollPositions.get(resetKey) ?? 0 });
  }, [resetKey]);

  const highlightIndex = highlightId ? rooms.findIndex((r) => r.roomId === highlightId) : -1;
  useEffect(() => {
    if (highlightIndex >= 0) virtualizer.scrollToIndex(highlightIndex, { align: 'center' });
  }, [highlightIndex, virtualizer]);

  const items = virtualizer.getVirtualItems();
  return (
    <Box
      ref={scrollRef}
      onScroll={(e) => {
        // Only a scroll of this list is its position (not the moment another list takes its place).
        scrollPositions.set(resetKey, e.currentTarget.scrollTop);
        maybeLoadMore();
      }}
      overflowY="auto"
      flex="1"
      minH="0"
      data-testid="room-list"
      tabIndex={-1}
    >
      <chakra.ul
        aria-label={label}
        listStyleType="none"
        position="relative"
        m="0"
        p="0"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((item) => {
          const room = rooms[item.index]!;
          const active = room.roomId === activeRoomId;
          const highlighted = room.roomId === highlightId;
          const channel = roomChannel(room);
          const sender = previewSender?.(room);
          const last = typeof room.lastMessage === 'string' ? room.lastMessage : '';
          return (
            <chakra.li
              key={item.key}
              data-room-index={item.index}
              aria-setsize={rooms.length}
              aria-posinset={item.index + 1}
              position="absolute"
              top="0"
              left="0"
              right="0"
              style={{ transform: `translateY(${item.start}px)`, height: ROOM_ROW_HEIGHT }}
              data-highlighted={highlighted || undefined}
              aria-describedby={highlighted ? 'room-highlighted' : undefined}
            >
              <Button
                variant="ghost"
                w="full"
                h="full"
                rounded="none"
                justifyContent="start"
                textAlign="start"
                px="3"
                gap="3"
                bg={active ? 'bg.emphasized' : highlighted ? 'yellow.subtle' : undefined}
                aria-current={active ? 'true' : undefined}
                onClick={() => onOpen(room)}
                _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '-2px' }}
              >
                <Box position="relative" flexShrink={0}>
                  <UserAvatar name={roomTitle(room)} image={room.image} size="sm" />
                  <Box
                    position="absolute"
                    bottom="-1"
                    right="-1"
                    bg="bg.panel"
                    rounded="full"
                    p="0.5"
                    display="inline-flex"
                    title={CHANNEL_LABELS[channel]}
                  >
                    <Icon as={CHANNEL_ICONS[channel]} boxSize="3" color="fg.muted" aria-hidden="true" />
                  </Box>
                </Box>
                <Stack gap="0.5" flex="1" minW="0">
                  <HStack justify="space-between" gap="2">
                    <Text as="span" fontWeight={room.unread ? 'bold' : 'medium'} truncate>
                      {roomTitle(room)}
                    </Text>
                    <Text
                      as="span"
                      fontSize="xs"
                      color={room.unread ? 'blue.fg' : 'fg.muted'}
                      flexShrink={0}
                      fontWeight="normal"
                    >
                      <InboxTime epoch={room.lastMessageTimestamp} now={now} style="list" />
                    </Text>
                  </HStack>
                  <HStack gap="2">
                    <Text
                      as="span"
                      fontSize="sm"
                      color={room.unread ? 'fg' : 'fg.muted'}
                      truncate
                      flex="1"
                      fontWeight="normal"
                    >
                      <chakra.span srOnly>{CHANNEL_LABELS[channel]}. </chakra.span>
                      {sender ? (
                        <Text as="span" fontWeight="medium">
                          {sender}:{' '}
                        </Text>
                      ) : null}
                      {last || 'No messages yet'}
                    </Text>
                    {room.unread ? (
                      <Box as="span" w="2.5" h="2.5" rounded="full" bg="blue.solid" flexShrink={0}>
                        <chakra.span srOnly>Unread</chakra.span>
                      </Box>
                    ) : null}
                  </HStack>
                </Stack>
              </Button>
            </chakra.li>
          );
        })}
      </chakra.ul>
      <chakra.span id="room-highlighted" srOnly>
        Highlighted
      </chakra.span>
      {isFetchingNextPage ? (
        <Center py="3" role="status">
          <Spinner size="sm" aria-label="Loading more conversations" />
        </Center>
      ) : null}
    </Box>
  );
}
