import { HStack, Stack, Text } from '@chakra-ui/react';
import type { Conversation, Message } from '@/api/generated/model';
import type { InboxTab } from '@/lib/inbox';
import { Composer } from './composer';
import { ConversationHeader } from './conversation-header';
import { ConversationThread } from './conversation-thread';
import { useRoom } from './use-room';
import { useRoomMessages } from './use-room-messages';

interface ConversationViewProps {
  roomId: string;
  tab: InboxTab;
  /** The room as the list knows it (a new room may not be on the server's list yet). */
  room?: Conversation;
  me?: string;
  /** One pane at a time (phones): the header starts with Back. */
  narrow?: boolean;
  /** Closes the view of this room (the caller ignores it when another room is open by then). */
  onClose: (roomId: string) => void;
  /** The room's list changed on the server (closed, unread): refresh the list. */
  onListChanged: (removedRoomId?: string) => void;
  onSent: (roomId: string) => void;
  onCall: (username: string) => void;
  onTranscript: (message: Message) => void;
}

/** One room: a one-row header (who, the primary actions, the rest in a menu), its messages and
 * the message box. */
export function ConversationView(props: ConversationViewProps) {
  const { roomId, tab, me, narrow = false, onClose, onListChanged, onSent, onCall, onTranscript } = props;
  const room = useRoom(roomId, tab, props.room, me);
  const thread = useRoomMessages(roomId, room, me, onSent);

  return (
    <Stack as="section" aria-label={`Conversation with ${room.title}`} flex="1" minH="0" minW="0" gap="0">
      <ConversationHeader
        roomId={roomId}
        tab={tab}
        room={room}
        narrow={narrow}
        onClose={onClose}
        onListChanged={onListChanged}
        onCall={onCall}
      />
      {room.isArchived ? (
        <HStack px="3" py="2" bg="bg.muted" fontSize="sm" justify="space-between" borderBottomWidth="1px">
          <Text>This conversation is closed. Reopen it to bring it back to the inbox.</Text>
        </HStack>
      ) : null}
      <ConversationThread roomId={roomId} room={room} thread={thread} me={me} onTranscript={onTranscript} />
      <Composer
        draftKey={room.key}
        disabled={room.locked || !room.target}
        uploading={thread.uploading}
        onSend={(text) => thread.send(text)}
        onAttach={(file) => void thread.attach(file)}
      />
    </Stack>
  );
}
