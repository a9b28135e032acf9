import type { QueryClient } from '@tanstack/react-query';
import {
  getGetAgentConversationQueryOptions,
  getGetConversationLogQueryOptions,
  getGetConversationQueryOptions,
  getListAgentConversationsInfiniteQueryKey,
  getListConversationsInfiniteQueryKey,
  sendOutboundSms,
} from '@/api/generated/hooks/conversations/conversations';
import { CONVERSATION_PAGE_SIZE } from '@/lib/constants';
import type { InboxTab, TranscriptRef } from '@/lib/inbox';

/** `{ targetAccountId }` for another account of the hierarchy; nothing for the session's own. */
export const acting = (targetAccountId: number | undefined) =>
  targetAccountId === undefined ? {} : { targetAccountId };

/** The log of one call, turn by turn, for the acting account. */
export const conversationLogQueryOptions = (ref: TranscriptRef, targetAccountId: number | undefined) =>
  getGetConversationLogQueryOptions(
    ref.roomId,
    ref.uuid,
    targetAccountId === undefined ? undefined : { targetAccountId },
  );

/** The parameters of a tab's room pages (without the page): the unread filter and the acting
 * account are part of them, so each has its own pages. */
export const roomListParams = (unread: boolean, targetAccountId: number | undefined) => ({
  pageSize: CONVERSATION_PAGE_SIZE,
  pagination: true,
  ...(unread ? { unread: true } : {}),
  ...acting(targetAccountId),
});

/** The query key of a tab's room pages (the generated infinite key of its parameters); turning
 * the unread filter on or off starts again from page 0. */
export function inboxRoomsKey(tab: InboxTab, unread: boolean, targetAccountId: number | undefined) {
  const params = roomListParams(unread, targetAccountId);
  return tab === 'priority'
    ? getListConversationsInfiniteQueryKey(params)
    : getListAgentConversationsInfiniteQueryKey(params);
}

/** One room with a page of its messages, for the acting account. */
export const roomDetailQueryOptions = (tab: InboxTab, roomId: string, targetAccountId: number | undefined) =>
  tab === 'priority'
    ? getGetConversationQueryOptions(roomId, acting(targetAccountId))
    : getGetAgentConversationQueryOptions(roomId, acting(targetAccountId));

/** Refreshes the room lists of both tabs (every loaded page), e.g. after a text was sent. */
export const refreshRoomLists = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: getListConversationsInfiniteQueryKey().slice(0, 2) }),
    queryClient.invalidateQueries({ queryKey: getListAgentConversationsInfiniteQueryKey().slice(0, 2) }),
  ]);

/** Sends one text from the agent's number (the call beyond the catalogue); the room id travels in
 * `meta` so the answer can be matched to the room. */
export const sendText = (input: { target: string; content: string; roomId: string; targetAccountId?: number }) =>
  sendOutboundSms(
    { target: input.target, content: input.content, meta: { roomId: input.roomId } },
    acting(input.targetAccountId),
  );
