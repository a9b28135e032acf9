import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  cacheRooms,
  cachedConversation,
  cachedRooms,
  clearCachedRoom,
  emptyCache,
  flattenRooms,
  formatDuration,
  isNearBottom,
  nextPageIndex,
  parseCache,
  roomTitle,
  sanitizeRoom,
  serializeCache,
  shortTime,
  totalPages,
} from '@/lib/inbox';

const room = (n: number) => ({ roomId: `r${n}`, name: `Room ${n}` });

describe('paging', () => {
  it.each([
    [0, 0],
    [1, 1],
    [20, 1],
    [21, 2],
    [45, 3],
    [10_000, 500],
    [-5, 0],
    [Number.NaN, 0],
    ['40', 0],
  ])('totalRooms %s gives %s pages of 20', (total, pages) => {
    expect(totalPages(total)).toBe(pages);
  });

  it.each([
    [1, 45, 1],
    [2, 45, 2],
    [3, 45, undefined],
    [1, 20, undefined],
    [0, 0, undefined],
  ])('after %s loaded pages of %s rooms the next page is %s', (loaded, total, next) => {
    expect(nextPageIndex(loaded, total)).toBe(next);
  });

  it.each([
    [{ scrollTop: 0, clientHeight: 600, scrollHeight: 1000 }, true],
    [{ scrollTop: 0, clientHeight: 600, scrollHeight: 1001 }, false],
    [{ scrollTop: 1000, clientHeight: 600, scrollHeight: 2000 }, true],
    [{ scrollTop: 999, clientHeight: 600, scrollHeight: 2000 }, false],
    [{ scrollTop: 0, clientHeight: 600, scrollHeight: 300 }, true],
  ])('near the bottom (400 px): %o → %s', (box, near) => {
    expect(isNearBottom(box)).toBe(near);
  });

  it('flattens pages keeping each room once, first place wins', () => {
    const pages = [{ rooms: [room(1), room(2)] }, { rooms: [room(2), room(3)] }, {}];
    expect(flattenRooms(pages).map((r) => r.roomId)).toEqual(['r1', 'r2', 'r3']);
  });

  it('property: pages = ceil(total / 20) and the next page stops at the last', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 60_000 }), (total, loaded) => {
        const pages = totalPages(total);
        expect(pages).toBe(Math.ceil(total / 20));
        const next = nextPageIndex(loaded, total);
        expect(next === undefined ? loaded >= pages : next === loaded && loaded < pages).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('conversation cache', () => {
  it('keeps at most 100 rooms per account and tab, newest first, each once', () => {
    let cache = emptyCache();
    cache = cacheRooms(
      cache,
      'a1',
      'priority',
      Array.from({ length: 80 }, (_, i) => room(i)),
    );
    cache = cacheRooms(
      cache,
      'a1',
      'priority',
      Array.from({ length: 40 }, (_, i) => room(100 + i)),
    );
    const rooms = cachedRooms(cache, 'a1', 'priority');
    expect(rooms).toHaveLength(100);
    expect(rooms[0]!.roomId).toBe('r100');
    expect(rooms[40]!.roomId).toBe('r0');
    expect(new Set(rooms.map((r) => r.roomId)).size).toBe(100);
    expect(cachedRooms(cache, 'a1', 'agent')).toEqual([]);
    expect(cachedRooms(cache, 'a2', 'priority')).toEqual([]);
  });

  it('a newer copy of a room replaces the older one', () => {
    let cache = cacheRooms(emptyCache(), 'a', 'priority', [{ roomId: 'x', name: 'old' } as never, room(2)]);
    cache = cacheRooms(cache, 'a', 'priority', [{ roomId: 'x', name: 'new' } as never]);
    expect(cachedRooms(cache, 'a', 'priority')).toEqual([{ roomId: 'x', name: 'new' }, room(2)]);
  });

  it('clears one room from every tab, or of one account only', () => {
    let cache = cacheRooms(emptyCache(), 'a', 'priority', [room(1), room(2)]);
    cache = cacheRooms(cache, 'a', 'agent', [room(1)]);
    cache = cacheRooms(cache, 'b', 'priority', [room(1)]);
    const onlyA = clearCachedRoom(cache, 'r1', 'a');
    expect(cachedRooms(onlyA, 'a', 'priority').map((r) => r.roomId)).toEqual(['r2']);
    expect(cachedRooms(onlyA, 'a', 'agent')).toEqual([]);
    expect(cachedRooms(onlyA, 'b', 'priority').map((r) => r.roomId)).toEqual(['r1']);
    expect(cachedRooms(clearCachedRoom(cache, 'r1'), 'b', 'priority')).toEqual([]);
  });

  it('round-trips through JSON and treats __proto__ as an ordinary account id', () => {
    let cache = cacheRooms(emptyCache(), '__proto__', 'priority', [room(1)]);
    cache = cacheRooms(cache, 'a', 'agent', [room(2)]);
    const back = parseCache(JSON.parse(JSON.stringify(serializeCache(cache))));
    expect(cachedRooms(back, '__proto__', 'priority')).toEqual([room(1)]);
    expect(cachedRooms(back, 'a', 'agent')).toEqual([room(2)]);
    expect(({} as Record<string, unknown>).priority).toBeUndefined();
  });

  it.each([null, 'x', 42, {}, [['a']], [['a', null]], [[1, { priority: [] }]], [['a', { priority: 'no' }]]])(
    'reads malformed stored data %j as an empty cache',
    (raw) => {
      expect([...parseCache(raw)].every(([, tabs]) => [...tabs.values()].every((r) => r.length === 0))).toBe(true);
    },
  );

  it('drops stored rooms without a text roomId and non-plain fields', () => {
    expect(sanitizeRoom({ roomId: 'r', name: 'N', users: ['a'], nested: { x: 1 }, fn: 'ok' })).toEqual({
      roomId: 'r',
      name: 'N',
      users: ['a'],
      fn: 'ok',
    });
    expect(sanitizeRoom({ roomId: 3 })).toBeNull();
    expect(sanitizeRoom({ roomId: '' })).toBeNull();
    expect(sanitizeRoom([])).toBeNull();
  });

  it("reads a cached room back as the contract's room: typed fields kept, the rest dropped", () => {
    const cached = sanitizeRoom({
      roomId: 'r',
      name: 'N',
      users: ['a', 'b'],
      unread: true,
      rating: 4,
      lastMessage: 7,
      aiAgentEnabled: 'yes',
      extra: 'x',
    });
    expect(cached && cachedConversation(cached)).toEqual({
      roomId: 'r',
      room: 'r',
      name: 'N',
      users: ['a', 'b'],
      unread: true,
      rating: 4,
    });
    const named = sanitizeRoom({ roomId: 'r', room: 'group-1', lastMessageTimestamp: 5 });
    expect(named && cachedConversation(named)).toEqual({ roomId: 'r', room: 'group-1', lastMessageTimestamp: 5 });
  });

  it('property: never more than the limit, never a duplicate, any stored input', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 0, max: 300 }), { maxLength: 150 }), { maxLength: 6 }),
        (batches) => {
          let cache = emptyCache();
          for (const batch of batches) cache = cacheRooms(cache, 'a', 'priority', batch.map(room));
          const rooms = cachedRooms(cache, 'a', 'priority');
          expect(rooms.length).toBeLessThanOrEqual(100);
          expect(new Set(rooms.map((r) => r.roomId)).size).toBe(rooms.length);
        },
      ),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        const cache = parseCache(raw);
        for (const [, tabs] of cache) for (const rooms of tabs.values()) expect(rooms.length).toBeLessThanOrEqual(100);
      }),
      { numRuns: 300 },
    );
  });
});

describe('room display', () => {
  it.each([
    [{ roomId: 'r', name: 'James Whitfield', username: '14155550187' }, 'James Whitfield'],
    [{ roomId: 'r', username: '14155550187' }, '+1 (415) 555-0187'],
    [{ roomId: 'r', unregisteredDisplayName: '14155550187' }, '+1 (415) 555-0187'],
    // The display rule formats 11-digit numbers only; others show as given.
    [{ roomId: 'r', unregisteredDisplayName: '4155550187' }, '4155550187'],
    [{ roomId: 'r', username: 'sunrisedental' }, 'sunrisedental'],
    [{ roomId: 'r', users: ['jane'] }, 'jane'],
    [{ roomId: 'r', name: '   ' }, 'r'],
  ])('titles %o as %s', (r, title) => {
    expect(roomTitle(r)).toBe(title);
  });

  it('short times: today as hh:mm, this week as weekday, else the date', () => {
    const now = new Date(2026, 10, 22, 15, 0).getTime();
    expect(shortTime(new Date(2026, 10, 22, 9, 5).getTime(), now)).toBe('09:05');
    expect(shortTime(new Date(2026, 10, 20, 9, 5).getTime() / 1000, now)).toBe('Fri');
    expect(shortTime(new Date(2026, 9, 1, 9, 5).getTime(), now)).toBe('2026-10-01');
    expect(shortTime(undefined, now)).toBe('');
    expect(shortTime(-1, now)).toBe('');
  });

  it.each([
    [0, '0:00'],
    [134, '2:14'],
    [3725, '1:02:05'],
    [-1, ''],
    ['5', ''],
  ])('formats a %s s duration as %s', (s, text) => {
    expect(formatDuration(s)).toBe(text);
  });
});
