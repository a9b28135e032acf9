// The send-text call beyond the catalogue (`POST /api/v2/agent/outboundSms`, operation
// sendOutboundSms), kept apart from handlers.js: a sent text is remembered per token and shows
// up in its room's messages (priority and junk) and as that room's last message in the lists.
// The room is the one named in `meta.roomId` (the console sends it); a text without one is
// queued and answered but belongs to no room.

import { refuse, seconds } from './util.js';
/** The room detail answers at most 100 messages (the contract's maxItems). */
const MAX_MESSAGES = 100;

const sentOf = (ctx) => {
  if (!Array.isArray(ctx.state.outboundSms)) ctx.state.outboundSms = [];
  return ctx.state.outboundSms;
};

/** Queues one text; answers its task. */
function queueOne(ctx, { target, content, meta }) {
  const roomId = meta && typeof meta.roomId === 'string' ? meta.roomId : undefined;
  const account = ctx.state.account ?? {};
  const now = ctx.now();
  const sent = sentOf(ctx);
  const id = `msg_out${(sent.length + 1).toString(36).padStart(3, '0')}${ctx.randomHex(2)}`;
  const message = {
    id,
    roomId: roomId ?? '',
    sender: typeof account.username === 'string' ? account.username : undefined,
    fromUser: typeof account.name === 'string' && account.name ? account.name : undefined,
    type: 'message',
    direction: 'outbound',
    source: 'sms',
    message: content,
    timestamp: seconds(now),
    date: new Date(now).toISOString(),
    status: 'queued',
  };
  for (const k of Object.keys(message)) if (message[k] === undefined) delete message[k];
  sent.push({ target, roomId, message });
  return { id: `task_${id.slice(4)}`, target, status: 'queued' };
}

/** One text (`target`), or the real product's batch form (`targets`: recipients or objects with
 * their own options; a recipient without its own `content` takes the shared one). */
function sendOutboundSms(ctx) {
  const { targets, content, meta } = ctx.body;
  const items = Array.isArray(targets)
    ? targets.map((t) => (typeof t === 'string' ? { target: t } : t))
    : [{ target: ctx.body.target, content, meta }];
  const missing = items.find((t) => !(t.content ?? content));
  if (missing) return refuse(ctx, `No message text for ${missing.target}`, [400]);
  const tasks = items.map((t) =>
    queueOne(ctx, { target: t.target, content: t.content ?? content, meta: t.meta ?? meta }),
  );
  return { body: { success: true, message: 'Outbound SMS initiated.', inserted: tasks.length, tasks } };
}

/** A room detail answer with this token's sent texts of that room appended (oldest first). */
function withSentMessages(ctx, result) {
  const body = result?.body;
  if (!body || !Array.isArray(body.messages)) return result;
  const mine = sentOf(ctx)
    .filter((s) => s.roomId === ctx.params.roomId)
    .map((s) => s.message);
  if (!mine.length) return result;
  const messages = [...body.messages, ...mine].slice(-MAX_MESSAGES);
  const rooms = Array.isArray(body.rooms) ? body.rooms.map((r) => withLastSent(ctx, r)) : body.rooms;
  const total = typeof body.totalMessages === 'number' ? body.totalMessages + mine.length : messages.length;
  return { ...result, body: { ...body, rooms, messages, totalMessages: total } };
}

/** A room of a list with its last message replaced by the newest text sent to it. */
function withLastSent(ctx, room) {
  if (!room || typeof room.roomId !== 'string') return room;
  const last = sentOf(ctx)
    .filter((s) => s.roomId === room.roomId)
    .at(-1);
  if (!last) return room;
  return { ...room, lastMessage: last.message.message, lastMessageTimestamp: last.message.timestamp * 1000 };
}

function withSentInList(ctx, result) {
  const body = result?.body;
  if (!body || !Array.isArray(body.rooms) || !sentOf(ctx).length) return result;
  return { ...result, body: { ...body, rooms: body.rooms.map((r) => withLastSent(ctx, r)) } };
}

/** The handlers with the send-text call added and the room answers showing what was sent. */
export function withOutboundSms(handlers) {
  const wrap = (operationId, after) => {
    const base = handlers[operationId];
    return (ctx, example) => after(ctx, base ? base(ctx, example) : example);
  };
  return {
    ...handlers,
    sendOutboundSms,
    getConversation: wrap('getConversation', withSentMessages),
    getAgentConversation: wrap('getAgentConversation', withSentMessages),
    listConversations: wrap('listConversations', withSentInList),
    listAgentConversations: wrap('listAgentConversations', withSentInList),
  };
}
