// Three calls that used to answer their contract example whatever was sent (issue 20 §6):
// starting a conversation (getGroupConversationRoomId), attaching a file (uploadChatMedia) and a
// public payment page (getPaymentSlug) now answer from the caller's state.
import { describe, it, expect } from 'vitest';
import { call, engine, type Engine } from './helpers';

interface RoomAnswer {
  success: boolean;
  details: { room: string; roomId: string };
}
interface Attachment {
  type: string;
  url: string;
  name: string;
}
interface PaymentSlug {
  slug: string;
  username: string;
  name?: string;
  image?: string;
  amount?: number | null;
  unit?: string;
}

const roomOf = (e: Engine, token: string, users: string[]) => {
  const res = call(e, 'POST', `/api/v1/getGroupConversationRoomId?token=${token}`, { users });
  expect(res.status).toBe(200);
  return (res.json as RoomAnswer).details;
};

describe('getGroupConversationRoomId: one room per set of members', () => {
  it('answers the room the inbox lists for its member, however the number is written', () => {
    const e = engine();
    // The seeded list has James Whitfield's room (the examples' sunrisedental-14155550187).
    const listed = (
      call(e, 'GET', '/api/v1/conversations?token=t').json as { rooms: { roomId: string; username: string }[] }
    ).rooms.find((r) => r.username === '14155550187');
    expect(listed).toBeDefined();
    expect(roomOf(e, 't', ['14155550187']).roomId).toBe(listed!.roomId);
    expect(roomOf(e, 't', ['+1 (415) 555-0187']).roomId).toBe(listed!.roomId);
    expect(e.violations).toEqual([]);
  });

  it('makes a room for a new set, answers it again for the same set in any order, another for another set', () => {
    const e = engine();
    const james = roomOf(e, 't', ['14155550187']);
    const ana = roomOf(e, 't', ['anareyes']);
    expect(ana.roomId).not.toBe(james.roomId);
    expect(ana.room).toBe('sunrisedental-anareyes');
    expect(roomOf(e, 't', ['AnaReyes']).roomId).toBe(ana.roomId);

    const group = roomOf(e, 't', ['anareyes', '14155550187']);
    expect([james.roomId, ana.roomId]).not.toContain(group.roomId);
    expect(roomOf(e, 't', ['14155550187', 'anareyes', 'anareyes']).roomId).toBe(group.roomId);
    // Naming the caller among the members changes nothing: the caller is always one.
    expect(roomOf(e, 't', ['sunrisedental', 'anareyes']).roomId).toBe(ana.roomId);

    const rooms = (e.snapshot().tokens.t as { rooms: { roomId: string }[] }).rooms.map((r) => r.roomId);
    expect(rooms).toEqual(expect.arrayContaining([james.roomId, ana.roomId, group.roomId]));
    expect(new Set(rooms).size).toBe(rooms.length);
    expect(e.violations).toEqual([]);
  });

  it("keeps each token's rooms to itself", () => {
    const e = engine();
    const mine = roomOf(e, 'tok_a', ['anareyes']);
    roomOf(e, 'tok_b', ['someoneelse']);
    const theirs = (e.snapshot().tokens.tok_b as { rooms: { roomId: string; room: string }[] }).rooms;
    expect(theirs.map((r) => r.room)).not.toContain(mine.room);
    expect(theirs.map((r) => r.room)).toContain('sunrisedental-someoneelse');
  });

  it('lists a room it made first in the priority inbox, opens it, and shows what was sent to it', () => {
    const e = engine();
    const made = roomOf(e, 't', ['+1 415 555 0100']);
    type Room = { roomId: string; name?: string; unregisteredDisplayName?: string; lastMessage?: string };
    const list = () => call(e, 'GET', '/api/v1/conversations?token=t').json as { rooms: Room[]; totalRooms: number };
    const before = list();
    expect(before.rooms[0]).toMatchObject({ roomId: made.roomId, name: '+1 (415) 555-0100', lastMessage: '' });
    expect(before.rooms[0]!.unregisteredDisplayName).toBe('+1 (415) 555-0100');
    // The agent's inbox is the agent's: the room is not there.
    const agent = call(e, 'GET', '/api/v1/agentConversations?token=t').json as { rooms: Room[] };
    expect(agent.rooms.map((r) => r.roomId)).not.toContain(made.roomId);

    const opened = call(e, 'GET', `/api/v1/conversations/${made.roomId}?token=t`);
    expect(opened.status).toBe(200);
    expect(opened.json).toMatchObject({ success: true, rooms: [{ roomId: made.roomId }], messages: [] });

    call(e, 'POST', '/api/v2/agent/outboundSms?token=t', {
      target: '14155550100',
      content: 'Your cleaning is booked',
      meta: { roomId: made.roomId },
    });
    const after = list();
    expect(after.totalRooms).toBe(before.totalRooms);
    expect(after.rooms[0]).toMatchObject({ roomId: made.roomId, lastMessage: 'Your cleaning is booked' });
    const thread = call(e, 'GET', `/api/v1/conversations/${made.roomId}?token=t`).json as {
      messages: { message: string }[];
    };
    expect(thread.messages.map((m) => m.message)).toEqual(['Your cleaning is booked']);

    // A closed room leaves the list.
    const james = (list().rooms as (Room & { room?: string })[]).find((r) => r.roomId === made.roomId)!;
    call(e, 'POST', '/api/v1/closeConversation?token=t', { room: james.room });
    expect(list().rooms.map((r) => r.roomId)).not.toContain(made.roomId);
    expect(e.violations).toEqual([]);
  });

  it('refuses a set with nobody but the caller', () => {
    const e = engine();
    const res = call(e, 'POST', '/api/v1/getGroupConversationRoomId?token=t', { users: ['sunrisedental'] });
    expect([400, 422]).toContain(res.status);
    expect(res.json).toMatchObject({ success: false, message: expect.stringMatching(/other member/) });
  });
});

/** A multipart upload of one file part `media`, as a browser sends it. */
function upload(e: Engine, url: string, file: { name: string; type?: string; content: string }) {
  const boundary = '----vidaTestBoundary7MA4YWxk';
  const body =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="media"; filename="${file.name}"\r\n` +
    (file.type ? `Content-Type: ${file.type}\r\n` : '') +
    `\r\n${file.content}\r\n--${boundary}--\r\n`;
  const res = e.handle({
    method: 'POST',
    url,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
  return { status: res.status, json: JSON.parse(res.body) as { success: boolean; attachment: Attachment } };
}

describe('uploadChatMedia: the attachment of the file sent', () => {
  it('answers the name and type sent at a URL of its own, and keeps the upload', () => {
    const e = engine();
    const first = upload(e, '/api/v1/chat/media?token=t', {
      name: 'referral letter.pdf',
      type: 'application/pdf',
      content: '%PDF-1.7 the letter',
    });
    expect(first.status).toBe(200);
    expect(first.json.attachment).toMatchObject({ name: 'referral letter.pdf', type: 'application/pdf' });
    expect(first.json.attachment.url).toMatch(
      /^https:\/\/cdn\.vida\.example\/media\/4001\/[0-9a-f]+\/referral%20letter\.pdf$/,
    );

    // The same file again is another upload, at another address.
    const again = upload(e, '/api/v1/chat/media?token=t', {
      name: 'referral letter.pdf',
      type: 'application/pdf',
      content: '%PDF-1.7 the letter',
    });
    expect(again.json.attachment.url).not.toBe(first.json.attachment.url);

    const kept = (e.snapshot().tokens.t as { chatMedia: { url: string; name: string; size: number }[] }).chatMedia;
    expect(kept.map((m) => m.url)).toEqual([first.json.attachment.url, again.json.attachment.url]);
    expect(kept[0]).toMatchObject({ name: 'referral letter.pdf', size: '%PDF-1.7 the letter'.length });
    expect(e.violations).toEqual([]);
  });

  it("takes the type from the file's extension when the part has none, and the acting account's folder", () => {
    const e = engine();
    const res = upload(e, '/api/v1/chat/media?token=t&targetAccountId=3001', {
      name: 'C:\\scans\\x-ray.JPG',
      content: 'bytes',
    });
    expect(res.json.attachment).toMatchObject({ name: 'x-ray.JPG', type: 'image/jpeg' });
    expect(res.json.attachment.url).toContain('/media/3001/');
  });

  it('serves an uploaded image where the app can read it (the mock answers that address)', () => {
    const e = engine({ assetBase: 'http://127.0.0.1:5173' });
    const res = upload(e, '/api/v1/chat/media?token=t', { name: 'smile.png', type: 'image/png', content: 'png' });
    const url = new URL(res.json.attachment.url);
    expect(url.origin).toBe('http://127.0.0.1:5173');
    expect(url.pathname).toMatch(/^\/mock-assets\/media\/4001\/[0-9a-f]+\/smile\.png$/);
    const read = e.handle({ method: 'GET', url: url.pathname, headers: {} });
    expect(read.status).toBe(200);
    expect(read.headers['content-type']).toBe('image/svg+xml');
  });

  it('refuses a form without the media part, and keeps nothing', () => {
    const e = engine();
    const boundary = 'b0undary';
    const res = e.handle({
      method: 'POST',
      url: '/api/v1/chat/media?token=t',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: `--${boundary}\r\nContent-Disposition: form-data; name="other"\r\n\r\nx\r\n--${boundary}--\r\n`,
    });
    expect([400, 422]).toContain(res.status);
    expect((e.snapshot().tokens.t as { chatMedia?: unknown[] } | undefined)?.chatMedia ?? []).toEqual([]);
  });
});

const slugOf = (e: Engine, slug: string, token?: string) =>
  call(e, 'POST', `/api/v1/fetchPaymentSlug${token ? `?token=${token}` : ''}`, { slug });

describe('getPaymentSlug: the payment page of the account the slug names', () => {
  it.each([
    ['sunrisedental', 'Sunrise Dental Group'],
    ['bluebird', 'Bluebird Telecom'],
    ['sunriseafterhours', 'Sunrise Dental Group'],
    ['northwind', 'Northwind Voice Partners'],
  ])('%s pays %s', (slug, name) => {
    const e = engine();
    const res = slugOf(e, slug);
    expect(res.status).toBe(200);
    const page = (res.json as { paymentSlug: PaymentSlug }).paymentSlug;
    expect(page).toMatchObject({ slug, username: slug, name, amount: null, unit: 'USD' });
    expect(e.violations).toEqual([]);
  });

  it('finds a slug written in capitals, needs no token, and answers the 404 envelope for an unknown one', () => {
    const e = engine();
    expect((slugOf(e, 'BlueBird').json as { paymentSlug: PaymentSlug }).paymentSlug.username).toBe('bluebird');
    const unknown = slugOf(e, 'nobody');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ success: false, message: 'Payment page not found' });
    expect(e.violations).toEqual([]);
  });

  it("answers an account made in the caller's state, under its username", () => {
    const e = engine();
    const made = call(e, 'POST', '/api/v2/createOrganization?token=t', { orgName: 'Harbor Clinic' });
    expect(made.status).toBe(201);
    const { username } = (made.json as { organization: { username: string } }).organization;
    expect((slugOf(e, username, 't').json as { paymentSlug: PaymentSlug }).paymentSlug.name).toBe('Harbor Clinic');
    expect(slugOf(e, username, 'another').status).toBe(404);
  });

  it('with an asset base, the picture is one the mock serves', () => {
    const e = engine({ assetBase: 'http://127.0.0.1:5173' });
    const page = (slugOf(e, 'sunrisedental').json as { paymentSlug: PaymentSlug }).paymentSlug;
    expect(page.image).toBe('http://127.0.0.1:5173/mock-assets/avatars/sunrisedental.png');
  });
});
