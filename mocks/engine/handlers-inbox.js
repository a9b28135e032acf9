// The inbox's read state, kept per token (see handlers.js; spread last, so the operations here
// replace the general ones). The contract has no "mark read" call: opening a room
// (getConversation / getAgentConversation) reads it, and markUnread flags it unread again
// (spec 001 "read or unread (markUnread)"). What the lists, the rooms and the activity answer
// carries that state:
// - `ctx.state.roomRead[roomId]`: true once opened, false once marked unread (absent: the example's);
// - the lists' `unread=true` filter keeps only the rooms unread now (totalRooms counts them);
// - the AI agent flag of a room (`ctx.state.aiAgentEnabled`) applies as in handlers.js;
// - a closed room (`closeConversation`, kept in `ctx.state.archivedRooms` by its room name) leaves
//   the lists until `unarchiveConversation` brings it back;
// - a message's reactions (`addReaction` / `removeReaction`, `ctx.state.reactions`) show on it.

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

/** A list answer with the read state applied; closed rooms left out; `unread=true` keeps the rooms unread now. */
function list(ctx, example) {
  const body = example?.body;
  if (!body || !Array.isArray(body.rooms)) return undefined;
  const before = body.rooms.length;
  let rooms = body.rooms.filter((r) => !archived(ctx, r)).map((r) => withState(ctx, r));
  const closed = before - rooms.length;
  const unreadOnly = ctx.query.unread === 'true' || ctx.query.unread === true;
  if (unreadOnly) rooms = rooms.filter((r) => r && r.unread === true);
  const totalRooms = unreadOnly
    ? rooms.length
    : typeof body.totalRooms === 'number'
      ? Math.max(0, body.totalRooms - closed)
      : body.totalRooms;
  return { status: example.status, body: { ...body, rooms, ...(totalRooms === undefined ? {} : { totalRooms }) } };
}

/** Opening a room reads it: its answer, and every later list, show it read. */
function open(ctx, example) {
  const body = example?.body;
  if (!body || typeof ctx.params.roomId !== 'string') return undefined;
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

export const inboxHandlers = {
  listConversations: list,
  listAgentConversations: list,
  getConversation: open,
  getAgentConversation: open,
  markPriorityActivityUnread: markUnread,
  markJunkActivityUnread: markUnread,
  listPriorityActivity: activity,
  listJunkActivity: activity,
};
