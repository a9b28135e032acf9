import { useEffect, useMemo } from 'react';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ConversationList } from '@/api/generated/model';
import { CONVERSATION_CACHE_LIMIT, CONVERSATION_PAGE_SIZE, FIRST_PAGE } from '@/lib/constants';
import { cachedConversation, flattenRooms, type InboxTab } from '@/lib/inbox';
import { inboxRoomsKey, inboxRoomsQueryOptions } from './api';
import { readCachedRooms, writeCachedRooms } from './inbox-cache';

export interface InboxQuery {
  tab: InboxTab;
  unread: boolean;
  /** The acting account's id: the local cache is kept per account; nothing loads until it is known. */
  accountId: string | undefined;
  /** The acting account when it is not the session's own: sent with every page (so it is part of
   * the query key, like every other account-scoped query). */
  targetAccountId: number | undefined;
}

/** The rooms of a tab, 20 per page, loaded page by page; cached rooms show while the first
 * page loads. An aborted fetch (leaving the tab, say) is dropped quietly by the query cache. */
export function useInboxRooms({ tab, unread, accountId, targetAccountId }: InboxQuery) {
  const queryClient = useQueryClient();
  const cached = useMemo((): InfiniteData<ConversationList, number> | undefined => {
    if (unread || !accountId) return undefined;
    // Cached rooms are sanitised plain data with a roomId, read back as the contract's rooms.
    const rooms = readCachedRooms(accountId, tab).map(cachedConversation);
    return rooms.length ? { pages: [{ rooms, totalRooms: rooms.length }], pageParams: [FIRST_PAGE] } : undefined;
  }, [accountId, tab, unread]);
  const query = useInfiniteQuery({
    ...inboxRoomsQueryOptions(tab, unread, targetAccountId),
    enabled: !!accountId,
    // The page's loader has just asked for the first page (prefetchInbox): a failure it got is
    // shown with Retry at once, not asked for three more times before the list says anything.
    // (Switching tab, filter or account is no mount: a failed list of those is asked again.)
    retryOnMount: false,
    // One stable object per tab and account: a new one on every render would make the query's
    // result differ each time it is read, and re-render without end.
    placeholderData: cached,
  });

  const pages = query.data?.pages;
  // The cache holds the newest rooms: the first pages are enough, and only they are rewritten
  // (not the whole list each time a later page arrives).
  const firstPages = pages?.slice(0, Math.ceil(CONVERSATION_CACHE_LIMIT / CONVERSATION_PAGE_SIZE));
  const firstPagesKey = firstPages?.length ?? 0;
  const firstPage = pages?.[0];
  useEffect(() => {
    if (!firstPages || !accountId || query.isPlaceholderData || unread) return;
    writeCachedRooms(accountId, tab, flattenRooms(firstPages));
    // Re-run only when the first page or the number of cached pages changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstPage, firstPagesKey, query.isPlaceholderData, unread, accountId, tab]);

  const rooms = useMemo(() => (pages ? flattenRooms(pages) : []), [pages]);
  const totalRooms = pages?.[0]?.totalRooms ?? 0;
  const canLoadMore = query.hasNextPage && !query.isFetching && !query.isError && !query.isPlaceholderData;
  /** Starts the list again from page 0 (after a change on the server), not every loaded page. */
  const reload = () => queryClient.resetQueries({ queryKey: inboxRoomsKey(tab, unread, targetAccountId) });
  return { ...query, rooms, totalRooms, canLoadMore, reload };
}
