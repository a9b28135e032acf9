import { Box, Button, HStack, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Archive, ArchiveRestore, ArrowLeft, Phone, X } from 'lucide-react';
import { UserAvatar } from '@/components/user-avatar';
import { CHANNEL_LABELS, roomChannel, type InboxTab } from '@/lib/inbox';
import { roomAiAgentQueryOptions, useArchiveRoom, useToggleRoomAiAgent } from './api';
import { Toggle } from './bits';
import { setArchived } from './compose-store';
import { ConversationMenu } from './conversation-menu';
import { runAction } from './run-action';
import type { RoomState } from './use-room';

interface ConversationHeaderProps {
  roomId: string;
  tab: InboxTab;
  room: RoomState;
  narrow: boolean;
  onClose: (roomId: string) => void;
  onListChanged: (removedRoomId?: string) => void;
  onCall: (username: string) => void;
}

/** A room's one-row header: who it is with, the AI agent switch, Call, Close or Reopen, the
 * other actions in a menu, and closing the view. */
export function ConversationHeader(props: ConversationHeaderProps) {
  const { roomId, tab, room, narrow, onClose, onListChanged, onCall } = props;
  const { title, other, locked, isArchived, key, roomName, targetAccountId } = room;
  const ai = useQuery(roomAiAgentQueryOptions(roomId, targetAccountId));
  const toggleAi = useToggleRoomAiAgent(roomId, targetAccountId);
  const { close, reopen } = useArchiveRoom(roomName, targetAccountId);
  const aiEnabled = ai.data?.aiAgentEnabled ?? room.room?.aiAgentEnabled ?? false;
  const channel = room.room ? roomChannel(room.room) : 'chat';

  const archive = (on: boolean) =>
    void runAction(
      async () => {
        await (on ? close : reopen).mutateAsync();
        setArchived(key, on);
        if (on) onListChanged(roomId);
        else onListChanged();
      },
      on ? 'Conversation closed' : 'Conversation reopened',
    );

  return (
    <HStack borderBottomWidth="1px" px={{ base: '2', md: '3' }} py="2" gap={{ base: '1.5', md: '3' }} minW="0">
      {narrow ? (
        <IconButton aria-label="Back to conversations" variant="ghost" size="sm" onClick={() => onClose(roomId)}>
          <ArrowLeft />
        </IconButton>
      ) : null}
      <UserAvatar name={title} image={room.room?.image} size="sm" />
      <Stack gap="0" minW="0" flex="1">
        <Heading as="h2" size="sm" truncate>
          {title}
        </Heading>
        <Text fontSize="xs" color="fg.muted" truncate>
          {isArchived ? 'Closed' : CHANNEL_LABELS[channel]}
          {aiEnabled && !isArchived ? ' · AI agent answering' : ''}
        </Text>
      </Stack>
      <HStack role="toolbar" aria-label="Conversation actions" gap={{ base: '0.5', md: '2' }} flexShrink={0}>
        <Toggle
          label="AI agent"
          shortLabel="AI"
          title="The AI agent answers in this conversation"
          checked={aiEnabled}
          disabled={locked || toggleAi.isPending}
          onChange={(next) =>
            void runAction(
              () => toggleAi.mutateAsync(next),
              next ? 'AI agent on for this conversation' : 'AI agent off for this conversation',
            )
          }
        />
        <Button
          size="sm"
          variant="outline"
          disabled={locked || !other}
          aria-label={`Call ${title}`}
          title={`Call ${title}`}
          onClick={() => other && onCall(other)}
          px={{ base: '2', md: '3' }}
        >
          <Phone />
          <Box as="span" hideBelow="md">
            Call
          </Box>
        </Button>
        {isArchived ? (
          <Button
            size="sm"
            variant="outline"
            disabled={locked || reopen.isPending}
            title="Unarchive this conversation"
            aria-label="Reopen conversation"
            px={{ base: '2', md: '3' }}
            onClick={() => archive(false)}
          >
            <ArchiveRestore />
            <Box as="span" hideBelow="md">
              Reopen
            </Box>
          </Button>
        ) : (
          <Button
            size="sm"
            variant="outline"
            disabled={locked || close.isPending}
            title="Close (archive) this conversation"
            aria-label="Close conversation"
            px={{ base: '2', md: '3' }}
            onClick={() => archive(true)}
          >
            <Archive />
            <Box as="span" hideBelow="md">
              Close
            </Box>
          </Button>
        )}
        <ConversationMenu roomId={roomId} tab={tab} room={room} onClose={onClose} onListChanged={onListChanged} />
        {!narrow ? (
          <IconButton
            size="sm"
            variant="ghost"
            aria-label="Close the room view"
            title="Close the room view (Esc)"
            onClick={() => onClose(roomId)}
          >
            <X />
          </IconButton>
        ) : null}
      </HStack>
    </HStack>
  );
}
