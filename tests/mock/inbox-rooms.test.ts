// Writes on rooms that must show on the next read (issue 27 §2): closing and unarchiving a room,
// and reactions on a message.
import { describe, it, expect } from 'vitest';
import { call, engine } from './helpers';

interface Room {
  roomId: string;
  room?: string;
}
interface List {
  rooms: Room[];
  totalRooms?: number;
}
interface Detail {
  messages: { id: string; reactions?: { reaction: string; username?: string }[] }[];
}

describe('closing a room and bringing it back', () => {
  it('a closed room leaves the open inbox (and its count) until it is unarchived; another token keeps it', () => {
    const e = engine();
    const t = '?token=tok_close';
    const rooms = () => call(e, 'GET', `/api/v1/conversations${t}`).json as List;
    const first = rooms();
    const room = first.rooms.find((r) => r.room === 'sunrisedental-14155550187');
    expect(room).toBeDefined();

    expect(call(e, 'POST', `/api/v1/closeConversation${t}`, { room: room!.room }).status).toBe(200);
    const closed = rooms();
    expect(closed.rooms.map((r) => r.roomId)).not.toContain(room!.roomId);
    expect(closed.totalRooms).toBe((first.totalRooms ?? 0) - 1);
    const other = call(e, 'GET', '/api/v1/conversations?token=tok_other').json as List;
    expect(other.rooms.map((r) => r.roomId)).toContain(room!.roomId);

    expect(call(e, 'POST', `/api/v1/unarchiveConversation${t}`, { room: room!.room }).status).toBe(200);
    expect(rooms().rooms.map((r) => r.roomId)).toContain(room!.roomId);
    expect(rooms().totalRooms).toBe(first.totalRooms);
    expect(e.violations).toEqual([]);
  });
});

describe('reactions', () => {
  it('a reaction shows on its message when the room is read again; removing it takes it off', () => {
    const e = engine();
    const t = '?token=tok_react';
    const room = () => call(e, 'GET', `/api/v1/conversations/room_8a41c2${t}`).json as Detail;
    const message = room().messages[0]!;
    const reactionsOf = () => room().messages.find((m) => m.id === message.id)?.reactions ?? [];
    const before = reactionsOf().length;

    expect(call(e, 'POST', `/api/v1/reaction${t}`, { messageId: message.id, reaction: '👍' }).status).toBe(200);
    // The same emoji twice by the same person is one reaction.
    call(e, 'POST', `/api/v1/reaction${t}`, { messageId: message.id, reaction: '👍' });
    expect(reactionsOf().filter((r) => r.reaction === '👍')).toHaveLength(1);
    expect(reactionsOf()).toHaveLength(before + 1);

    expect(call(e, 'DELETE', `/api/v1/reaction${t}`, { messageId: message.id, reaction: '👍' }).status).toBe(200);
    expect(reactionsOf().filter((r) => r.reaction === '👍')).toHaveLength(0);
    expect(e.violations).toEqual([]);
  });
});
