import { describe, it, expect } from 'vitest';
import { call, engine } from './helpers';

interface Detail {
  messages: { id?: string; message: string; direction?: string; roomId: string }[];
  totalMessages?: number;
}
interface List {
  rooms: { roomId: string; lastMessage?: string }[];
}

describe('sendOutboundSms (beyond the catalogue)', () => {
  it('queues a text that then shows in its room and as the room’s last message, per token', () => {
    const e = engine();
    const t = '?token=tok_sms';
    const before = call(e, 'GET', `/api/v1/conversations/room_3b72e9${t}`).json as Detail;
    const otherBefore = call(e, 'GET', `/api/v1/conversations/room_8a41c2${t}`).json as Detail;
    const sent = call(e, 'POST', `/api/v2/agent/outboundSms${t}`, {
      target: '+14155550163',
      content: 'Thursday at 3pm works.',
      meta: { roomId: 'room_3b72e9' },
    });
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ success: true, inserted: 1 });

    const after = call(e, 'GET', `/api/v1/conversations/room_3b72e9${t}`).json as Detail;
    expect(after.messages).toHaveLength(before.messages.length + 1);
    expect(after.messages.at(-1)).toMatchObject({
      message: 'Thursday at 3pm works.',
      direction: 'outbound',
      roomId: 'room_3b72e9',
    });
    expect(after.totalMessages).toBe((before.totalMessages ?? 0) + 1);

    const list = call(e, 'GET', `/api/v1/conversations${t}`).json as List;
    expect(list.rooms.find((r) => r.roomId === 'room_3b72e9')?.lastMessage).toBe('Thursday at 3pm works.');
    // Another room and another token are untouched.
    const other = call(e, 'GET', `/api/v1/conversations/room_8a41c2${t}`).json as Detail;
    expect(other.messages).toHaveLength(otherBefore.messages.length);
    const stranger = call(e, 'GET', '/api/v1/conversations/room_3b72e9?token=tok_other').json as Detail;
    expect(stranger.messages).toHaveLength(before.messages.length);
    expect(e.violations).toEqual([]);
  });

  it('refuses a text without content, and honours Prefer: code=500', () => {
    const e = engine();
    const t = '?token=tok_sms2';
    expect(call(e, 'POST', `/api/v2/agent/outboundSms${t}`, { target: '+14155550163' }).status).toBe(400);
    const failed = call(
      e,
      'POST',
      `/api/v2/agent/outboundSms${t}`,
      { target: '+14155550163', content: 'Hi', meta: { roomId: 'room_3b72e9' } },
      { prefer: 'code=500' },
    );
    expect(failed.status).toBe(500);
    const detail = call(e, 'GET', `/api/v1/conversations/room_3b72e9${t}`).json as Detail;
    expect(detail.messages.some((m) => m.message === 'Hi')).toBe(false);
  });
});

describe('sendOutboundSms in the batch form (targets[])', () => {
  it('queues one text per recipient, each with its own or the shared content', () => {
    const e = engine();
    const t = '?token=tok_batch';
    const sent = call(e, 'POST', `/api/v2/agent/outboundSms${t}`, {
      targets: ['+14155550163', { target: '+14155550187', content: 'Your own text', meta: { roomId: 'room_8a41c2' } }],
      content: 'Shared text',
    });
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({
      success: true,
      inserted: 2,
      tasks: [{ target: '+14155550163' }, { target: '+14155550187' }],
    });
    const room = call(e, 'GET', `/api/v1/conversations/room_8a41c2${t}`).json as Detail;
    expect(room.messages.at(-1)).toMatchObject({ message: 'Your own text', direction: 'outbound' });
    expect(e.violations).toEqual([]);
  });

  it('refuses a recipient without any text with 400', () => {
    const e = engine();
    const res = call(e, 'POST', '/api/v2/agent/outboundSms?token=tok_batch', { targets: ['+14155550163'] });
    expect(res.status).toBe(400);
    expect((res.json as { message: string }).message).toBe('No message text for +14155550163');
  });
});
