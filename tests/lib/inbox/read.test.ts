import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { pagesWithRoomRead } from '@/lib/inbox';

type Room = { roomId: string; unread?: boolean };

describe('pagesWithRoomRead', () => {
  it('shows the room read wherever it is, and leaves the others as they are', () => {
    const pages = [
      {
        rooms: [
          { roomId: 'a', unread: true },
          { roomId: 'b', unread: true },
        ],
      },
      { rooms: [{ roomId: 'c', unread: false }] },
    ];
    const out = pagesWithRoomRead(pages, 'b');
    expect(out[0]!.rooms).toEqual([
      { roomId: 'a', unread: true },
      { roomId: 'b', unread: false },
    ]);
    expect(out[1]).toBe(pages[1]);
  });

  it('answers the same pages when the room is not unread in them (nothing to re-render)', () => {
    const pages = [{ rooms: [{ roomId: 'a', unread: false }] }, {}];
    expect(pagesWithRoomRead(pages, 'a')).toBe(pages);
    expect(pagesWithRoomRead(pages, 'missing')).toBe(pages);
  });

  it('property: only the named room changes, and it ends read', () => {
    const room = fc.record({ roomId: fc.constantFrom('a', 'b', 'c', 'd'), unread: fc.boolean() });
    fc.assert(
      fc.property(fc.array(fc.record({ rooms: fc.array(room, { maxLength: 5 }) }), { maxLength: 4 }), (pages) => {
        const out = pagesWithRoomRead<{ rooms: Room[] }, Room>(pages, 'a');
        out.forEach((page, i) =>
          page.rooms.forEach((r, j) => {
            const before = pages[i]!.rooms[j]!;
            expect(r).toEqual(before.roomId === 'a' ? { ...before, unread: false } : before);
          }),
        );
      }),
    );
  });
});
