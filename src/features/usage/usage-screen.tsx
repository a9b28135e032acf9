import { lazy, Suspense, useState } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Field,
  HStack,
  Heading,
  Link,
  SimpleGrid,
  Skeleton,
  Stack,
  Stat,
  Table,
  Text,
} from '@chakra-ui/react';
import { usageDayLabel, usagePoints, usageTotals, type UsageFrequency, type UsageQuery } from '@/lib/usage';
import { campaignStatsQueryOptions, linkStatsQueryOptions, usageQueryOptions } from './api';
import { DayRangeFields } from '@/components/day-range-fields';
import { OptionSelect, type SelectOption } from '@/components/option-select';
import { PageHeader } from '@/components/page-header';
import { TableFrame } from '@/components/table-frame';
import { useDayRangeDraft } from '@/hooks/use-day-range-draft';
import { EmptyState } from '@/components/query-state';
import * as MESSAGES from '@/lib/message-catalogue';

// The charts and their libraries load only when this page draws them.
const UsageCharts = lazy(() => import('./usage-charts'));

export interface UsageScreenProps {
  query: UsageQuery;
  onQueryChange: (query: UsageQuery) => void;
  targetAccountId: number | undefined;
}

const number = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });
const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });
const usd = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' });

type PeriodChoice = 'current' | 'previous' | 'custom';

const PERIOD_OPTIONS: readonly SelectOption<PeriodChoice>[] = [
  { value: 'current', label: 'Current billing period' },
  { value: 'previous', label: 'Previous billing period' },
  { value: 'custom', label: 'Custom range' },
];

const FREQUENCY_OPTIONS: readonly SelectOption<UsageFrequency>[] = [
  { value: 'day', label: 'Day' },
  { value: 'month', label: 'Month' },
  { value: 'year', label: 'Year' },
];

function PeriodControls({ query, onQueryChange }: Pick<UsageScreenProps, 'query' | 'onQueryChange'>) {
  const [choice, setChoice] = useState<PeriodChoice>(query.billingPeriod ?? 'custom');
  const range = useDayRangeDraft(query.startDate ?? '', query.endDate ?? '');

  const choose = (next: PeriodChoice) => {
    setChoice(next);
    range.setError(null);
    if (next !== 'custom') onQueryChange({ ...query, billingPeriod: next, startDate: null, endDate: null });
  };
  const applyRange = () => {
    const { from, to } = range;
    if (!from || !to) return range.setError(MESSAGES.dayRangeMissingDay);
    if (from > to) return range.setError(MESSAGES.dayRangeStartAfterEnd);
    range.setError(null);
    onQueryChange({ ...query, billingPeriod: null, startDate: from, endDate: to });
  };

  return (
    <HStack gap="2" align="end" wrap="wrap">
      <Field.Root w="auto">
        <Field.Label fontSize="xs">Period</Field.Label>
        <OptionSelect w="52" options={PERIOD_OPTIONS} value={choice} onChange={choose} />
      </Field.Root>
      <Field.Root w="auto">
        <Field.Label fontSize="xs">Group by</Field.Label>
        <OptionSelect
          w="28"
          options={FREQUENCY_OPTIONS}
          value={query.frequency}
          onChange={(frequency) => onQueryChange({ ...query, frequency })}
        />
      </Field.Root>
      {choice === 'custom' ? <DayRangeFields draft={range} applyLabel="Show range" onApply={applyRange} /> : null}
    </HStack>
  );
}

function ErrorState({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title flex="1">{what} could not be loaded.</Alert.Title>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Retry
      </Button>
    </Alert.Root>
  );
}

function CampaignStats({ targetAccountId }: { targetAccountId: number | undefined }) {
  const stats = useQuery(campaignStatsQueryOptions(targetAccountId));
  if (stats.isPending) return <Skeleton h="24" />;
  if (stats.isError) return <ErrorState what="Agent statistics" onRetry={() => void stats.refetch()} />;
  const rows = stats.data.stats;
  if (rows.length === 0) return <Text color="fg.muted">No agent activity in the last 30 days.</Text>;
  return (
    <TableFrame label="Agents, last 30 days">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Agent</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Calls</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Messages</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Transfers</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Minutes</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.campaignId}>
            <Table.Cell>{row.title ?? row.campaignId}</Table.Cell>
            <Table.Cell textAlign="end">{number.format(row.calls ?? 0)}</Table.Cell>
            <Table.Cell textAlign="end">{number.format(row.messages ?? 0)}</Table.Cell>
            <Table.Cell textAlign="end">{number.format(row.transfers ?? 0)}</Table.Cell>
            <Table.Cell textAlign="end">{number.format(row.minutes ?? 0)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </TableFrame>
  );
}

/** Link titles or their host and path; the address itself is shown as text, never fetched. */
const linkText = (link: { url: string; title?: string }) => link.title ?? link.url;

function LinkStats({
  range,
  targetAccountId,
}: {
  range: { startDate?: string; endDate?: string };
  targetAccountId: number | undefined;
}) {
  const stats = useQuery(linkStatsQueryOptions(range, targetAccountId));
  if (stats.isPending) return <Skeleton h="24" />;
  if (stats.isError) return <ErrorState what="Profile link statistics" onRetry={() => void stats.refetch()} />;
  const { views, links } = stats.data;
  return (
    <Stack gap="2">
      <Text fontSize="sm">
        Profile page views: <strong>{number.format(views ?? 0)}</strong>
      </Text>
      {links.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          No link clicks in this period.
        </Text>
      ) : (
        <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label="Link clicks">
          {links.map((link) => (
            <HStack as="li" key={link.url} justify="space-between" borderBottomWidth="1px" py="1" fontSize="sm">
              <Link href={link.url} target="_blank" rel="noopener noreferrer" truncate maxW="70%">
                {linkText(link)}
              </Link>
              <Text fontVariantNumeric="tabular-nums">{number.format(link.clicks)} clicks</Text>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The usage screen: usage over a period — charts, totals, a table by day, agent and link stats. */
export function UsageScreen({ query, onQueryChange, targetAccountId }: UsageScreenProps) {
  // The route's loader has put this period's usage in the cache: the first paint has data, and a
  // failure is the route's error screen (with Retry), not a state of this component.
  const usage = useSuspenseQuery(usageQueryOptions(query, targetAccountId));
  const results = usage.data?.results;
  const points = usagePoints(results, query.billingPeriod);
  const totals = usageTotals(points, results);
  const range =
    query.billingPeriod === null && query.startDate && query.endDate
      ? { startDate: `${query.startDate}T00:00:00Z`, endDate: `${query.endDate}T23:59:59Z` }
      : {};
  const periodText =
    query.billingPeriod === 'current'
      ? 'Current billing period'
      : query.billingPeriod === 'previous'
        ? 'Previous billing period'
        : `${query.startDate} to ${query.endDate}`;

  const stats: [string, string, string?][] = [
    ['Minutes', number.format(totals.minutes), `${number.format(totals.advancedVoice)} advanced voice`],
    [
      'Messages',
      number.format(totals.messages),
      `${number.format(totals.inbound)} received · ${number.format(totals.outbound)} sent`,
    ],
    ['Tokens', compact.format(totals.tokens), number.format(totals.tokens)],
    ['Phone numbers', number.format(totals.numbers)],
  ];
  if (totals.hasCosts) stats.push(['Cost', usd.format(totals.cost)]);

  return (
    <Stack gap="6">
      <PageHeader
        title="Usage"
        description={periodText}
        actions={<PeriodControls query={query} onQueryChange={onQueryChange} />}
      />

      <SimpleGrid columns={{ base: 2, md: totals.hasCosts ? 5 : 4 }} gap="3" aria-label="Totals" role="list">
        {stats.map(([label, value, help]) => (
          <Stat.Root key={label} borderWidth="1px" rounded="l3" p="4" role="listitem" bg="bg">
            <Stat.Label>{label}</Stat.Label>
            <Stat.ValueText>{value}</Stat.ValueText>
            {help ? <Stat.HelpText>{help}</Stat.HelpText> : null}
          </Stat.Root>
        ))}
      </SimpleGrid>

      {points.length === 0 ? (
        <EmptyState
          title="No usage in this period"
          description="Choose another period to see its minutes, messages and costs."
        />
      ) : (
        <Suspense fallback={<Skeleton h="64" rounded="l3" role="status" aria-label="Loading charts" />}>
          <UsageCharts points={points} />
        </Suspense>
      )}

      {points.length > 0 ? (
        <Stack gap="2">
          <Heading as="h2" size="md">
            By {query.frequency}
          </Heading>
          <TableFrame
            label={`Usage by ${query.frequency}`}
            frameProps={{ maxH: '96' }}
            tableProps={{ stickyHeader: true }}
          >
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Date</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Minutes</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Advanced voice</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Received</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Sent</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Tokens</Table.ColumnHeader>
                {totals.hasCosts ? <Table.ColumnHeader textAlign="end">Cost</Table.ColumnHeader> : null}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {points.map((p) => (
                <Table.Row key={p.key}>
                  <Table.Cell>{usageDayLabel(p.ms)}</Table.Cell>
                  <Table.Cell textAlign="end">{number.format(p.minutes)}</Table.Cell>
                  <Table.Cell textAlign="end">{number.format(p.advancedVoice)}</Table.Cell>
                  <Table.Cell textAlign="end">{number.format(p.inbound)}</Table.Cell>
                  <Table.Cell textAlign="end">{number.format(p.outbound)}</Table.Cell>
                  <Table.Cell textAlign="end">{number.format(p.tokens)}</Table.Cell>
                  {totals.hasCosts ? <Table.Cell textAlign="end">{usd.format(p.cost)}</Table.Cell> : null}
                </Table.Row>
              ))}
            </Table.Body>
          </TableFrame>
        </Stack>
      ) : null}

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Stack gap="2">
          <Heading as="h2" size="md">
            Agents
          </Heading>
          <CampaignStats targetAccountId={targetAccountId} />
        </Stack>
        <Stack gap="2">
          <Heading as="h2" size="md">
            Profile links
          </Heading>
          <LinkStats range={range} targetAccountId={targetAccountId} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
