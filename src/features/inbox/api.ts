import {
  infiniteQueryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  addReaction,
  closeConversation,
  getGetAgentConversationQueryOptions,
  getGetBlockStatusQueryKey,
  getGetBlockStatusQueryOptions,
  getGetConversationAiAgentEnabledQueryKey,
  getGetConversationAiAgentEnabledQueryOptions,
  getGetConversationLogQueryOptions,
  getGetConversationQueryOptions,
  getGroupConversationRoomId,
  getListAgentConversationsInfiniteQueryKey,
  getListConversationsInfiniteQueryKey,
  listAgentConversations,
  listConversations,
  rateConversation,
  removeReaction,
  sendOutboundSms,
  toggleConversationAiAgent,
  unarchiveConversation,
  updateBlockStatus,
  uploadChatMedia,
} from '@/api/generated/hooks/conversations/conversations';
import {
  clearJunkActivity,
  clearNotifications,
  clearPriorityActivity,
  getListJunkActivityQueryKey,
  getListJunkActivityQueryOptions,
  getListNotificationsQueryKey,
  getListNotificationsQueryOptions,
  getListPriorityActivityQueryKey,
  getListPriorityActivityQueryOptions,
  markJunkActivityUnread,
  markPriorityActivityUnread,
} from '@/api/generated/hooks/activity/activity';
import type { ConversationList } from '@/api/generated/model';
import { CONVERSATION_PAGE_SIZE, FIRST_PAGE } from '@/lib/constants';
import { INBOX_TABS, nextPageIndex, pagesWithRoomRead, type InboxTab, type TranscriptRef } from '@/lib/inbox';

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
const roomListParams = (unread: boolean, targetAccountId: number | undefined) => ({
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

/** One page of a tab's rooms (`page` counts from 0). */
export const fetchRoomPage = (
  tab: InboxTab,
  page: number,
  unread: boolean,
  targetAccountId: number | undefined,
  signal?: AbortSignal,
) => {
  const params = { page, ...roomListParams(unread, targetAccountId) };
  return tab === 'priority' ? listConversations(params, signal) : listAgentConversations(params, signal);
};

/** A tab's room pages, 20 a page from page 0: one definition for the page's loader (which starts
 * the first page with the console frame) and the list (which reads it and loads the rest). */
export const inboxRoomsQueryOptions = (tab: InboxTab, unread: boolean, targetAccountId: number | undefined) =>
  infiniteQueryOptions({
    queryKey: inboxRoomsKey(tab, unread, targetAccountId),
    initialPageParam: FIRST_PAGE,
    // Pages are replaced, never edited: comparing every loaded room on each new page (the
    // default structural sharing) costs O(rooms) per page, which shows at thousands of rooms.
    structuralSharing: false,
    queryFn: ({ pageParam, signal }) => fetchRoomPage(tab, pageParam, unread, targetAccountId, signal),
    getNextPageParam: (last: ConversationList, pages: ConversationList[]) =>
      nextPageIndex(pages.length, last.totalRooms),
  });

/** One room with a page of its messages, for the acting account. */
export const roomDetailQueryOptions = (tab: InboxTab, roomId: string, targetAccountId: number | undefined) =>
  tab === 'priority'
    ? getGetConversationQueryOptions(roomId, acting(targetAccountId))
    : getGetAgentConversationQueryOptions(roomId, acting(targetAccountId));

/** What the inbox needs first, started by the page's loader as the page is entered (or a link
 * to it hovered): the first page of the tab's rooms and the open room. The loader does not wait
 * for it: the inbox shows its own loading and failure states (a failed list or room says so,
 * with Retry). Settles when both have answered (a prefetch never rejects). */
export async function prefetchInbox(
  queryClient: QueryClient,
  { tab, active, targetAccountId }: { tab: InboxTab; active?: string; targetAccountId: number | undefined },
): Promise<void> {
  await Promise.all([
    queryClient.prefetchInfiniteQuery(inboxRoomsQueryOptions(tab, false, targetAccountId)),
    active ? queryClient.prefetchQuery(roomDetailQueryOptions(tab, active, targetAccountId)) : undefined,
  ]);
}

/** Refreshes the room lists of both tabs (every loaded page), e.g. after a text was sent. */
export const refreshRoomLists = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: getListConversationsInfiniteQueryKey().slice(0, 2) }),
    queryClient.invalidateQueries({ queryKey: getListAgentConversationsInfiniteQueryKey().slice(0, 2) }),
  ]);

/** Shows a room read in every loaded list of the acting account (both tabs, with and without
 * the unread filter): opening a room reads it on the server, whose next list says so too. */
export function showRoomRead(queryClient: QueryClient, roomId: string, targetAccountId: number | undefined) {
  for (const tab of INBOX_TABS)
    for (const unread of [false, true])
      queryClient.setQueryData<InfiniteData<ConversationList, number>>(
        inboxRoomsKey(tab, unread, targetAccountId),
        (data) => {
          if (!data) return data;
          const pages = pagesWithRoomRead(data.pages, roomId);
          return pages === data.pages ? data : { ...data, pages: [...pages] };
        },
      );
}

/** Sends one text from the agent's number (the call beyond the catalogue); the room id travels in
 * `meta` so the answer can be matched to the room. */
export const sendText = (input: { target: string; content: string; roomId: string; targetAccountId?: number }) =>
  sendOutboundSms(
    { target: input.target, content: input.content, meta: { roomId: input.roomId } },
    acting(input.targetAccountId),
  );

// ---- The room's own state: the AI agent flag and the other person's block status ----

/** Whether the AI agent answers in a room. */
export const roomAiAgentQueryOptions = (roomId: string, targetAccountId: number | undefined) =>
  getGetConversationAiAgentEnabledQueryOptions(roomId, acting(targetAccountId));

/** Whether the other person of a room is blocked (asked only when there is one). */
export const blockStatusQueryOptions = (other: string | undefined, targetAccountId: number | undefined) =>
  getGetBlockStatusQueryOptions(other ?? '', acting(targetAccountId), { query: { enabled: !!other } });

/** Turns the room's AI agent on or off; the answer's flag is the one asked for. */
export function useToggleRoomAiAgent(roomId: string, targetAccountId: number | undefined) {
  const queryClient = useQueryClient();
  const params = acting(targetAccountId);
  return useMutation({
    mutationFn: (next: boolean) => toggleConversationAiAgent(roomId, { aiAgentEnabled: next }, params),
    onSuccess: (answer, next) =>
      queryClient.setQueryData(getGetConversationAiAgentEnabledQueryKey(roomId, params), {
        ...answer,
        aiAgentEnabled: next,
      }),
  });
}

/** Blocks or unblocks a person, then reads their block status again. */
export function useSetBlockStatus(targetAccountId: number | undefined) {
  const queryClient = useQueryClient();
  const params = acting(targetAccountId);
  return useMutation({
    mutationFn: (input: { id: string; block: boolean }) => updateBlockStatus(input, params),
    onSuccess: (_answer, input) =>
      queryClient.refetchQueries({ queryKey: getGetBlockStatusQueryKey(input.id, params), exact: true }),
  });
}

// ---- Acting on a room ----

/** Rates a room 1 to 5. */
export function useRateRoom(roomId: string, targetAccountId: number | undefined) {
  return useMutation({ mutationFn: (rating: number) => rateConversation({ rating, roomId }, acting(targetAccountId)) });
}

/** Closes (archives) a room, or reopens it. */
export function useArchiveRoom(roomName: string, targetAccountId: number | undefined) {
  const close = useMutation({ mutationFn: () => closeConversation({ room: roomName }, acting(targetAccountId)) });
  const reopen = useMutation({ mutationFn: () => unarchiveConversation({ room: roomName }, acting(targetAccountId)) });
  return { close, reopen };
}

/** Marks a room unread again in its tab's activity. */
export function useMarkRoomUnread(tab: InboxTab, targetAccountId: number | undefined) {
  return useMutation({
    mutationFn: (roomId: string) =>
      (tab === 'priority' ? markPriorityActivityUnread : markJunkActivityUnread)({ roomId }, acting(targetAccountId)),
  });
}

/** Adds or removes one reaction of the user's on a message. */
export function useReaction(targetAccountId: number | undefined) {
  return useMutation({
    mutationFn: ({ add, ...body }: { reaction: string; messageId: string; roomId: string; add: boolean }) =>
      (add ? addReaction : removeReaction)(body, acting(targetAccountId)),
  });
}

/** Uploads a file for a message; the answer names the attachment. */
export function useUploadChatMedia(targetAccountId: number | undefined) {
  return useMutation({ mutationFn: (media: File) => uploadChatMedia({ media }, acting(targetAccountId)) });
}

/** The room of a new conversation with the given users (the group-room call). */
export function useStartConversation() {
  return useMutation({ mutationFn: (users: string[]) => getGroupConversationRoomId({ users }) });
}

// ---- Activity and notifications (the side panel) ----

/** The tab's recent activity (simple form). */
export const activityQueryOptions = (tab: InboxTab, enabled: boolean) =>
  tab === 'priority'
    ? getListPriorityActivityQueryOptions({ simple: true }, { query: { enabled } })
    : getListJunkActivityQueryOptions({ simple: true }, { query: { enabled } });

export const notificationsQueryOptions = (enabled: boolean) =>
  getListNotificationsQueryOptions(undefined, { query: { enabled } });

type ClearBody = { clear?: string; clearAll?: boolean };

/** Clears one room's activity of the tab, or all of it, then reads the activity again. */
export function useClearActivity(tab: InboxTab) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClearBody) => (tab === 'priority' ? clearPriorityActivity : clearJunkActivity)(body),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: tab === 'priority' ? getListPriorityActivityQueryKey() : getListJunkActivityQueryKey(),
      }),
  });
}

/** Clears one notification, or all, then reads them again. */
export function useClearNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClearBody) => clearNotifications(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getListNotificationsQueryKey() }),
  });
}
