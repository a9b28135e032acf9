import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '@/api/generated/model';
import { useActingAccount } from '@/hooks/acting-account';
import { useStore } from '@/hooks/use-store';
import { roomTitle, smsTarget, type InboxTab } from '@/lib/inbox';
import { roomDetailQueryOptions, showRoomRead } from './api';
import { archived, roomKey } from './compose-store';

/** One room as the conversation view needs it: its messages (the detail query), who it is with,
 * its local key (drafts, outbox, closed state) and whether anything can be done in it yet. */
export function useRoom(roomId: string, tab: InboxTab, listed: Conversation | undefined, me: string | undefined) {
  const { id: accountId, targetAccountId } = useActingAccount();
  const detailOptions = roomDetailQueryOptions(tab, roomId, targetAccountId);
  const detail = useQuery(detailOptions);
  const queryClient = useQueryClient();
  // Opened is read: once the room has loaded, the lists show it read (the server has read it
  // too, so their next answer agrees). A list that arrives unread later is corrected as well.
  const listedUnread = listed?.unread === true;
  const loadedAt = detail.isSuccess ? detail.dataUpdatedAt : 0;
  useEffect(() => {
    if (loadedAt) showRoomRead(queryClient, roomId, targetAccountId);
  }, [loadedAt, listedUnread, queryClient, roomId, targetAccountId]);
  const room: Conversation | undefined = detail.data?.rooms?.[0] ?? listed;
  const other = room?.username ?? room?.users?.find((u) => u !== me);
  const key = roomKey(accountId, roomId);
  const isArchived = useStore(archived, (s) => s.has(key));
  return {
    detail,
    detailKey: detailOptions.queryKey,
    targetAccountId,
    room,
    title: room ? roomTitle(room) : roomId,
    roomName: room?.room ?? roomId,
    /** The other person (their username or number), when known. */
    other,
    /** Where a text to the other person goes (empty: nowhere yet). */
    target: other ? smsTarget(other) : '',
    key,
    isArchived,
    /** Nothing is enabled on a room that failed to load (or is not known at all yet). */
    locked: detail.isError || (detail.isPending && !listed),
  };
}

export type RoomState = ReturnType<typeof useRoom>;
