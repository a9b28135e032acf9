// agentInfo: who the agent is: name, username, number, organization, template (by its name) and
// publication state; the internal ids (account, agent, template) only in copyable detail rows.
import type { ReactNode } from 'react';
import { Button, Grid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEditorSnapshot } from './editor-store';
import { useActingAgent } from './use-acting-agent';
import { templateQueryOptions, type TargetAccountId } from './api';
import { hasChanges } from '@/lib/campaign';
import type { OverlayProps } from '@/overlays';
import { CopyId } from '@/components/copy-field';
import { PublishStateBadge } from '@/components/publish-state-badge';

/** 11-digit US numbers as +1 (xxx) xxx-xxxx (spec 000 §5), others as given. */
function phoneText(n: string | undefined): string | null {
  if (!n) return null;
  const d = n.replace(/\D/g, '');
  return d.length === 11 && d.startsWith('1') ? `+1 (${d.slice(1, 4)}) ${d.slice(4, 7)}-${d.slice(7)}` : n;
}

/** The template the agent was built from, by its name (its id is a detail row). */
function TemplateName({ templateId, targetAccountId }: { templateId: string; targetAccountId: TargetAccountId }) {
  const template = useQuery(templateQueryOptions(templateId, targetAccountId));
  if (template.isPending) return <>Loading…</>;
  const title = template.data?.template?.title?.trim();
  return <>{title || 'A template whose name could not be read'}</>;
}

function Rows({ label, rows }: { label: string; rows: [string, ReactNode][] }) {
  return (
    <Grid as="dl" aria-label={label} templateColumns="minmax(8rem, auto) 1fr" columnGap="4" rowGap="2" textStyle="sm">
      {rows.map(([name, value]) => (
        <Stack key={name} display="contents">
          <Text as="dt" color="fg.muted">
            {name}
          </Text>
          <Text as="dd" wordBreak="break-word">
            {value || '—'}
          </Text>
        </Stack>
      ))}
    </Grid>
  );
}

export default function AgentInfoOverlay({ close }: OverlayProps) {
  const acting = useActingAgent();
  const snapshot = useEditorSnapshot();
  const a = acting.account;
  const templateId = typeof snapshot?.draft.templateId === 'string' ? snapshot.draft.templateId : null;
  const campaignId = typeof snapshot?.draft.campaignId === 'string' ? snapshot.draft.campaignId : null;
  const rows: [string, ReactNode][] = [
    ['Agent name', a.agentName ?? a.details?.agentName],
    ['Username', a.username],
    ['Phone number', phoneText(a.vidaPhoneNumber ?? a.phoneNumber)],
    ['Organization', a.details?.orgName],
    [
      'Template',
      templateId ? (
        <TemplateName templateId={templateId} targetAccountId={acting.targetAccountId} />
      ) : (
        'None (full agent)'
      ),
    ],
  ];
  const ids: [string, ReactNode][] = [
    ['Account id', <CopyId key="account" label="Account id" value={String(a.id)} />],
    ...(campaignId
      ? ([['Agent id', <CopyId key="agent" label="Agent id" value={campaignId} />]] as [string, ReactNode][])
      : []),
    ...(templateId
      ? ([['Template id', <CopyId key="template" label="Template id" value={templateId} />]] as [string, ReactNode][])
      : []),
  ];
  const unpublished = snapshot?.live ? hasChanges(snapshot.live, snapshot.draft) : null;
  return (
    <Stack gap="4">
      <Rows label="The agent" rows={rows} />
      {unpublished !== null ? <PublishStateBadge unpublished={unpublished} alignSelf="start" /> : null}
      <Stack gap="2" borderTopWidth="1px" borderColor="border" pt="3">
        <Text textStyle="xs" fontWeight="semibold" color="fg.muted">
          Details for support
        </Text>
        <Rows label="Ids" rows={ids} />
      </Stack>
      <Button alignSelf="end" size="sm" onClick={close}>
        Close
      </Button>
    </Stack>
  );
}
