import { useEffect, useRef, useState } from 'react';
import { Box, Button, Center, HStack, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Conversation } from '@/api/generated/model';
import { isNearBottom, roomTitle, shortTime } from '@/lib/inbox';

export const ROOM_ROW_HEIGHT = 72;

interface RoomListProps {
  rooms: readonly Conversation[];
  activeRoomId?: string;
  highlightId?: string;
  /** More pages exist and none is loading, failed or only cached: scrolling may load one. */
  canLoadMore: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
  onOpen: (room: Conversation) => void;
  /** Changes when the list starts again from page 0 (tab or unread filter): scrolls to the top. */
  resetKey: string;
  now?: number;
  label: string;
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
  now: givenNow,
  label,
}: RoomListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [mountedAt] = useState(() => Date.now());
  const now = givenNow ?? mountedAt;
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

  // A short first page may not fill the box: load on until it scrolls or all are in. Only when
  // the rooms change (a failed page must not be asked for again on every render).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(maybeLoadMore, [rooms.length, canLoadMore]);

  useEffect(() => {
    scrollRef.current?.scrollTo?.({ top: 0 });
  }, [resetKey]);

  const highlightIndex = highlightId ? rooms.findIndex((r) => r.roomId === highlightId) : -1;
  useEffect(() => {
    if (highlightIndex >= 0) virtualizer.scrollToIndex(highlightIndex, { align: 'center' });
  }, [highlightIndex, virtualizer]);

  const items = virtualizer.getVirtualItems();
  return (
    <Box
      ref={scrollRef}
      onScroll={maybeLoadMore}
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
          const time = shortTime(room.lastMessageTimestamp, now);
          return (
            <chakra.li
              key={item.key}
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
                bg={active ? 'bg.emphasized' : highlighted ? 'yellow.subtle' : undefined}
                aria-current={active ? 'true' : undefined}
                onClick={() => onOpen(room)}
              >
                <Stack gap="0.5" flex="1" minW="0">
                  <HStack justify="space-between" gap="2">
                    <Text as="span" fontWeight={room.unread ? 'bold' : 'medium'} truncate>
                      {roomTitle(room)}
                    </Text>
                    <Text as="span" fontSize="xs" color="fg.muted" flexShrink={0}>
                      {time}
                    </Text>
                  </HStack>
                  <HStack gap="2">
                    <Text as="span" fontSize="sm" color="fg.muted" truncate flex="1" fontWeight="normal">
                      {typeof room.lastMessage === 'string' ? room.lastMessage : ''}
                    </Text>
                    {room.unread ? (
                      <Box as="span" w="2" h="2" rounded="full" bg="blue.500" flexShrink={0}>
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
