// agentInfo: who the agent is: name, username, number, ids, template and publication state.
import { Badge, Button, Grid, Stack, Text } from '@chakra-ui/react';
import { useEditorSnapshot } from './editor-store';
import { useActingAgent } from './use-acting-agent';
import { hasChanges } from '@/lib/campaign';
import type { OverlayProps } from '@/overlays';

/** 11-digit US numbers as +1 (xxx) xxx-xxxx (spec 000 §5), others as given. */
function phoneText(n: string | undefined): string | null {
  if (!n) return null;
  const d = n.replace(/\D/g, '');
  return d.length === 11 && d.startsWith('1') ? `+1 (${d.slice(1, 4)}) ${d.slice(4, 7)}-${d.slice(7)}` : n;
}

export default function AgentInfoOverlay({ close }: OverlayProps) {
  const acting = useActingAgent();
  const snapshot = useEditorSnapshot();
  const a = acting.account;
  const rows: [string, string | null | undefined][] = [
    ['Agent name', a.agentName ?? a.details?.agentName],
    ['Username', a.username],
    ['Phone number', phoneText(a.vidaPhoneNumber ?? a.phoneNumber)],
    ['Organization', a.details?.orgName],
    ['Account id', String(a.id)],
    ['Agent id', typeof snapshot?.draft.campaignId === 'string' ? snapshot.draft.campaignId : null],
    ['Template', typeof snapshot?.draft.templateId === 'string' ? snapshot.draft.templateId : 'None (full agent)'],
  ];
  const unpublished = snapshot?.live ? hasChanges(snapshot.live, snapshot.draft) : null;
  return (
    <Stack gap="4">
      <Grid as="dl" templateColumns="minmax(8rem, auto) 1fr" columnGap="4" rowGap="2" textStyle="sm">
        {rows.map(([label, value]) => (
          <Stack key={label} display="contents">
            <Text as="dt" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" wordBreak="break-word">
              {value || '—'}
            </Text>
          </Stack>
        ))}
      </Grid>
      {unpublished !== null ? (
        <Badge alignSelf="start" colorPalette={unpublished ? 'orange' : 'green'}>
          {unpublished ? 'Unpublished changes' : 'Published'}
        </Badge>
      ) : null}
      <Button alignSelf="end" size="sm" onClick={close}>
        Close
      </Button>
    </Stack>
  );
}
