// compareChanges: the draft against the live agent, field by field; the instructions as a line diff.
import { Badge, Box, Button, Grid, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { campaignChanges, displayValue, normalizeCampaign, type Campaign, type FieldChange } from '@/lib/campaign';
import { failureMessage, liveAgentQueryOptions, stagingAgentQueryOptions } from './api';
import { useEditorSnapshot } from './editor-store';
import { lineDiff } from './line-diff';
import { useActingAgent } from './use-acting-agent';
import type { OverlayProps } from '@/overlays';

const KIND_STYLE = {
  added: { bg: 'green.subtle', color: 'green.fg', sign: '+', label: 'Added' },
  removed: { bg: 'red.subtle', color: 'red.fg', sign: '−', label: 'Removed' },
  same: { bg: 'transparent', color: 'fg.muted', sign: ' ', label: 'Unchanged' },
} as const;

/** What a removed or added line is called to screen readers (a comparison names its sides). */
export interface LineLabels {
  removed: string;
  added: string;
}

export function InstructionsDiff({
  before,
  after,
  lineLabels,
}: {
  before: string;
  after: string;
  lineLabels?: LineLabels;
}) {
  const lines = lineDiff(before, after);
  return (
    <Box
      as="ol"
      listStyleType="none"
      aria-label="Instructions, line by line"
      fontFamily="mono"
      textStyle="xs"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      overflowX="auto"
      maxH="24rem"
      overflowY="auto"
    >
      {lines.map((line, i) => {
        const style = KIND_STYLE[line.kind];
        return (
          <Box
            as="li"
            key={i}
            bg={style.bg}
            color={line.kind === 'same' ? 'fg' : style.color}
            px="2"
            py="0.5"
            whiteSpace="pre-wrap"
            wordBreak="break-word"
          >
            <Text as="span" srOnly>
              {(line.kind !== 'same' && lineLabels?.[line.kind]) || style.label}:{' '}
            </Text>
            <Text as="span" aria-hidden="true" display="inline-block" w="3" color={style.color}>
              {style.sign}
            </Text>
            {line.text || ' '}
          </Box>
        );
      })}
    </Box>
  );
}

function ChangeRow({
  change,
  labels,
  lineLabels,
}: {
  change: FieldChange;
  labels: readonly [string, string];
  lineLabels?: LineLabels;
}) {
  if (change.key === 'agentInstructions') {
    return (
      <Stack gap="2">
        <Heading as="h3" size="sm">
          {change.label}
        </Heading>
        <InstructionsDiff
          before={typeof change.before === 'string' ? change.before : ''}
          after={typeof change.after === 'string' ? change.after : ''}
          lineLabels={lineLabels}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {change.label}
      </Heading>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="2">
        {(['before', 'after'] as const).map((side) => (
          <Box key={side} borderWidth="1px" borderColor="border" borderRadius="l2" p="2" minW="0">
            <Badge size="sm" colorPalette={side === 'before' ? 'gray' : 'orange'} mb="1">
              {side === 'before' ? labels[0] : labels[1]}
            </Badge>
            <Text as="pre" textStyle="xs" fontFamily="mono" whiteSpace="pre-wrap" wordBreak="break-word">
              {displayValue(change[side])}
            </Text>
          </Box>
        ))}
      </Grid>
    </Stack>
  );
}

export function ChangeList({
  before,
  after,
  labels = ['Live', 'Draft'],
  lineLabels,
}: {
  before: Campaign;
  after: Campaign;
  labels?: readonly [string, string];
  lineLabels?: LineLabels;
}) {
  const changes = campaignChanges(before, after);
  if (!changes.length) return <Text color="fg.muted">Nothing differs.</Text>;
  return (
    <Stack gap="5">
      <Text textStyle="sm" color="fg.muted">
        {changes.length === 1 ? '1 field differs' : `${changes.length} fields differ`} between {labels[0].toLowerCase()}{' '}
        and {labels[1].toLowerCase()}.
      </Text>
      {changes.map((c) => (
        <ChangeRow key={c.key} change={c} labels={labels} lineLabels={lineLabels} />
      ))}
    </Stack>
  );
}

export default function CompareChangesOverlay({ close }: OverlayProps) {
  const snapshot = useEditorSnapshot();
  const acting = useActingAgent();
  const t = acting.targetAccountId;
  // Without the editor open, compare what the server holds.
  const staging = useQuery({ ...stagingAgentQueryOptions(t), enabled: !snapshot });
  const live = useQuery({ ...liveAgentQueryOptions(t), enabled: !snapshot?.live });
  const after = snapshot?.draft ?? (staging.data ? normalizeCampaign(staging.data) : null);
  const before = snapshot?.live ?? (live.data ? normalizeCampaign(live.data) : null);
  const error = staging.error ?? live.error;
  return (
    <Stack gap="4">
      {before && after ? (
        <ChangeList before={before} after={after} />
      ) : error ? (
        <Text color="fg.error" role="alert">
          {failureMessage(error, 'The configurations could not be loaded.')}
        </Text>
      ) : (
        <Spinner aria-label="Loading the configurations" />
      )}
      <Button alignSelf="end" size="sm" variant="outline" onClick={close}>
        Close
      </Button>
    </Stack>
  );
}
