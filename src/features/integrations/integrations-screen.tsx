import { Heading, Stack, Text } from '@chakra-ui/react';
import { IntegrationsCatalogue } from './catalogue';
import { JobNimbusPanel } from './jobnimbus-panel';

/** The integrations section: the app catalogue and the job-tracking integration. */
export function IntegrationsScreen({ targetAccountId }: { targetAccountId: number | undefined }) {
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          Integrations
        </Heading>
        <Text color="fg.muted">Apps your agent can use, and the systems your business already runs on.</Text>
      </Stack>
      <IntegrationsCatalogue targetAccountId={targetAccountId} />
      <JobNimbusPanel targetAccountId={targetAccountId} />
    </Stack>
  );
}
