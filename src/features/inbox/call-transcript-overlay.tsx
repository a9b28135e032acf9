import { Box, Button, DataList, Skeleton, Spinner, Stack, Text } from '@chakra-ui/react';
import type { OverlayProps } from '@/overlays';
import { useQuery } from '@tanstack/react-query';
import { CopyId } from '@/components/copy-field';
import { useActingAccount } from '@/hooks/acting-account';
import { agentNamesQueryOptions } from '@/hooks/agent-names/api';
import * as MESSAGES from '@/lib/message-catalogue';
import { agentName } from '@/lib/logs';
import type { TranscriptRef } from '@/lib/inbox';
import { conversationLogQueryOptions } from './api';
import { InboxTime } from './message-item';
import { useNow } from './use-now';

/** The callTranscript overlay: the agent that handled the call (when the opener names it, as a
 * log row does), then the log of the call, turn by turn. */
export default function CallTranscriptOverlay({ value: ref }: OverlayProps<TranscriptRef | null>) {
  if (!ref) return <Text>No call is selected.</Text>;
  return (
    <Stack gap="4">
      {ref.agentId ? <CallAgent agentId={ref.agentId} /> : null}
      <Transcript callRef={ref} />
    </Stack>
  );
}

/** The agent by its name (issue 28 §2: never its id as text), the id in a copyable detail row. */
function CallAgent({ agentId }: { agentId: string }) {
  const { targetAccountId } = useActingAccount();
  const names = useQuery(agentNamesQueryOptions(targetAccountId));
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2">
      <DataList.Item>
        <DataList.ItemLabel>Agent</DataList.ItemLabel>
        <DataList.ItemValue>
          {names.isPending ? (
            <Skeleton h="4" w="32" role="status" aria-label="Loading the agent's name" />
          ) : names.isError ? (
            // The names could not be read: say so, not that the agent has none (its id is below).
            <Text color="fg.muted">Name unavailable</Text>
          ) : (
            <Text fontWeight="medium">{agentName({ agentId }, names.data)}</Text>
          )}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Agent id</DataList.ItemLabel>
        <DataList.ItemValue minW="0">
          <CopyId label="Agent id" value={agentId} />
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}

function Transcript({ callRef }: { callRef: TranscriptRef }) {
  const { targetAccountId } = useActingAccount();
  const now = useNow();
  const log = useQuery(conversationLogQueryOptions(callRef, targetAccountId));
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
