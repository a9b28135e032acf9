import { useEffect, useMemo, useRef, useState } from 'react';
import type { Conversation } from '@/api/generated/model';
import { confirmDialog } from '@/components/feedback';
import { useActingAccount } from '@/hooks/acting-account';
import type { InboxTab } from '@/lib/inbox';
import { newConversationGate, newConversationInput } from '@/lib/permissions';
import { clearInboxRoom } from './inbox-cache';
import type { StartedRoom } from './new-conversation';
import { useInboxRooms } from './use-inbox-rooms';

/** The inbox's part of the query string (spec 000 §2.2, §2.3). */
export interface InboxSearch {
  filter?: InboxTab;
  active?: string;
  new?: string | boolean;
  highlightId?: string;
}

export interface InboxNavigation {
  search: InboxSearch;
  /** Replaces the inbox's query parameters (undefined removes one). */
  setSearch: (patch: { [K in keyof InboxSearch]?: InboxSearch[K] | undefined }) => void;
  /** Opens an overlay on top of the page. */
  openOverlay: (name: 'upgrade' | 'selectNumber' | 'requestAccess' | 'call' | 'callTranscript', value?: string) => void;
  /** The product prefix of the account's `{product}Premium` and `{product}PhoneNumber` fields. */
  product?: string;
}

/** The inbox's rooms and what moves between them: the tab, the unread filter, the open room,
 * and new conversations (started here, shown before the server lists them, dropped when left
 * without a message). */
export function useInboxState({ search, setSearch, openOverlay, product = 'vida' }: InboxNavigation) {
  const acting = useActingAccount();
  const tab: InboxTab = search.filter === 'agent' ? 'agent' : 'priority';
  const [unread, setUnread] = useState(false);
  /** Rooms started here that the server's list may not hold yet, newest first. */
  const [started, setStarted] = useState<Conversation[]>([]);
  /** Rooms in which a message was sent from here. */
  const [sentIn, setSentIn] = useState<ReadonlySet<string>>(() => new Set());
  /** New rooms cancelled without a message: hidden even when the server lists them. */
  const [discarded, setDiscarded] = useState<ReadonlySet<string>>(() => new Set());
  /** The spec's alert when a new conversation cannot start; stays until dismissed. */
  const [alertText, setAlertText] = useState<string | null>(null);
  const list = useInboxRooms({
    tab,
    unread,
    accountId: String(acting.id),
    targetAccountId: acting.targetAccountId,
  });
  // The room open now, for answers that arrive after the user has moved on.
  const activeRef = useRef(search.active);
  useEffect(() => {
    activeRef.current = search.active;
  }, [search.active]);

  const allRooms = useMemo(() => {
    const server = discarded.size ? list.rooms.filter((r) => !discarded.has(r.roomId)) : list.rooms;
    if (tab !== 'priority' || !started.length) return server;
    const ids = new Set(server.map((r) => r.roomId));
    return [...started.filter((r) => !ids.has(r.roomId)), ...server];
  }, [list.rooms, started, tab, discarded]);

  const composing = search.new !== undefined && search.new !== false;
  const newRoomId = typeof search.new === 'string' ? started.find((r) => r.room === search.new)?.roomId : undefined;

  /** Drops the new room from the list when nothing was sent in it. */
  const discardNewRoom = () => {
    if (!newRoomId || sentIn.has(newRoomId)) return;
    setStarted((rs) => rs.filter((r) => r.roomId !== newRoomId));
    setDiscarded((d) => new Set(d).add(newRoomId));
    clearInboxRoom(newRoomId);
  };

  /** Cancels the new conversation; one without a message leaves the list. */
  const cancelNew = () => {
    discardNewRoom();
    setSearch({ new: undefined, ...(newRoomId && search.active === newRoomId ? { active: undefined } : {}) });
  };

  /** Opening a room ends composing a new conversation (which leaves the list if empty). */
  const openRoom = (roomId: string) => {
    if (composing && roomId !== newRoomId) {
      discardNewRoom();
      setSearch({ active: roomId, new: undefined });
      return;
    }
    setSearch({ active: roomId });
  };

  /** Closes the room view, unless the user has meanwhile opened another room. */
  const closeRoom = (roomId: string) => {
    if (activeRef.current === roomId) setSearch({ active: undefined });
  };

  const switchTab = async (next: InboxTab) => {
    if (next === tab) return;
    if (next === 'agent' && composing) {
      const outcome = await confirmDialog({
        title: 'Cancel the new conversation?',
        details: 'Switching to Junk cancels the conversation you are starting.',
        confirmText: 'Cancel conversation',
        cancelText: 'Keep writing',
        confirmColor: 'red',
      });
      if (outcome !== 'confirm') return;
      discardNewRoom();
      setSearch({ filter: next, active: undefined, new: undefined });
      return;
    }
    setSearch({ filter: next === 'priority' ? undefined : next, active: undefined });
  };

  const startNew = () => {
    const gate = newConversationGate(newConversationInput(acting.account, product));
    if (!gate.ok) {
      if (gate.open === 'upgrade') openOverlay('upgrade', gate.redirect);
      else openOverlay(gate.open);
      return;
    }
    setSearch({ new: true, active: undefined, filter: undefined });
  };

  const onStarted = ({ room, roomId, to }: StartedRoom) => {
    setDiscarded((d) => {
      if (!d.has(roomId)) return d;
      const next = new Set(d);
      next.delete(roomId);
      return next;
    });
    setStarted((rs) => [{ roomId, room, username: to, lastMessage: '' }, ...rs.filter((r) => r.roomId !== roomId)]);
    setSearch({ new: room, active: roomId });
  };

  const onStartFailed = (message: string) => {
    setAlertText(message);
    setSearch({ new: undefined });
  };

  const onListChanged = (removed?: string) => {
    if (removed) {
      clearInboxRoom(removed);
      setStarted((rs) => rs.filter((r) => r.roomId !== removed));
    }
    void list.reload();
  };

  return {
    tab,
    unread,
    setUnread,
    list,
    allRooms,
    composing,
    newRoomId,
    /** Something was sent in the new room: leaving it keeps it. */
    newRoomSent: !!newRoomId && sentIn.has(newRoomId),
    markSent: (roomId: string) => setSentIn((s) => new Set(s).add(roomId)),
    alertText,
    dismissAlert: () => setAlertText(null),
    cancelNew,
    openRoom,
    closeRoom,
    switchTab,
    startNew,
    onStarted,
    onStartFailed,
    onListChanged,
  };
}

export type InboxState = ReturnType<typeof useInboxState>;
