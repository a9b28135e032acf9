import { Button, Center, Flex, HStack, Text } from '@chakra-ui/react';
import { Inbox } from 'lucide-react';
import type { Conversation, Message } from '@/api/generated/model';
import { useActingAccount } from '@/hooks/acting-account';
import { Key } from './bits';
import { ConversationView } from './conversation-view';
import { NewConversation } from './new-conversation';
import type { InboxSearch, InboxState } from './use-inbox-state';

interface InboxDetailPaneProps {
  state: InboxState;
  search: InboxSearch;
  /** The open room as the list knows it. */
  activeRoom: Conversation | undefined;
  narrow: boolean;
  onCall: (username: string) => void;
  onTranscript: (message: Message) => void;
}

/** The room side of the inbox: the new-conversation form, the open room, or a hint. */
export function InboxDetailPane({ state, search, activeRoom, narrow, onCall, onTranscript }: InboxDetailPaneProps) {
  const me = useActingAccount().account.username;
  const { composing, newRoomId, tab } = state;
  return (
    <Flex flex="1" minW="0" minH="0" direction="column">
      {composing && !newRoomId && !(typeof search.new === 'string' && search.active) ? (
        <NewConversation onStarted={state.onStarted} onFailed={state.onStartFailed} onCancel={state.cancelNew} />
      ) : search.active ? (
        <>
          {composing ? (
            <HStack px="3" py="2" justify="space-between" bg="bg.muted">
              <Text fontSize="sm">New conversation</Text>
              <Button size="xs" variant="outline" onClick={state.cancelNew}>
                {state.newRoomSent ? 'Done' : 'Cancel new conversation'}
              </Button>
            </HStack>
          ) : null}
          <ConversationView
            key={`${tab}:${search.active}`}
            roomId={search.active}
            tab={tab}
            room={activeRoom}
            me={me}
            narrow={narrow}
            onClose={state.closeRoom}
            onListChanged={state.onListChanged}
            onSent={state.markSent}
            onCall={onCall}
            onTranscript={onTranscript}
          />
        </>
      ) : (
        <Center flex="1" p="6" flexDirection="column" gap="2" color="fg.muted" textAlign="center">
          <Inbox size={32} aria-hidden="true" />
          <Text>Choose a conversation to read it.</Text>
          <Text fontSize="sm" hideBelow="md">
            Press <Key>j</Key> and <Key>k</Key> to move through the list, <Key>?</Key> for all shortcuts.
          </Text>
        </Center>
      )}
    </Flex>
  );
}
