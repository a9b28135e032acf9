import { Suspense, type ComponentType } from 'react';
import { Box, Stack, Text } from '@chakra-ui/react';
import { MessageCircle } from 'lucide-react';
import { PendingState } from '@/components/query-state';
import { useActingAccount } from '@/hooks/acting-account';
import { humanMessage } from '@/lib/errors';
import { HELP_MESSAGES } from '@/lib/help';
import type { OverlayProps } from '@/overlays';
import { useStartSupportChat, type SupportRoom as SupportRoomValue } from './api';
import { useSupportChatView, type SupportChatViewProps } from './support-chat-slot';
import { FormActions, FormError } from '@/components/form-actions';

/** The support room in the view the app provides (the inbox's conversation view). */
function SupportRoom({
  View,
  room,
  targetAccountId,
  me,
  close,
}: {
  View: ComponentType<SupportChatViewProps>;
  room: SupportRoomValue;
  targetAccountId: number | undefined;
  me: string | undefined;
  close: () => void;
}) {
  return (
    <Box display="flex" flexDirection="column" minH={{ base: '70vh', md: '32rem' }} borderWidth="1px" rounded="md">
      <Suspense fallback={<PendingState label="Opening the support chat" />}>
        <View roomId={room.roomId} room={room.room} targetAccountId={targetAccountId} me={me} onClose={close} />
      </Suspense>
    </Box>
  );
}

/** The chat overlay (`?chat`): a chat with support. Starting it gets the room shared with the
 * product's sales account (spec 000 §9); the conversation shows in the inbox's conversation view
 * (the app's slot), or, without one, where to find it. */
export default function ChatOverlay({ close }: OverlayProps) {
  const acting = useActingAccount();
  const start = useStartSupportChat(acting.targetAccountId);
  const View = useSupportChatView();

  if (start.data)
    return View ? (
      <SupportRoom
        View={View}
        room={start.data}
        targetAccountId={acting.targetAccountId}
        me={acting.account.username}
        close={close}
      />
    ) : (
      <Text role="status">Your support conversation is open. Find it in your inbox: support answers there.</Text>
    );

  return (
    <Stack gap="4">
      <Text>Chat with our support team. Your conversation stays in your inbox, so you can come back to it later.</Text>
      {start.error ? (
        <FormError>
          {HELP_MESSAGES.chatNotStarted} {humanMessage(start.error)}
        </FormError>
      ) : null}
      <FormActions
        onCancel={close}
        pending={start.isPending}
        label={
          <>
            <MessageCircle aria-hidden="true" /> {start.error ? 'Try again' : 'Start the chat'}
          </>
        }
        pendingLabel="Starting…"
        onConfirm={() => start.mutate()}
      />
    </Stack>
  );
}
