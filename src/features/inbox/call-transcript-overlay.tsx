import { Box, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import type { OverlayProps } from '@/app/overlays/registry';
import { useGetConversationLog } from '@/api/generated/hooks/conversations/conversations';
import { MESSAGES } from '@/lib/messages';

/** `callTranscript=<roomId>/<uuid>`: the value names the call; split at the last slash. */
export function parseTranscriptRef(value: unknown): { roomId: string; uuid: string } | null {
  if (typeof value !== 'string') return null;
  const at = value.lastIndexOf('/');
  if (at <= 0 || at === value.length - 1) return null;
  return { roomId: value.slice(0, at), uuid: value.slice(at + 1) };
}

export const transcriptRef = (roomId: string, uuid: string) => `${roomId}/${uuid}`;

/** The callTranscript overlay: the log of one call, turn by turn. */
export default function CallTranscriptOverlay({ value }: OverlayProps) {
  const ref = parseTranscriptRef(value);
  const log = useGetConversationLog(ref?.roomId ?? '', ref?.uuid ?? '', undefined, { query: { enabled: !!ref } });
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
            {new Date(e.timestamp * 1000).toLocaleTimeString()}
          </Text>
          <Text whiteSpace="pre-wrap">{e.message}</Text>
        </Box>
      ))}
    </Stack>
  );
}
