import { useState } from 'react';
import { Alert, Box, Button, Center, Field, HStack, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  DASHBOARD_RANGES,
  RANGE_LABELS,
  dayRange,
  windowLabel,
  type DashboardRange,
  type RangeChoice,
} from '@/lib/metrics';
import { DayRangeFields } from '@/components/day-range-fields';
import { OptionSelect, type SelectOption } from '@/components/option-select';
import { PageHeader } from '@/components/page-header';
import { useDayRangeDraft } from '@/hooks/use-day-range-draft';
import { useOverlays } from '@/overlays';
import * as MESSAGES from '@/lib/message-catalogue';
import { MetricCard } from './metric-card';
import { MetricDataView } from './metric-data-view';
import { refreshDashboardClock, useDashboard } from './use-dashboard';

export interface DashboardPageProps {
  readonly targetAccountId: number | undefined;
  /** The metric whose data view is open (from the address), if any. */
  readonly selectedMetric?: string | undefined;
  readonly onSelectMetric: (name: string | undefined) => void;
  /** The period the metrics are computed over (each metric's own window when empty). */
  readonly range?: RangeChoice;
  readonly onRangeChange?: (range: RangeChoice) => void;
}

const RANGE_OPTIONS: readonly SelectOption<DashboardRange>[] = DASHBOARD_RANGES.map((r) => ({
  value: r,
  label: RANGE_LABELS[r],
}));

/** The date-range choice: each metric's window, a common moving window, or a custom range of days. */
function RangePicker({ value, onChange }: { value: RangeChoice; onChange: (range: RangeChoice) => void }) {
  const chosen = value.range ?? 'metric';
  const [choice, setChoice] = useState<DashboardRange>(chosen);
  const days = useDayRangeDraft(value.from ?? '', value.to ?? '');
  const choose = (next: DashboardRange) => {
    setChoice(next);
    days.setError(null);
    if (next !== 'custom') onChange({ range: next });
  };
  const apply = () => {
    const { from, to } = days;
    const checked = dayRange(from, to, Math.floor(Date.now() / 1000));
    if (!checked.ok) return days.setError(checked.error);
    days.setError(null);
    onChange({ range: 'custom', from, to });
  };
  return (
    <HStack gap="2" align="end" flexWrap="wrap">
      <Field.Root w="auto">
        <Field.Label fontSize="xs">Date range</Field.Label>
        <OptionSelect w="52" options={RANGE_OPTIONS} value={choice} onChange={choose} />
      </Field.Root>
      {choice === 'custom' ? <DayRangeFields draft={days} applyLabel="Apply" onApply={apply} /> : null}
    </HStack>
  );
}

function LoadingLogs({ loaded, total }: { loaded: number; total: number | null }) {
  const value = total && total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : null;
  return (
    <Progress.Root value={value} size="xs" colorPalette="blue" aria-label="Loading conversation logs">
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
export function DashboardPage({
  targetAccountId,
  selectedMetric,
  onSelectMetric,
  range = {},
  onRangeChange = () => {},
}: DashboardPageProps) {
  const { open } = useOverlays();
  const { account, metrics: own, current, window, logs, results } = useDashboard(targetAccountId, range);
  const rows = logs.data?.rows;
  // The metrics as computed: over the chosen range (or their own window) as fixed windows.
  const metrics = current;
  const selected = selectedMetric ? metrics.find((m) => m.name === selectedMetric) : undefined;
  const periodLabel = window
    ? range.range === 'custom'
      ? windowLabel({ type: 'range', start: window.start / 1000, end: window.end / 1000 })
      : RANGE_LABELS[range.range ?? 'metric']
    : null;
  const windowOf = (i: number) => periodLabel ?? windowLabel(own[i]?.dateFilter);
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
    <Stack gap="5" w="full">
      <PageHeader
        title="Dashboard"
        size="xl"
        description="Your agent’s conversations at a glance."
        actions={
          <HStack gap="2" flexWrap="wrap">
            <Button size="sm" variant="outline" onClick={() => refreshDashboardClock()} disabled={logs.isFetching}>
              Refresh
            </Button>
            <Button size="sm" variant="outline" onClick={() => open('editDashboard')}>
              Edit dashboard
            </Button>
            <Button size="sm" onClick={() => open('editMetric', 'new')}>
              New metric
            </Button>
          </HStack>
        }
      />

      <RangePicker
        key={`${range.range ?? ''}|${range.from ?? ''}|${range.to ?? ''}`}
        value={range}
        onChange={onRangeChange}
      />

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
        {metrics.map((metric, i) => (
          <MetricCard
            key={metric.name}
            metric={metric}
            windowText={windowOf(i)}
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
