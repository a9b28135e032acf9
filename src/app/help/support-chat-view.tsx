// The support chat's conversation view (the help area's slot), built from the inbox's conversation
// view (features do not import each other, so the app composes them). Loaded lazily by
// ./lazy-support-chat-view.ts: the inbox stays out of the first chunk.
import { useMemo } from 'react';
import type { Conversation } from '@/api/generated/model';
import { ConversationView } from '@/features/inbox';
import type { SupportChatViewProps } from '@/features/help';
import { SALES_PHONE_NUMBER } from '@/api/config';
import { transcriptRef } from '@/lib/inbox';
import { useOverlays } from '@/overlays';

/** The support room in the inbox's conversation view: its messages, the message box, its menu. */
export function SupportChatView({ roomId, room, me, onClose }: SupportChatViewProps) {
  const { open } = useOverlays();
  // The room as the group-room call named it, until its detail arrives: with the sales number.
  const listed = useMemo<Conversation>(
    () => ({ roomId, room, users: [SALES_PHONE_NUMBER], username: 'Support' }),
    [roomId, room],
  );
  return (
    <ConversationView
      roomId={roomId}
      tab="priority"
      room={listed}
      me={me}
      narrow
      onClose={onClose}
      onListChanged={() => undefined}
      onSent={() => undefined}
      onCall={(username) => open('call', username)}
      onTranscript={(message) => {
        if (message.uuid) open('callTranscript', transcriptRef(message.roomId || roomId, message.uuid));
      }}
    />
  );
}
