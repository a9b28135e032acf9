import { useRef, useState } from 'react';
import { Box, Button, Center, HStack, Heading, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  getGetAgentConversationQueryKey,
  getGetConversationAiAgentEnabledQueryKey,
  getGetConversationQueryKey,
  useAddReaction,
  useCloseConversation,
  useGetAgentConversation,
  useGetBlockStatus,
  useGetConversation,
  useGetConversationAiAgentEnabled,
  useRateConversation,
  useRemoveReaction,
  useToggleConversationAiAgent,
  useUnarchiveConversation,
  useUpdateBlockStatus,
  useUploadChatMedia,
} from '@/api/generated/hooks/conversations/conversations';
import { useMarkJunkActivityUnread, useMarkPriorityActivityUnread } from '@/api/generated/hooks/activity/activity';
import type { Conversation, ConversationDetail, Message } from '@/api/generated/model';
import { confirmDialog, toast } from '@/components/feedback';
import { roomTitle, type InboxTab } from '@/lib/inbox';
import { MessageItem } from './message-item';

interface ConversationViewProps {
  roomId: string;
  tab: InboxTab;
  /** The room as the list knows it (a new room may not be on the server's list yet). */
  room?: Conversation;
  me?: string;
  /** Closes the view of this room (the caller ignores it when another room is open by then). */
  onClose: (roomId: string) => void;
  /** The room's list changed on the server (closed, unread): refresh the list. */
  onListChanged: (removedRoomId?: string) => void;
  onSent: (roomId: string) => void;
  onCall: (username: string) => void;
  onTranscript: (message: Message) => void;
}

/** The upload limit of /api/v1/chat/media (25 MB). */
export const MAX_UPLOAD_BYTES = 26_214_400;

const errorText = (e: unknown) => (e instanceof Error && e.message ? e.message : 'Something went wrong.');

/** One room: its messages and the actions on it. */
export function ConversationView(props: ConversationViewProps) {
  const { roomId, tab, me, onClose, onListChanged, onSent, onCall, onTranscript } = props;
  const queryClient = useQueryClient();
  const priority = useGetConversation(roomId, undefined, { query: { enabled: tab === 'priority' } });
  const junk = useGetAgentConversation(roomId, undefined, { query: { enabled: tab === 'agent' } });
  const detail = tab === 'priority' ? priority : junk;
  const detailKey: QueryKey =
    tab === 'priority' ? getGetConversationQueryKey(roomId) : getGetAgentConversationQueryKey(roomId);
  const room: Conversation | undefined = detail.data?.rooms?.[0] ?? props.room;
  const title = room ? roomTitle(room) : roomId;
  const roomName = room?.room ?? roomId;
  const other = room?.username ?? room?.users?.find((u) => u !== me);

  const ai = useGetConversationAiAgentEnabled(roomId);
  const toggleAi = useToggleConversationAiAgent();
  const rate = useRateConversation();
  const close = useCloseConversation();
  const unarchive = useUnarchiveConversation();
  const markPriority = useMarkPriorityActivityUnread();
  const markJunk = useMarkJunkActivityUnread();
  const block = useGetBlockStatus(other ?? '', undefined, { query: { enabled: !!other } });
  const setBlock = useUpdateBlockStatus();
  const addReaction = useAddReaction();
  const removeReaction = useRemoveReaction();
  const upload = useUploadChatMedia();
  const [rating, setRating] = useState<number | undefined>(undefined);
  const fileRef = useRef<HTMLInputElement>(null);

  const updateMessages = (change: (messages: Message[]) => Message[]) =>
    queryClient.setQueryData<ConversationDetail>(detailKey, (old) =>
      old ? { ...old, messages: change(old.messages ?? []) } : old,
    );

  const aiEnabled = ai.data?.aiAgentEnabled ?? room?.aiAgentEnabled ?? false;
  const currentRating = rating ?? room?.rating ?? 0;
  const blocked = block.data?.blocked ?? false;

  const run = async (action: () => Promise<unknown>, done?: string) => {
    try {
      await action();
      if (done) toast(done, { type: 'success' });
      return true;
    } catch (e) {
      toast(errorText(e), { type: 'error' });
      return false;
    }
  };

  const onReact = (message: Message, reaction: string, add: boolean) => {
    if (!message.id) return;
    const body = { reaction, messageId: message.id, roomId };
    const apply = (m: Message): Message =>
      m.id !== message.id
        ? m
        : {
            ...m,
            reactions: add
              ? [...(m.reactions ?? []), { reaction, username: me, messageId: message.id }]
              : (m.reactions ?? []).filter((r) => !(r.reaction === reaction && r.username === me)),
          };
    updateMessages((ms) => ms.map(apply));
    void run(() => (add ? addReaction.mutateAsync({ data: body }) : removeReaction.mutateAsync({ data: body }))).then(
      (ok) => {
        if (!ok) void queryClient.invalidateQueries({ queryKey: detailKey });
      },
    );
  };

  const onUpload = async (file: File) => {
    if (file.size > MAX_UPLOAD_BYTES) {
      toast(`${file.name} is larger than 25 MB.`, { type: 'error', duration: 5000 });
      return;
    }
    const ok = await run(async () => {
      const answer = await upload.mutateAsync({ data: { media: file } });
      const sent: Message = {
        id: `local-${Date.now()}`,
        roomId,
        message: '',
        timestamp: Math.floor(Date.now() / 1000),
        direction: 'outbound',
        sender: me,
        fromUser: 'You',
        attachments: [answer.attachment],
      };
      updateMessages((ms) => [...ms, sent]);
    });
    if (ok) onSent(roomId);
  };

  if (detail.isPending && !props.room) {
    return (
      <Center flex="1" role="status">
        <Spinner aria-label="Loading conversation" />
      </Center>
    );
  }

  const messages = detail.data?.messages ?? [];
  return (
    <Stack as="section" aria-label={`Conversation with ${title}`} flex="1" minH="0" gap="0">
      <Stack borderBottomWidth="1px" p="3" gap="2">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="md" truncate>
            {title}
          </Heading>
          <Button size="sm" variant="ghost" onClick={() => onClose(roomId)}>
            Back to list
          </Button>
        </HStack>
        <HStack wrap="wrap" gap="2">
          <chakra.label display="flex" alignItems="center" gap="2" fontSize="sm">
            <input
              type="checkbox"
              role="switch"
              checked={aiEnabled}
              disabled={toggleAi.isPending}
              onChange={(e) => {
                const next = e.target.checked;
                void run(
                  async () => {
                    const answer = await toggleAi.mutateAsync({ roomId, data: { aiAgentEnabled: next } });
                    queryClient.setQueryData(getGetConversationAiAgentEnabledQueryKey(roomId), {
                      ...answer,
                      aiAgentEnabled: next,
                    });
                  },
                  next ? 'AI agent on for this conversation' : 'AI agent off for this conversation',
                );
              }}
            />
            AI agent
          </chakra.label>
          <HStack gap="0" role="radiogroup" aria-label="Rating">
            {[1, 2, 3, 4, 5].map((n) => (
              <Button
                key={n}
                size="xs"
                variant="ghost"
                role="radio"
                aria-checked={currentRating === n}
                aria-label={`${n} star${n > 1 ? 's' : ''}`}
                color={n <= currentRating ? 'orange.400' : 'fg.subtle'}
                onClick={() => {
                  setRating(n);
                  void run(() => rate.mutateAsync({ data: { rating: n, roomId } }), 'Rating saved').then((ok) => {
                    // Undo only this attempt: a newer choice stays.
                    if (!ok) setRating((current) => (current === n ? undefined : current));
                  });
                }}
              >
                ★
              </Button>
            ))}
          </HStack>
          {other ? (
            <Button size="xs" variant="outline" onClick={() => onCall(other)}>
              Call
            </Button>
          ) : null}
          <Button
            size="xs"
            variant="outline"
            onClick={() =>
              void run(async () => {
                await (tab === 'priority' ? markPriority : markJunk).mutateAsync({ data: { roomId } });
                onListChanged();
                onClose(roomId);
              }, 'Marked as unread')
            }
          >
            Mark unread
          </Button>
          <Button
            size="xs"
            variant="outline"
            onClick={() =>
              void run(async () => {
                await close.mutateAsync({ data: { room: roomName } });
                onListChanged(roomId);
                onClose(roomId);
              }, 'Conversation closed')
            }
          >
            Close conversation
          </Button>
          <Button
            size="xs"
            variant="outline"
            onClick={() =>
              void run(async () => {
                await unarchive.mutateAsync({ data: { room: roomName } });
                onListChanged();
              }, 'Conversation unarchived')
            }
          >
            Unarchive
          </Button>
          {other ? (
            <Button
              size="xs"
              variant="outline"
              colorPalette={blocked ? undefined : 'red'}
              disabled={block.isPending}
              onClick={async () => {
                const next = !blocked;
                const outcome = next
                  ? await confirmDialog({
                      title: `Block ${title}?`,
                      details: 'They will no longer reach this account by call or message.',
                      confirmText: 'Block',
                      confirmColor: 'red',
                    })
                  : 'confirm';
                if (outcome !== 'confirm') return;
                void run(
                  async () => {
                    await setBlock.mutateAsync({ data: { id: other, block: next } });
                    await block.refetch();
                  },
                  next ? 'Blocked' : 'Unblocked',
                );
              }}
            >
              {blocked ? 'Unblock' : 'Block'}
            </Button>
          ) : null}
        </HStack>
      </Stack>

      <Box flex="1" minH="0" overflowY="auto" p="3">
        {detail.isError ? (
          <Stack role="alert" align="start" gap="2">
            <Text>{errorText(detail.error)}</Text>
            <Button size="sm" onClick={() => void detail.refetch()}>
              Retry
            </Button>
          </Stack>
        ) : detail.isPending ? (
          <Center role="status" py="6">
            <Spinner aria-label="Loading messages" />
          </Center>
        ) : messages.length === 0 ? (
          <Text color="fg.muted">No messages yet.</Text>
        ) : (
          <Stack as="ol" listStyleType="none" gap="3" m="0" p="0" aria-label="Messages">
            {messages.map((m, i) => (
              <MessageItem
                key={m.id ?? `${m.timestamp}-${i}`}
                message={m}
                me={me}
                onReact={onReact}
                onTranscript={onTranscript}
              />
            ))}
          </Stack>
        )}
      </Box>

      <HStack borderTopWidth="1px" p="3" gap="3">
        <input
          ref={fileRef}
          type="file"
          hidden
          aria-label="Attachment"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void onUpload(file);
          }}
        />
        <Button size="sm" onClick={() => fileRef.current?.click()} loading={upload.isPending} loadingText="Uploading">
          Send a file
        </Button>
        <Text fontSize="sm" color="fg.muted">
          Photos, recordings and documents up to 25 MB.
        </Text>
      </HStack>
    </Stack>
  );
}
