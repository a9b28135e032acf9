import { Stack } from '@chakra-ui/react';
import { IntegrationsCatalogue } from './catalogue';
import { JobNimbusPanel } from './jobnimbus-panel';
import { PageHeader } from '@/components/page-header';

/** The integrations section: the app catalogue and the job-tracking integration. */
export function IntegrationsScreen({ targetAccountId }: { targetAccountId: number | undefined }) {
  return (
    <Stack gap="5">
      <PageHeader
        title="Integrations"
        description="Apps your agent can use, and the systems your business already runs on."
      />
      <IntegrationsCatalogue targetAccountId={targetAccountId} />
      <JobNimbusPanel targetAccountId={targetAccountId} />
    </Stack>
  );
}
