import { useQueryClient } from '@tanstack/react-query';
import type { ConversationDetail, Message } from '@/api/generated/model';
import { toast } from '@/components/feedback';
import { useStore } from '@/hooks/use-store';
import { pendingOutbox } from '@/lib/inbox';
import { useReaction, useUploadChatMedia } from './api';
import { fileSizes, outbox, sendOutboxEntry } from './compose-store';
import { LOCAL_MESSAGE_PREFIX, isLocalMessage } from './message-item';
import { runAction } from './run-action';
import type { RoomState } from './use-room';

/** The upload limit of /api/v1/chat/media (25 MB). */
const MAX_UPLOAD_BYTES = 26_214_400;

const NO_ENTRIES: readonly never[] = [];

/** A room's messages and what the user does with them: send a text (through the outbox), attach
 * a file, react. Sent and uploaded messages join the cached room at once. */
export function useRoomMessages(roomId: string, room: RoomState, me: string | undefined, onSent: (id: string) => void) {
  const queryClient = useQueryClient();
  const { detail, detailKey, key, target, targetAccountId } = room;
  const reaction = useReaction(targetAccountId);
  const upload = useUploadChatMedia(targetAccountId);
  const entries = useStore(outbox, (all) => all.get(key) ?? NO_ENTRIES);
  const messages = detail.data?.messages;

  const updateMessages = (change: (messages: Message[]) => Message[]) =>
    queryClient.setQueryData<ConversationDetail>(detailKey, (old) =>
      old ? { ...old, messages: change(old.messages ?? []) } : old,
    );

  const react = (message: Message, emoji: string, add: boolean) => {
    const messageId = message.id;
    if (!messageId || isLocalMessage(message)) return;
    const apply = (m: Message): Message =>
      m.id !== messageId
        ? m
        : {
            ...m,
            reactions: add
              ? [...(m.reactions ?? []), { reaction: emoji, username: me, messageId }]
              : (m.reactions ?? []).filter((r) => !(r.reaction === emoji && r.username === me)),
          };
    updateMessages((ms) => ms.map(apply));
    void runAction(() => reaction.mutateAsync({ reaction: emoji, messageId, roomId, add })).then((ok) => {
      if (!ok) void queryClient.invalidateQueries({ queryKey: detailKey });
    });
  };

  const attach = async (file: File) => {
    if (file.size > MAX_UPLOAD_BYTES) {
      toast(`${file.name} is larger than 25 MB.`, { type: 'error', duration: 5000 });
      return;
    }
    const ok = await runAction(async () => {
      const answer = await upload.mutateAsync(file);
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

  const send = (text: string, localId?: string) => {
    if (!target) return;
    void sendOutboxEntry({ key, roomId, target, text, targetAccountId, queryClient, detailKey }, localId).then(
      (ok) => ok && onSent(roomId),
    );
  };

  return {
    messages,
    pending: pendingOutbox(messages ?? [], entries),
    uploading: upload.isPending,
    react,
    attach,
    send,
  };
}
