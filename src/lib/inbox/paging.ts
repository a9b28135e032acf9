import { CONVERSATION_PAGE_SIZE, NEAR_BOTTOM_SCROLL_THRESHOLD_PX } from '../constants';

/** Total pages of a room list: ceil(totalRooms / 20); a bad or negative total counts as 0. */
export function totalPages(totalRooms: unknown, pageSize: number = CONVERSATION_PAGE_SIZE): number {
  const total = typeof totalRooms === 'number' && Number.isFinite(totalRooms) && totalRooms > 0 ? totalRooms : 0;
  return pageSize > 0 ? Math.ceil(total / pageSize) : 0;
}

/** The next page index (0-based) to load after `loadedPages` pages, or undefined when all are loaded. */
export function nextPageIndex(
  loadedPages: number,
  totalRooms: unknown,
  pageSize: number = CONVERSATION_PAGE_SIZE,
): number | undefined {
  return loadedPages < totalPages(totalRooms, pageSize) ? loadedPages : undefined;
}

export interface ScrollBox {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

/** The list is within the threshold (400 px) of its bottom: time to load the next page. */
export function isNearBottom(box: ScrollBox, threshold: number = NEAR_BOTTOM_SCROLL_THRESHOLD_PX): boolean {
  return box.scrollHeight - (box.scrollTop + box.clientHeight) <= threshold;
}

/** The rooms of loaded pages in order, each room once (a room that moved up while paging
 * would otherwise show twice: its first place wins). */
export function flattenRooms<T extends { roomId: string }>(pages: readonly { rooms?: readonly T[] }[]): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const page of pages) {
    for (const room of page.rooms ?? []) {
      if (seen.has(room.roomId)) continue;
      seen.add(room.roomId);
      out.push(room);
    }
  }
  return out;
}

/** Loaded pages with one room shown read (opening a room reads it): the same pages when no page
 * holds it unread, so a cache left as it is does not re-render. */
export function pagesWithRoomRead<P extends { rooms?: readonly R[] }, R extends { roomId: string; unread?: boolean }>(
  pages: readonly P[],
  roomId: string,
): readonly P[] {
  if (!pages.some((page) => page.rooms?.some((room) => room.roomId === roomId && room.unread))) return pages;
  return pages.map((page) =>
    page.rooms?.some((room) => room.roomId === roomId && room.unread)
      ? { ...page, rooms: page.rooms.map((room) => (room.roomId === roomId ? { ...room, unread: false } : room)) }
      : page,
  );
}
