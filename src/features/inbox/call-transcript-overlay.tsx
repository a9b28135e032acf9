import { Box, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import type { OverlayProps } from '@/overlays';
import { useQuery } from '@tanstack/react-query';
import { useActingAccount } from '@/hooks/acting-account';
import { MESSAGES } from '@/lib/messages';
import type { TranscriptRef } from '@/lib/inbox';
import { conversationLogQueryOptions } from './api';
import { InboxTime } from './message-item';
import { useNow } from './use-now';

/** The callTranscript overlay: the log of one call, turn by turn. */
export default function CallTranscriptOverlay({ value: ref }: OverlayProps<TranscriptRef | null>) {
  const { targetAccountId } = useActingAccount();
  const now = useNow();
  const log = useQuery({
    ...conversationLogQueryOptions(ref ?? { roomId: '', uuid: '' }, targetAccountId),
    enabled: !!ref,
  });
  if (!ref) return <Text>No call is selected.</Text>;
  if (log.isPending) return <Spinner aria-label="Loading transcript" />;
  if (log.isError)
    return (
      <Stack role="alert" align="start">
        <Text>{MESSAGES.fetchConversationFailed}</Text>
        <Button size="sm" onClick={() => void log.refetch()}>
          Retry
        </Button>
      </Stack>
    );
  const entries = log.data.conversation;
  if (!entries.length) return <Text color="fg.muted">This call has no transcript.</Text>;
  return (
    <Stack as="ol" listStyleType="none" m="0" p="0" gap="2" aria-label="Transcript">
      {entries.map((e, i) => (
        <Box as="li" key={i}>
          <Text fontSize="xs" color="fg.muted">
            {e.role === 'assistant' ? 'Agent' : e.role === 'user' ? 'Caller' : (e.sender ?? e.role ?? '')} ·{' '}
            <InboxTime epoch={e.timestamp} now={now} style="message" />
          </Text>
          <Text whiteSpace="pre-wrap">{e.message}</Text>
        </Box>
      ))}
    </Stack>
  );
}
