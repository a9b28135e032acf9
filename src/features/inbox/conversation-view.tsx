import { useEffect, useRef, useState } from 'react';
import { Box, Button, Center, HStack, Heading, IconButton, Menu, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Archive,
  ArchiveRestore,
  ArrowLeft,
  Ban,
  Check,
  MailWarning,
  MoreHorizontal,
  Phone,
  Star,
  X,
} from 'lucide-react';
import {
  getGetConversationAiAgentEnabledQueryKey,
  useAddReaction,
  useCloseConversation,
  useGetBlockStatus,
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
import { UserAvatar } from '@/components/user-avatar';
import { useActingAccount } from '@/hooks/acting-account';
import { useStore } from '@/hooks/use-store';
import { humanMessage } from '@/lib/errors';
import { MESSAGES } from '@/lib/messages';
import { CHANNEL_LABELS, pendingOutbox, roomChannel, roomTitle, smsTarget, type InboxTab } from '@/lib/inbox';
import { acting, roomDetailQueryOptions } from './api';
import { Toggle } from './bits';
import { Composer } from './composer';
import { archived, discardEntry, fileSizes, outbox, roomKey, sendOutboxEntry, setArchived } from './compose-store';
import { LOCAL_MESSAGE_PREFIX, MessageItem, isLocalMessage } from './message-item';
import { useNow } from './use-now';

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

/** The upload limit of /api/v1/chat/media (25 MB). */
export const MAX_UPLOAD_BYTES = 26_214_400;

const NO_ENTRIES: readonly never[] = [];

/** One room: a one-row header (who, the primary actions, the rest in a menu), its messages and
 * the message box. */
export function ConversationView(props: ConversationViewProps) {
  const { roomId, tab, me, narrow = false, onClose, onListChanged, onSent, onCall, onTranscript } = props;
  const queryClient = useQueryClient();
  const { id: accountId, targetAccountId } = useActingAccount();
  const params = acting(targetAccountId);
  const detailOptions = roomDetailQueryOptions(tab, roomId, targetAccountId);
  const detail = useQuery(detailOptions);
  const detailKey = detailOptions.queryKey;
  const room: Conversation | undefined = detail.data?.rooms?.[0] ?? props.room;
  const title = room ? roomTitle(room) : roomId;
  const roomName = room?.room ?? roomId;
  const other = room?.username ?? room?.users?.find((u) => u !== me);
  const key = roomKey(accountId, roomId);
  const now = useNow();

  const ai = useGetConversationAiAgentEnabled(roomId, params);
  const toggleAi = useToggleConversationAiAgent();
  const rate = useRateConversation();
  const close = useCloseConversation();
  const unarchive = useUnarchiveConversation();
  const markPriority = useMarkPriorityActivityUnread();
  const markJunk = useMarkJunkActivityUnread();
  const block = useGetBlockStatus(other ?? '', params, { query: { enabled: !!other } });
  const setBlock = useUpdateBlockStatus();
  const addReaction = useAddReaction();
  const removeReaction = useRemoveReaction();
  const upload = useUploadChatMedia();
  const [rating, setRating] = useState<number | undefined>(undefined);
  const isArchived = useStore(archived, (s) => s.has(key));
  const entries = useStore(outbox, (all) => all.get(key) ?? NO_ENTRIES);

  const failed = detail.isError;
  /** Nothing is enabled on a room that failed to load (or is not known at all yet). */
  const locked = failed || (detail.isPending && !props.room);

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
      toast(humanMessage(e), { type: 'error' });
      return false;
    }
  };

  const onReact = (message: Message, reaction: string, add: boolean) => {
    if (!message.id || isLocalMessage(message)) return;
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
    void run(() =>
      add ? addReaction.mutateAsync({ data: body, params }) : removeReaction.mutateAsync({ data: body, params }),
    ).then((ok) => {
      if (!ok) void queryClient.invalidateQueries({ queryKey: detailKey });
    });
  };

  const onUpload = async (file: File) => {
    if (file.size > MAX_UPLOAD_BYTES) {
      toast(`${file.name} is larger than 25 MB.`, { type: 'error', duration: 5000 });
      return;
    }
    const ok = await run(async () => {
      const answer = await upload.mutateAsync({ data: { media: file }, params });
      fileSizes.set(answer.attachment.url, file.size);
      const sent: Message = {
        id: `${LOCAL_MESSAGE_PREFIX}${Date.now()}`,
        roomId,
        message: '',
        timestamp: Math.floor(Date.now() / 1000),
        direction: 'outbound',
        sender: me,
        attachments: [{ ...answer.attachment, name: answer.attachment.name || file.name }],
      };
      updateMessages((ms) => [...ms, sent]);
    });
    if (ok) onSent(roomId);
  };

  const target = other ? smsTarget(other) : '';
  const send = (text: string, localId?: string) => {
    if (!target) return;
    void sendOutboxEntry({ key, roomId, target, text, targetAccountId, queryClient, detailKey }, localId).then(
      (ok) => ok && onSent(roomId),
    );
  };

  const messages = detail.data?.messages;
  const pending = pendingOutbox(messages ?? [], entries);

  // The newest message is at the bottom: keep it in view as messages arrive.
  const scrollRef = useRef<HTMLDivElement>(null);
  const count = (messages?.length ?? 0) + pending.length;
  useEffect(() => {
    const el = scrollRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count]);

  const toggleBlock = async () => {
    if (!other) return;
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
        await setBlock.mutateAsync({ data: { id: other, block: next }, params });
        await block.refetch();
      },
      next ? 'Blocked' : 'Unblocked',
    );
  };

  const chooseRating = (n: number) => {
    setRating(n);
    void run(() => rate.mutateAsync({ data: { rating: n, roomId }, params }), 'Rating saved').then((ok) => {
      // Undo only this attempt: a newer choice stays.
      if (!ok) setRating((current) => (current === n ? undefined : current));
    });
  };

  const channel = room ? roomChannel(room) : 'chat';

  /** The menu's plain items (the rating is its radio group). */
  const onMenu = (value: string) => {
    if (value === 'unread')
      void run(async () => {
        await (tab === 'priority' ? markPriority : markJunk).mutateAsync({ data: { roomId }, params });
        onListChanged();
        onClose(roomId);
      }, 'Marked as unread');
    else if (value === 'block') void toggleBlock();
  };

  return (
    <Stack as="section" aria-label={`Conversation with ${title}`} flex="1" minH="0" minW="0" gap="0">
      <HStack borderBottomWidth="1px" px={{ base: '2', md: '3' }} py="2" gap={{ base: '1.5', md: '3' }} minW="0">
        {narrow ? (
          <IconButton aria-label="Back to conversations" variant="ghost" size="sm" onClick={() => onClose(roomId)}>
            <ArrowLeft />
          </IconButton>
        ) : null}
        <UserAvatar name={title} image={room?.image} size="sm" />
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
              void run(
                async () => {
                  const answer = await toggleAi.mutateAsync({ roomId, data: { aiAgentEnabled: next }, params });
                  queryClient.setQueryData(getGetConversationAiAgentEnabledQueryKey(roomId, params), {
                    ...answer,
                    aiAgentEnabled: next,
                  });
                },
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
              disabled={locked || unarchive.isPending}
              title="Unarchive this conversation"
              aria-label="Reopen conversation"
              px={{ base: '2', md: '3' }}
              onClick={() =>
                void run(async () => {
                  await unarchive.mutateAsync({ data: { room: roomName }, params });
                  setArchived(key, false);
                  onListChanged();
                }, 'Conversation reopened')
              }
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
              onClick={() =>
                void run(async () => {
                  await close.mutateAsync({ data: { room: roomName }, params });
                  setArchived(key, true);
                  onListChanged(roomId);
                }, 'Conversation closed')
              }
            >
              <Archive />
              <Box as="span" hideBelow="md">
                Close
              </Box>
            </Button>
          )}
          <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={(e) => onMenu(e.value)}>
            <Menu.Trigger asChild>
              <IconButton size="sm" variant="ghost" aria-label="More actions" title="More actions" disabled={locked}>
                <MoreHorizontal />
              </IconButton>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content minW="14rem">
                  <Menu.Item value="unread">
                    <MailWarning size={16} />
                    Mark as unread
                  </Menu.Item>
                  {other ? (
                    <Menu.Item
                      value="block"
                      disabled={block.isPending || block.isError}
                      color={blocked ? undefined : 'fg.error'}
                    >
                      {blocked ? <Check size={16} /> : <Ban size={16} />}
                      {block.isPending ? 'Checking block status…' : blocked ? `Unblock ${title}` : `Block ${title}`}
                    </Menu.Item>
                  ) : null}
                  <Menu.Separator />
                  <Menu.ItemGroup>
                    <Menu.ItemGroupLabel>Rating</Menu.ItemGroupLabel>
                    <Menu.RadioItemGroup
                      value={currentRating ? String(currentRating) : ''}
                      onValueChange={(e) => chooseRating(Number(e.value))}
                    >
                      {[1, 2, 3, 4, 5].map((n) => (
                        <Menu.RadioItem key={n} value={String(n)}>
                          <HStack gap="0.5" aria-hidden="true">
                            {Array.from({ length: 5 }, (_, i) => (
                              <Star
                                key={i}
                                size={14}
                                fill={i < n ? 'currentColor' : 'none'}
                                color={i < n ? 'var(--chakra-colors-orange-400)' : 'currentColor'}
                              />
                            ))}
                          </HStack>
                          <Box as="span" srOnly>
                            {n} star{n > 1 ? 's' : ''}
                          </Box>
                          <Menu.ItemIndicator />
                        </Menu.RadioItem>
                      ))}
                    </Menu.RadioItemGroup>
                  </Menu.ItemGroup>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
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

      {isArchived ? (
        <HStack px="3" py="2" bg="bg.muted" fontSize="sm" justify="space-between" borderBottomWidth="1px">
          <Text>This conversation is closed. Reopen it to bring it back to the inbox.</Text>
        </HStack>
      ) : null}

      <Box ref={scrollRef} flex="1" minH="0" overflowY="auto" overflowX="hidden" px={{ base: '2', md: '4' }} py="3">
        {failed ? (
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
        ) : (messages?.length ?? 0) + pending.length === 0 ? (
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
                onReact={onReact}
                onTranscript={onTranscript}
              />
            ))}
            {pending.map((p) => (
              <MessageItem
                key={p.localId}
                message={{ roomId, message: p.text, timestamp: p.timestamp, direction: 'outbound', type: 'message' }}
                me={me}
                now={now}
                onReact={onReact}
                onTranscript={onTranscript}
                pending={p}
                onRetry={() => send(p.text, p.localId)}
                onDiscard={() => discardEntry(key, p.localId)}
              />
            ))}
          </Stack>
        )}
      </Box>

      <Composer
        draftKey={key}
        disabled={locked || !target}
        uploading={upload.isPending}
        onSend={(text) => send(text)}
        onAttach={(file) => void onUpload(file)}
      />
    </Stack>
  );
}
