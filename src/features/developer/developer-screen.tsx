import { Suspense } from 'react';
import { Button, Stack, Tabs } from '@chakra-ui/react';
import { BookOpen } from 'lucide-react';
import { PendingState } from '@/components/query-state';
import { useOverlays } from '@/overlays';
import { DomainsPanel } from './domains-panel';
import { SipPanel } from './sip-panel';
import { TokensPanel } from './tokens-panel';
import { WebhooksPanel } from './webhooks-panel';
import { PageHeader } from '@/components/page-header';

export const DEVELOPER_TABS = ['tokens', 'webhooks', 'sip', 'domains'] as const;
export type DeveloperTab = (typeof DEVELOPER_TABS)[number];

const LABELS: Record<DeveloperTab, string> = {
  tokens: 'API tokens',
  webhooks: 'Webhooks',
  sip: 'SIP',
  domains: 'Domains',
};

export interface DeveloperScreenProps {
  targetAccountId: number | undefined;
  tab: DeveloperTab;
  onTabChange: (tab: DeveloperTab) => void;
}

/** The developer section: API tokens, webhooks, SIP and white-label domains, one tab each. */
export function DeveloperScreen({ targetAccountId, tab, onTabChange }: DeveloperScreenProps) {
  const { open, prefetch } = useOverlays();
  return (
    <Stack gap="5">
      <PageHeader
        title="Developer"
        description="Connect the platform to your own systems."
        actions={
          <Button
            size="sm"
            variant="outline"
            onClick={() => open('docsPage')}
            onPointerEnter={() => prefetch('docsPage')}
          >
            <BookOpen aria-hidden="true" /> API docs
          </Button>
        }
      />
      <Tabs.Root
        value={tab}
        onValueChange={(e) => onTabChange(e.value as DeveloperTab)}
        variant="line"
        lazyMount
        unmountOnExit
      >
        <Tabs.List overflowX="auto" aria-label="Developer tools">
          {DEVELOPER_TABS.map((t) => (
            <Tabs.Trigger key={t} value={t}>
              {LABELS[t]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {DEVELOPER_TABS.map((t) => (
          <Tabs.Content key={t} value={t} pt="4">
            <Suspense fallback={<PendingState label={`Loading ${LABELS[t]}`} />}>
              {t === 'tokens' ? <TokensPanel targetAccountId={targetAccountId} /> : null}
              {t === 'webhooks' ? <WebhooksPanel targetAccountId={targetAccountId} /> : null}
              {t === 'sip' ? <SipPanel targetAccountId={targetAccountId} /> : null}
              {t === 'domains' ? <DomainsPanel targetAccountId={targetAccountId} /> : null}
            </Suspense>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}
