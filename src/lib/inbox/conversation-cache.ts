import type { Conversation } from '@/api/generated/model';
import { CONVERSATION_CACHE_LIMIT } from '../constants';

/** The two inbox tabs: priority and junk (the agent conversations). */
export type InboxTab = 'priority' | 'agent';
export const INBOX_TABS: readonly InboxTab[] = ['priority', 'agent'];

export interface CachedRoom {
  readonly roomId: string;
}

/**
 * The local conversation cache (spec 000 §4, §9): per account and tab, at most 100 rooms,
 * newest first. Immutable: every change answers a new cache. Keys live in Maps, so an account
 * id such as `__proto__` is only a key.
 */
export type ConversationCache = ReadonlyMap<string, ReadonlyMap<InboxTab, readonly CachedRoom[]>>;

export const emptyCache = (): ConversationCache => new Map();

export function cachedRooms(cache: ConversationCache, accountId: string, tab: InboxTab): readonly CachedRoom[] {
  return cache.get(accountId)?.get(tab) ?? [];
}

/** Puts rooms at the front of an account's tab, replacing older copies, keeping at most `limit`. */
export function cacheRooms(
  cache: ConversationCache,
  accountId: string,
  tab: InboxTab,
  rooms: readonly CachedRoom[],
  limit: number = CONVERSATION_CACHE_LIMIT,
): ConversationCache {
  const seen = new Set<string>();
  const merged: CachedRoom[] = [];
  for (const room of [...rooms, ...cachedRooms(cache, accountId, tab)]) {
    if (merged.length >= limit) break;
    if (seen.has(room.roomId)) continue;
    seen.add(room.roomId);
    merged.push(room);
  }
  const tabs = new Map(cache.get(accountId) ?? []);
  tabs.set(tab, merged);
  const next = new Map(cache);
  next.set(accountId, tabs);
  return next;
}

/** Clears one room from every tab of every account (or of one account). */
export function clearCachedRoom(cache: ConversationCache, roomId: string, accountId?: string): ConversationCache {
  const next = new Map<string, ReadonlyMap<InboxTab, readonly CachedRoom[]>>();
  for (const [account, tabs] of cache) {
    if (accountId !== undefined && account !== accountId) {
      next.set(account, tabs);
      continue;
    }
    const kept = new Map<InboxTab, readonly CachedRoom[]>();
    for (const [tab, rooms] of tabs)
      kept.set(
        tab,
        rooms.filter((r) => r.roomId !== roomId),
      );
    next.set(account, kept);
  }
  return next;
}

/** Clears one tab of one account. */
export function clearCachedTab(cache: ConversationCache, accountId: string, tab: InboxTab): ConversationCache {
  const tabs = cache.get(accountId);
  if (!tabs?.has(tab)) return cache;
  const kept = new Map(tabs);
  kept.delete(tab);
  const next = new Map(cache);
  next.set(accountId, kept);
  return next;
}

/** Serialisable form: `[[accountId, {priority: [...], agent: [...]}], ...]`. */
export function serializeCache(cache: ConversationCache): [string, Partial<Record<InboxTab, CachedRoom[]>>][] {
  return [...cache].map(([account, tabs]) => {
    const out: Partial<Record<InboxTab, CachedRoom[]>> = {};
    for (const tab of INBOX_TABS) {
      const rooms = tabs.get(tab);
      if (rooms) out[tab] = [...rooms];
    }
    return [account, out];
  });
}

const isPlain = (v: unknown): boolean =>
  typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));

/** A stored room as plain data: its own fields that are text, numbers, booleans or lists of
 * text; anything else (and a room without a text roomId) is dropped. */
export function sanitizeRoom(v: unknown): CachedRoom | null {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(v)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    if (isPlain(value)) out[key] = value;
    else if (Array.isArray(value) && value.every((x) => typeof x === 'string')) out[key] = [...(value as string[])];
  }
  const roomId = out.roomId;
  return typeof roomId === 'string' && roomId !== '' ? { ...out, roomId } : null;
}

const CONVERSATION_TEXT = [
  'room',
  'uuid',
  'name',
  'username',
  'image',
  'unregisteredDisplayName',
  'destinationInboxType',
  'lastMessage',
  'vidaPhoneNumber',
  'chatAgentCampaignId',
] as const satisfies readonly (keyof Conversation)[];
const CONVERSATION_NUMBERS = [
  'id',
  'lastMessageTimestamp',
  'rating',
] as const satisfies readonly (keyof Conversation)[];
const CONVERSATION_FLAGS = [
  'unregistered',
  'unread',
  'aiAgentEnabled',
] as const satisfies readonly (keyof Conversation)[];

/** A cached room as the contract's room: the fields of the right type are kept, anything else
 * dropped; a room without its name is named by its id (the name the room calls are sent). */
export function cachedConversation(cached: CachedRoom): Conversation {
  const field = (key: string): unknown => Reflect.get(cached, key);
  const out: Conversation = { roomId: cached.roomId, room: cached.roomId };
  for (const key of CONVERSATION_TEXT) {
    const v = field(key);
    if (typeof v === 'string') out[key] = v;
  }
  for (const key of CONVERSATION_NUMBERS) {
    const v = field(key);
    if (typeof v === 'number' && Number.isFinite(v)) out[key] = v;
  }
  for (const key of CONVERSATION_FLAGS) {
    const v = field(key);
    if (typeof v === 'boolean') out[key] = v;
  }
  const users = field('users');
  if (Array.isArray(users) && users.every((u) => typeof u === 'string')) out.users = [...users];
  return out;
}

/** Reads a stored cache defensively: anything malformed is dropped, the limit is enforced. */
export function parseCache(raw: unknown, limit: number = CONVERSATION_CACHE_LIMIT): ConversationCache {
  let cache = emptyCache();
  if (!Array.isArray(raw)) return cache;
  for (const entry of raw) {
    if (!Array.isArray(entry) || entry.length !== 2 || typeof entry[0] !== 'string') continue;
    const tabs: unknown = entry[1];
    if (!tabs || typeof tabs !== 'object') continue;
    for (const tab of INBOX_TABS) {
      const rooms: unknown = Object.prototype.hasOwnProperty.call(tabs, tab)
        ? (tabs as Record<string, unknown>)[tab]
        : undefined;
      if (!Array.isArray(rooms)) continue;
      // cacheRooms puts its argument first: add the stored order as one batch.
      const clean = rooms.map(sanitizeRoom).filter((r): r is CachedRoom => r !== null);
      cache = cacheRooms(cache, entry[0], tab, clean, limit);
    }
  }
  return cache;
}
