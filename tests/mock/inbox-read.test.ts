import { describe, it, expect } from 'vitest';
import { call, engine } from './helpers';

interface Room {
  roomId: string;
  unread?: boolean;
  aiAgentEnabled?: boolean;
}
interface List {
  rooms: Room[];
  totalRooms?: number;
}

const unreadOf = (list: List, roomId: string) => list.rooms.find((r) => r.roomId === roomId)?.unread;

describe('the inbox read state (handlers-inbox.js)', () => {
  it('opening a room reads it for that token: the lists then show it read; markUnread flags it again', () => {
    const e = engine();
    const t = '?token=tok_read';
    expect(unreadOf(call(e, 'GET', `/api/v1/conversations${t}`).json as List, 'room_8a41c2')).toBe(true);

    const opened = call(e, 'GET', `/api/v1/conversations/room_8a41c2${t}`).json as List;
    expect(unreadOf(opened, 'room_8a41c2')).toBe(false);
    expect(unreadOf(call(e, 'GET', `/api/v1/conversations${t}`).json as List, 'room_8a41c2')).toBe(false);
    // Another token's inbox is its own.
    expect(unreadOf(call(e, 'GET', '/api/v1/conversations?token=tok_other').json as List, 'room_8a41c2')).toBe(true);

    expect(call(e, 'POST', `/api/v1/activity/markUnread${t}`, { roomId: 'room_8a41c2' }).status).toBe(200);
    expect(unreadOf(call(e, 'GET', `/api/v1/conversations${t}`).json as List, 'room_8a41c2')).toBe(true);
    expect(e.violations).toEqual([]);
  });

  it('the unread filter keeps the rooms unread now, and the junk inbox keeps its own rooms read', () => {
    const e = engine();
    const t = '?token=tok_junk';
    const before = call(e, 'GET', `/api/v1/agentConversations?unread=true&token=tok_junk`).json as List;
    expect(before.rooms.map((r) => r.roomId)).toEqual(['room_e71f40']);
    expect(before.totalRooms).toBe(1);
    call(e, 'GET', `/api/v1/agentConversations/room_e71f40${t}`);
    const after = call(e, 'GET', `/api/v1/agentConversations?unread=true&token=tok_junk`).json as List;
    expect(after.rooms).toEqual([]);
    expect(after.totalRooms).toBe(0);
    call(e, 'POST', `/api/v1/activityAgent/markUnread${t}`, { roomId: 'room_e71f40' });
    expect(unreadOf(call(e, 'GET', `/api/v1/agentConversations${t}`).json as List, 'room_e71f40')).toBe(true);
    expect(e.violations).toEqual([]);
  });

  it('keeps the AI agent flag of a room, and the activity shows the read state', () => {
    const e = engine();
    const t = '?token=tok_flags';
    call(e, 'POST', `/api/v1/conversations/room_8a41c2/aiAgentEnabled${t}`, { aiAgentEnabled: false });
    call(e, 'GET', `/api/v1/conversations/room_8a41c2${t}`);
    const list = call(e, 'GET', `/api/v1/conversations${t}`).json as List;
    expect(list.rooms.find((r) => r.roomId === 'room_8a41c2')).toMatchObject({ unread: false, aiAgentEnabled: false });
    const activity = call(e, 'GET', `/api/v1/activity?simple=true&token=tok_flags`).json as { activity: Room[] };
    expect(activity.activity.find((r) => r.roomId === 'room_8a41c2')?.unread).toBe(false);
  });
});
