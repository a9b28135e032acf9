import { useEffect, useRef } from 'react';
import { Box, Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import type { Message } from '@/api/generated/model';
import { humanMessage } from '@/lib/errors';
import * as MESSAGES from '@/lib/message-catalogue';
import { discardEntry } from './compose-store';
import { MessageItem } from './message-item';
import { useNow } from './use-now';
import type { RoomState } from './use-room';
import type { useRoomMessages } from './use-room-messages';

interface ConversationThreadProps {
  roomId: string;
  room: RoomState;
  thread: ReturnType<typeof useRoomMessages>;
  me?: string;
  onTranscript: (message: Message) => void;
}

/** A room's messages, oldest first, then the texts still on their way; kept scrolled to the
 * newest. Loading, failed and empty rooms say so. */
export function ConversationThread({ roomId, room, thread, me, onTranscript }: ConversationThreadProps) {
  const { detail, key } = room;
  const { messages, pending, react, send } = thread;
  const now = useNow();

  // The newest message is at the bottom: keep it in view as messages arrive.
  const scrollRef = useRef<HTMLDivElement>(null);
  const count = (messages?.length ?? 0) + pending.length;
  useEffect(() => {
    const el = scrollRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count]);

  return (
    <Box ref={scrollRef} flex="1" minH="0" overflowY="auto" overflowX="hidden" px={{ base: '2', md: '4' }} py="3">
      {detail.isError ? (
        <Stack role="alert" align="start" gap="2">
          <Text fontWeight="semibold">This conversation could not be loaded.</Text>
          <Text fontSize="sm" color="fg.muted">
            {humanMessage(detail.error, MESSAGES.fetchConversationFailed)}
          </Text>
          <Button size="sm" onClick={() => void detail.refetch()}>
            Retry
          </Button>
        </Stack>
      ) : detail.isPending ? (
        <Center role="status" py="6">
          <Spinner aria-label="Loading messages" />
        </Center>
      ) : count === 0 ? (
        <Center py="10">
          <Text color="fg.muted">No messages yet. Write the first one below.</Text>
        </Center>
      ) : (
        <Stack as="ol" listStyleType="none" gap="3" m="0" p="0" aria-label="Messages">
          {(messages ?? []).map((m, i) => (
            <MessageItem
              key={m.id ?? `${m.timestamp}-${i}`}
              message={m}
              me={me}
              now={now}
              onReact={react}
              onTranscript={onTranscript}
            />
          ))}
          {pending.map((p) => (
            <MessageItem
              key={p.localId}
              message={{ roomId, message: p.text, timestamp: p.timestamp, direction: 'outbound', type: 'message' }}
              me={me}
              now={now}
              onReact={react}
              onTranscript={onTranscript}
              pending={p}
              onRetry={() => send(p.text, p.localId)}
              onDiscard={() => discardEntry(key, p.localId)}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
