// The inbox's read state, kept per token (see handlers.js; each operation has exactly one
// handler). The contract has no "mark read" call: opening a room
// (getConversation / getAgentConversation) reads it, and markUnread flags it unread again
// (spec 001 "read or unread (markUnread)"). What the lists, the rooms and the activity answer
// carries that state:
// - `ctx.state.roomRead[roomId]`: true once opened, false once marked unread (absent: the example's);
// - the lists' `unread=true` filter keeps only the rooms unread now (totalRooms counts them);
// - the AI agent flag of a room (`ctx.state.aiAgentEnabled`, set by handlers.js's toggle) applies;
// - a closed room (`closeConversation`, kept in `ctx.state.archivedRooms` by its room name) leaves
//   the lists until `unarchiveConversation` brings it back;
// - a message's reactions (`addReaction` / `removeReaction`, `ctx.state.reactions`) show on it.
// Starting a conversation and attaching a file:
// - `getGroupConversationRoomId` answers the room of a set of members from the token's room list
//   (`ctx.state.rooms`, seeded with the rooms the examples list), making a room for a new set.
//   A room made so is the token's own: the priority list shows it first (page 0, counted in
//   totalRooms) and getConversation opens it, with no messages until a text is sent to it;
// - `uploadChatMedia` keeps each upload (`ctx.state.chatMedia`) and answers its attachment: the
//   file's name and type as sent, at a URL of its own.

import { EXAMPLE_IMAGE_HOST } from './assets.js';
import { MAX_LIST_ITEMS, multipartPart, refuse, refuseWhenFull, seconds } from './util.js';

const readOf = (ctx) => (ctx.state.roomRead ??= {});

/** A room (of a list, a detail or the activity) with this token's read state and AI flag. */
function withState(ctx, room) {
  if (!room || typeof room.roomId !== 'string') return room;
  const read = readOf(ctx)[room.roomId];
  const ai = ctx.state.aiAgentEnabled?.[room.roomId];
  let out = room;
  if (read !== undefined) out = { ...out, unread: !read };
  if (ai !== undefined && 'aiAgentEnabled' in room) out = { ...out, aiAgentEnabled: ai };
  return out;
}

const archived = (ctx, room) =>
  Boolean(room && typeof room.room === 'string' && ctx.state.archivedRooms?.[room.room] === true);

/** A message with the reactions this token's state holds for it (one per emoji and person). */
function withReactions(ctx, message) {
  if (!message || typeof message.id !== 'string') return message;
  const mine = (ctx.state.reactions ?? []).filter((r) => r.messageId === message.id);
  if (!mine.length) return message;
  const given = Array.isArray(message.reactions) ? message.reactions : [];
  const key = (r) => `${r.reaction}\u0000${r.username ?? ''}`;
  const seen = new Set(mine.map(key));
  return { ...message, reactions: [...given.filter((r) => !seen.has(key(r))), ...mine].slice(-100) };
}

/** The rooms this token made (getGroupConversationRoomId for a new set of members), newest first. */
const madeRooms = (ctx) => (ctx.state.rooms ?? []).filter((r) => r.made === true).reverse();

/** A made room as the inbox lists it: the other member's contact name where the token has one. */
function madeRoomEntry(ctx, made) {
  const own = memberKey(ctx.state.account?.username);
  const others = made.users.filter((u) => memberKey(u) !== own);
  const first = String(others[0] ?? '');
  const phone = /^\+?[\d\s().-]+$/.test(first);
  const contact = (ctx.state.contacts ?? []).find(
    (c) => c && typeof c.phoneNumber === 'string' && memberKey(c.phoneNumber) === memberKey(first),
  );
  // A number as the examples show one off the platform: +1 (415) 555-0187, else +<digits>.
  const digits = memberKey(first);
  const shown = !phone
    ? first
    : /^1\d{10}$/.test(digits)
      ? digits.replace(/^1(\d{3})(\d{3})(\d{4})$/, '+1 ($1) $2-$3')
      : `+${digits}`;
  const name = others.length > 1 ? others.join(', ') : (contact?.name ?? shown);
  return {
    roomId: made.roomId,
    room: made.room,
    name: String(name).slice(0, 200),
    username: (phone ? digits : first).slice(0, 100),
    users: made.users.slice(0, 50),
    ...(phone && others.length === 1 ? { unregistered: true, unregisteredDisplayName: shown.slice(0, 200) } : {}),
    lastMessage: '',
    lastMessageTimestamp: made.createdAt ?? 0,
    unread: false,
    aiAgentEnabled: ctx.state.aiAgentEnabled?.[made.roomId] ?? true,
  };
}

/** A list answer with the read state applied; closed rooms left out; `unread=true` keeps the rooms unread now. */
function list(ctx, example) {
  const body = example?.body;
  if (!body || !Array.isArray(body.rooms)) return undefined;
  // The token's own rooms lead the first page of the priority inbox (the agent's list is the agent's).
  const firstPage = !ctx.query.page || ctx.query.page === '0';
  const made =
    ctx.operation.operationId === 'listConversations'
      ? madeRooms(ctx)
          .map((r) => withState(ctx, madeRoomEntry(ctx, r)))
          .filter((r) => !archived(ctx, r))
      : [];
  const before = body.rooms.length;
  let rooms = body.rooms.filter((r) => !archived(ctx, r)).map((r) => withState(ctx, r));
  const closed = before - rooms.length;
  if (firstPage) rooms = [...made, ...rooms].slice(0, 100);
  const unreadOnly = ctx.query.unread === 'true' || ctx.query.unread === true;
  if (unreadOnly) rooms = rooms.filter((r) => r && r.unread === true);
  const totalRooms = unreadOnly
    ? rooms.length
    : typeof body.totalRooms === 'number'
      ? Math.max(0, body.totalRooms - closed + made.length)
      : body.totalRooms;
  return { status: example.status, body: { ...body, rooms, ...(totalRooms === undefined ? {} : { totalRooms }) } };
}

/** Opening a room reads it: its answer, and every later list, show it read. A room this token
 * made answers itself (its messages are the texts sent to it, added by outbound-sms.js). */
function open(ctx, example) {
  const body = example?.body;
  if (!body || typeof ctx.params.roomId !== 'string') return undefined;
  const made = madeRooms(ctx).find((r) => r.roomId === ctx.params.roomId);
  if (made && ctx.operation.operationId === 'getConversation') {
    readOf(ctx)[made.roomId] = true;
    const room = withState(ctx, madeRoomEntry(ctx, made));
    return {
      status: 200,
      body: {
        success: true,
        rooms: [room],
        totalRooms: 1,
        pageSize: 20,
        pageNumber: 0,
        messages: [],
        totalMessages: 0,
      },
    };
  }
  // Only a room that opens is read (a failed read answers success false and changes nothing).
  if (body.success === false) return undefined;
  readOf(ctx)[ctx.params.roomId] = true;
  const rooms = Array.isArray(body.rooms) ? body.rooms.map((r) => withState(ctx, r)) : body.rooms;
  const messages = Array.isArray(body.messages) ? body.messages.map((m) => withReactions(ctx, m)) : body.messages;
  return { status: example.status, body: { ...body, rooms, ...(messages === undefined ? {} : { messages }) } };
}

function markUnread(ctx, example) {
  const roomId = ctx.body?.roomId;
  if (typeof roomId !== 'string' || roomId === '') return undefined;
  readOf(ctx)[roomId] = false;
  return { status: example?.status, body: example?.body ?? { success: true } };
}

/** An activity answer (`{ activity: [...] }`) with the read state applied. */
function activity(ctx, example) {
  const body = example?.body;
  if (!body || !Array.isArray(body.activity)) return undefined;
  return { status: example.status, body: { ...body, activity: body.activity.map((r) => withState(ctx, r)) } };
}

/** A member as the room list compares them: a phone number by its digits, a username in lower case. */
function memberKey(user) {
  const text = String(user ?? '').trim();
  return /^\+?[\d\s().-]+$/.test(text) ? text.replace(/\D/g, '') : text.toLowerCase();
}

/** The members of a room as one comparable text (the same set, in any order, gives the same text). */
const membersKey = (users) => [...new Set(users.map(memberKey).filter(Boolean))].sort().join('\n');

/** The room shared by the caller and `users`: the one the token's room list has, else a new one. */
function groupConversationRoom(ctx) {
  const own = String(ctx.state.account?.username ?? '');
  const others = [...new Set(ctx.body.users.map(memberKey))].filter((u) => u && u !== memberKey(own)).sort();
  if (!others.length) return refuse(ctx, 'Name at least one other member of the conversation.', [400, 422]);
  const rooms = (ctx.state.rooms ??= []);
  const key = membersKey([own, ...others]);
  const found = rooms.find((r) => Array.isArray(r.users) && membersKey(r.users) === key);
  const answer = (r) => ({ body: { success: true, details: { room: r.room, roomId: r.roomId } } });
  if (found) return answer(found);
  const full = refuseWhenFull(ctx, rooms.length, MAX_LIST_ITEMS, 'conversations');
  if (full) return full;
  let roomId;
  do roomId = `room_${ctx.randomHex(3)}`;
  while (rooms.some((r) => r.roomId === roomId));
  const room = {
    room: [own, ...others].join('-').slice(0, 200),
    roomId,
    users: [own, ...others],
    made: true,
    createdAt: ctx.now(),
  };
  rooms.push(room);
  return answer(room);
}

/** Media types by file extension, for a part sent without its own. */
const TYPE_OF_EXTENSION = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  txt: 'text/plain',
  csv: 'text/csv',
};
/** How many uploads a token's state keeps (the oldest go first). */
const KEPT_UPLOADS = 200;

/** An upload kept and answered as the attachment to send: its name and type as sent, its own URL. */
function uploadChatMedia(ctx) {
  const part = multipartPart(ctx.rawBody, ctx.contentType, 'media');
  if (!part) return refuse(ctx, 'No file was sent: the form has no "media" part.', [400, 422]);
  // The name without any folder a browser may send, at most the contract's 255 characters.
  const sent = /filename="([^"]*)"/i.exec(part.headers)?.[1] ?? '';
  const name = (sent.split(/[\\/]/).pop() || 'upload').slice(0, 255);
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  const given = /content-type:\s*([^\r\n;]+)/i.exec(part.headers)?.[1]?.trim();
  const type = (given || TYPE_OF_EXTENSION[extension] || 'application/octet-stream').slice(0, 100);
  const account = /^\d+$/.test(ctx.query.targetAccountId ?? '') ? ctx.query.targetAccountId : ctx.state.account?.id;
  const id = ctx.randomHex(4);
  const url = `${EXAMPLE_IMAGE_HOST}media/${account}/${id}/${encodeURIComponent(name)}`;
  const kept = (ctx.state.chatMedia ??= []);
  kept.push({ id, url, name, type, size: part.value.length, uploadedAt: seconds(ctx.now()) });
  if (kept.length > KEPT_UPLOADS) kept.splice(0, kept.length - KEPT_UPLOADS);
  // An image is served the way the examples' images are (the mock answers that address).
  return { body: { success: true, attachment: { type, url: ctx.assetUrl(url), name } } };
}

export const inboxHandlers = {
  listConversations: list,
  listAgentConversations: list,
  getConversation: open,
  getAgentConversation: open,
  markPriorityActivityUnread: markUnread,
  markJunkActivityUnread: markUnread,
  listPriorityActivity: activity,
  listJunkActivity: activity,
  getGroupConversationRoomId: groupConversationRoom,
  uploadChatMedia,
};
