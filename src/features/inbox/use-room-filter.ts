import { useMemo, useState } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Conversation, ConversationDetail, ConversationList } from '@/api/generated/model';
import { roomTitle, type InboxTab } from '@/lib/inbox';
import { inboxRoomsKey, roomDetailQueryOptions } from './api';

/** The search over the loaded rooms (the room lists have no search of their own), and what the
 * list shows beside each room from the cache: unread counts per tab, the last message's sender. */
export function useRoomFilter(allRooms: readonly Conversation[], tab: InboxTab, targetAccountId: number | undefined) {
  const queryClient = useQueryClient();
  const [filterText, setFilterText] = useState('');
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
    const cached = queryClient.getQueryData<InfiniteData<ConversationList>>(inboxRoomsKey(t, false, targetAccountId));
    return cached ? cached.pages.flatMap((p) => p.rooms ?? []).filter((r) => r.unread).length : undefined;
  };

  /** Who wrote a room's last message, when its messages are at hand and end with that text. */
  const previewSender = (room: Conversation): string | undefined => {
    const detail = queryClient.getQueryData<ConversationDetail>(
      roomDetailQueryOptions(tab, room.roomId, targetAccountId).queryKey,
    );
    const last = detail?.messages?.at(-1);
    if (!last || last.message !== room.lastMessage) return undefined;
    if (last.direction === 'outbound') return last.aiAgent ? 'AI agent' : 'You';
    const name = last.fromUser?.trim();
    return name ? name.split(/\s+/)[0] : undefined;
  };

  return { filterText, setFilterText, searching: needle !== '', rooms, unreadIn, previewSender };
}

export type RoomFilter = ReturnType<typeof useRoomFilter>;
