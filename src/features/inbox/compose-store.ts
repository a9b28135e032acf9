import type { QueryClient } from '@tanstack/react-query';
import { humanMessage } from '@/lib/errors';
import { pendingOutbox, type OutboxEntry } from '@/lib/inbox';
import { createStore } from '@/lib/store';
import { refreshRoomLists, sendText } from './api';

/**
 * What is being written, outside the conversation view (which remounts per room): the draft of
 * each room, and the outbox of texts on their way. Both live for the page's lifetime, per account
 * and room, so a draft survives switching rooms and a send finishes even when its room is left.
 */
export const roomKey = (accountId: string | number, roomId: string) => `${accountId}:${roomId}`;

export const drafts = createStore<ReadonlyMap<string, string>>(new Map());

export function setDraft(key: string, text: string) {
  drafts.set((all) => {
    if ((all.get(key) ?? '') === text) return all;
    const next = new Map(all);
    if (text) next.set(key, text);
    else next.delete(key);
    return next;
  });
}

export const outbox = createStore<ReadonlyMap<string, readonly OutboxEntry[]>>(new Map());

const updateEntry = (key: string, localId: string, change: (e: OutboxEntry) => OutboxEntry | null) =>
  outbox.set((all) => {
    const list = all.get(key);
    if (!list) return all;
    const next = new Map(all);
    const changed = list.map((e) => (e.localId === localId ? change(e) : e)).filter((e): e is OutboxEntry => !!e);
    if (changed.length) next.set(key, changed);
    else next.delete(key);
    return next;
  });

export const discardEntry = (key: string, localId: string) => updateEntry(key, localId, () => null);

let seq = 0;

export interface SendInput {
  key: string;
  roomId: string;
  target: string;
  text: string;
  targetAccountId?: number;
  queryClient: QueryClient;
  /** The query key of the room's messages, refreshed once the text is accepted. */
  detailKey: readonly unknown[];
  now?: () => number;
}

function dropDelivered(key: string, localId: string, detail: unknown) {
  const messages =
    detail && typeof detail === 'object' && Array.isArray((detail as { messages?: unknown }).messages)
      ? ((detail as { messages: { message?: unknown; direction?: unknown; timestamp?: unknown }[] }).messages ?? [])
      : [];
  const entries = outbox.get().get(key) ?? [];
  const waiting = pendingOutbox(messages, entries);
  const delivered = entries.some((e) => e.localId === localId) && !waiting.some((e) => e.localId === localId);
  if (delivered) discardEntry(key, localId);
}

/** Sends (or sends again, with `localId`) one text: it shows at once as sending, then as sent
 * until the room's messages hold it, or as failed with the reason. */
export async function sendOutboxEntry(input: SendInput, localId?: string): Promise<boolean> {
  const now = input.now ?? Date.now;
  const id = localId ?? `local-${now()}-${++seq}`;
  if (localId) updateEntry(input.key, id, (e) => ({ ...e, status: 'sending', error: undefined }));
  else
    outbox.set((all) => {
      const next = new Map(all);
      const entry: OutboxEntry = {
        localId: id,
        roomId: input.roomId,
        text: input.text,
        timestamp: Math.floor(now() / 1000),
        status: 'sending',
      };
      next.set(input.key, [...(all.get(input.key) ?? []), entry]);
      return next;
    });
  try {
    await sendText({
      target: input.target,
      content: input.text,
      roomId: input.roomId,
      targetAccountId: input.targetAccountId,
    });
    updateEntry(input.key, id, (e) => ({ ...e, status: 'sent' }));
    // Once the room's messages hold the server's copy, the local entry goes (the outbox never
    // grows for the page's lifetime); until then it shows as sent.
    void input.queryClient
      .invalidateQueries({ queryKey: input.detailKey })
      .then(() => dropDelivered(input.key, id, input.queryClient.getQueryData(input.detailKey)));
    void refreshRoomLists(input.queryClient);
    return true;
  } catch (e) {
    updateEntry(input.key, id, (x) => ({
      ...x,
      status: 'failed',
      error: humanMessage(e, 'The message could not be sent.'),
    }));
    return false;
  }
}

/** The sizes of files uploaded from this page, by their URL (the server's attachments carry no
 * size): a file sent from here shows its size. */
export const fileSizes = new Map<string, number>();

/** Rooms closed (archived) from this page: they show Reopen until reopened. The room lists do not
 * say whether a room is archived, so only what happened here is known. */
export const archived = createStore<ReadonlySet<string>>(new Set());

export function setArchived(key: string, on: boolean) {
  archived.set((s) => {
    if (s.has(key) === on) return s;
    const next = new Set(s);
    if (on) next.add(key);
    else next.delete(key);
    return next;
  });
}
