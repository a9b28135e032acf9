import { Alert, Box, Button, Center, Heading, HStack, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useOverlays } from '@/overlays';
import { MESSAGES } from '@/lib/messages';
import { MetricCard } from './metric-card';
import { MetricDataView } from './metric-data-view';
import { refreshDashboardClock, useDashboard } from './use-dashboard';

export interface DashboardPageProps {
  readonly targetAccountId: number | undefined;
  /** The metric whose data view is open (from the address), if any. */
  readonly selectedMetric?: string | undefined;
  readonly onSelectMetric: (name: string | undefined) => void;
}

function LoadingLogs({ loaded, total }: { loaded: number; total: number | null }) {
  const value = total && total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : null;
  return (
    <Progress.Root value={value} size="xs" colorPalette="teal" aria-label="Loading conversation logs">
      <HStack justify="space-between" mb="1">
        <Progress.Label fontSize="sm" color="fg.muted">
          Loading conversation logs…
        </Progress.Label>
        <Progress.ValueText fontSize="sm" color="fg.muted" role="status">
          {total
            ? `${loaded.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows`
            : `${loaded.toLocaleString('en-US')} rows`}
        </Progress.ValueText>
      </HStack>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}

/** The dashboard section: one card per metric over its window (spec 000 §2.6, §9). */
export function DashboardPage({ targetAccountId, selectedMetric, onSelectMetric }: DashboardPageProps) {
  const { open } = useOverlays();
  const { account, metrics, logs, results } = useDashboard(targetAccountId);
  const rows = logs.data?.rows;
  const selected = selectedMetric ? metrics.find((m) => m.name === selectedMetric) : undefined;
  const resultOf = (name: string) => results?.find((r) => r.name === name) ?? null;

  if (account.isError) {
    return (
      <Center py="16">
        <Stack align="center" gap="3" role="alert">
          <Text>The dashboard could not be loaded.</Text>
          <Button size="sm" onClick={() => void account.refetch()}>
            Try again
          </Button>
        </Stack>
      </Center>
    );
  }

  return (
    <Stack as="main" gap="5" px={{ base: '4', md: '8' }} py={{ base: '4', md: '6' }} maxW="7xl" mx="auto" w="full">
      <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
        <Stack gap="0">
          <Heading as="h1" size="xl">
            Dashboard
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Your agent’s conversations at a glance.
          </Text>
        </Stack>
        <HStack gap="2" flexWrap="wrap">
          <Button size="sm" variant="outline" onClick={() => refreshDashboardClock()} disabled={logs.isFetching}>
            Refresh
          </Button>
          <Button size="sm" variant="outline" onClick={() => open('editDashboard')}>
            Edit dashboard
          </Button>
          <Button size="sm" colorPalette="teal" onClick={() => open('editMetric', 'new')}>
            New metric
          </Button>
        </HStack>
      </HStack>

      {logs.isPending && logs.fetchStatus !== 'idle' ? (
        <LoadingLogs loaded={logs.progress.loaded} total={logs.progress.total} />
      ) : null}

      {logs.isError ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{MESSAGES.fetchLogsFailed}</Alert.Title>
            <Alert.Description>The metrics below show no data until the logs load.</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void logs.refetch()}>
            Retry
          </Button>
        </Alert.Root>
      ) : null}

      {rows && rows.length === 0 ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>No conversations yet in this window</Alert.Title>
            <Alert.Description>Metrics fill in as your agent takes calls and chats.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}

      {logs.data?.truncated ? (
        <Text fontSize="sm" color="fg.muted">
          Only the first {logs.data.rows.length.toLocaleString('en-US')} conversations of the window are counted.
        </Text>
      ) : null}

      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" aria-label="Metrics" as="section">
        {metrics.map((metric) => (
          <MetricCard
            key={metric.name}
            metric={metric}
            result={logs.isError ? null : resultOf(metric.name)}
            onOpen={() => onSelectMetric(metric.name)}
          />
        ))}
      </SimpleGrid>
      {account.isPending ? <Box srOnly>Loading the dashboard</Box> : null}

      {selected ? (
        <MetricDataView
          metric={selected}
          result={resultOf(selected.name)}
          rows={rows ?? []}
          now={logs.now}
          onClose={() => onSelectMetric(undefined)}
        />
      ) : null}
    </Stack>
  );
}
