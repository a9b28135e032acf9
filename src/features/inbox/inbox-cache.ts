import {
  cacheRooms,
  cachedRooms,
  clearCachedRoom,
  clearCachedTab,
  parseCache,
  serializeCache,
  type CachedRoom,
  type ConversationCache,
  type InboxTab,
} from '@/lib/inbox';
import { STORAGE_KEYS, readJson, removeKey, writeJson } from '@/lib/storage';

/**
 * The local conversation cache (spec 000 §4, §9): at most 100 rooms per account and tab, shown
 * at once while the list refetches. It lives in local storage under its own key, so log-out
 * (which clears local storage) drops it; corrupt data counts as an empty cache.
 */
const anything = (v: unknown): v is unknown => v !== undefined;
const load = (): ConversationCache => parseCache(readJson(STORAGE_KEYS.inboxCache, anything));
const save = (cache: ConversationCache) => writeJson(STORAGE_KEYS.inboxCache, serializeCache(cache));

export const readCachedRooms = (accountId: string, tab: InboxTab): readonly CachedRoom[] =>
  cachedRooms(load(), accountId, tab);

export const writeCachedRooms = (accountId: string, tab: InboxTab, rooms: readonly CachedRoom[]): void =>
  void save(cacheRooms(load(), accountId, tab, rooms));

/** Clears one room (from every tab), e.g. when it is closed. */
export const clearInboxRoom = (roomId: string, accountId?: string): void =>
  void save(clearCachedRoom(load(), roomId, accountId));

/** Clears one tab of one account (its activity was cleared entirely). */
export const clearInboxTab = (accountId: string, tab: InboxTab): void =>
  void save(clearCachedTab(load(), accountId, tab));

/** Clears the whole cache. */
export const clearInboxCache = (): void => removeKey(STORAGE_KEYS.inboxCache);
