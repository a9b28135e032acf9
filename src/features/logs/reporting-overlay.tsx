import { Box, HStack, SimpleGrid, Spinner, Stack, Stat, Text } from '@chakra-ui/react';
import type { OverlayProps } from '@/overlays';
import * as MESSAGES from '@/lib/message-catalogue';
import { formatDuration, summarizeLogs } from '@/lib/logs';
import { dateFilterLabel } from './date-range-picker';
import { useLogs } from './use-logs';
import { useLogsQuery, useLogsTargetAccountId } from './use-logs-query';

const count = new Intl.NumberFormat();

/** reporting: a report of the logs window with its filters — totals and conversations per day. */
export default function ReportingOverlay(_props: OverlayProps) {
  const { query } = useLogsQuery();
  const logs = useLogs(query, useLogsTargetAccountId());
  if (logs.isPending) return <Spinner aria-label="Loading the report" />;
  if (logs.isError && logs.rows.length === 0)
    return (
      <Text role="alert" color="fg.error">
        {MESSAGES.fetchLogsFailed}
      </Text>
    );
  const report = summarizeLogs(logs.rows);
  const busiest = Math.max(1, ...report.byDay.map((d) => d.count));
  const stats: [string, string][] = [
    ['Conversations', count.format(report.conversations)],
    ['Inbound', count.format(report.inbound)],
    ['Outbound', count.format(report.outbound)],
    ['Transferred', count.format(report.transferred)],
    ['Total time', formatDuration(report.totalDuration)],
    ['Average duration', formatDuration(report.averageDuration)],
  ];
  return (
    <Stack gap="5">
      <Text color="fg.muted" fontSize="sm">
        {dateFilterLabel(query.dateFilter)}
        {query.filters.length ? ` · ${query.filters.length} filter${query.filters.length === 1 ? '' : 's'}` : ''}
        {logs.isLoadingMore ? ' · still loading rows…' : ''}
      </Text>
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
        {stats.map(([label, value]) => (
          <Stat.Root key={label} borderWidth="1px" rounded="l2" p="3">
            <Stat.Label>{label}</Stat.Label>
            <Stat.ValueText>{value}</Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
      <Stack gap="1">
        <Text fontWeight="semibold" fontSize="sm" id="per-day">
          Conversations per day
        </Text>
        {report.byDay.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            No conversations in this window.
          </Text>
        ) : (
          <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-labelledby="per-day">
            {report.byDay.map(({ day, count: n }) => (
              <HStack as="li" key={day} gap="3" fontSize="sm">
                <Text w="24" flex="none" fontVariantNumeric="tabular-nums">
                  {day}
                </Text>
                <Box flex="1" bg="bg.muted" rounded="full" h="2" overflow="hidden">
                  <Box bg="blue.solid" h="full" style={{ width: `${(n / busiest) * 100}%` }} />
                </Box>
                <Text w="12" textAlign="end" fontVariantNumeric="tabular-nums">
                  {count.format(n)}
                </Text>
              </HStack>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
