import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import type { SortingState } from '@tanstack/react-table';
import {
  Alert,
  Box,
  Button,
  Flex,
  HStack,
  Heading,
  Menu,
  Portal,
  Skeleton,
  Stack,
  Tag,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { CloseButton } from '@/components/close-button';
import { useOverlays } from '@/overlays';
import type { LogRow } from '@/api/generated/model';
import { toast } from '@/components/feedback';
import { conditionText } from '@/lib/filters';
import * as MESSAGES from '@/lib/message-catalogue';
import { logsFileName, transcriptValue, type LogsQuery } from '@/lib/logs';
import { fetchLogsCsv, fetchLogsJson } from './api';
import { logsToCsv } from './csv';
import { DateRangePicker } from './date-range-picker';
import { refreshLogsClock } from './logs-clock';
import { LogsCards } from './logs-cards';
import { LogsTable } from './logs-table';
import { saveFile } from './save-file';
import { sortRows } from './sort-rows';
import { useLogs } from './use-logs';
import { useNarrow } from '@/hooks';

export interface LogsScreenProps {
  query: LogsQuery;
  /** Writes the query to the URL (no reload). */
  onQueryChange: (query: LogsQuery) => void;
  targetAccountId: number | undefined;
}

const count = new Intl.NumberFormat();

/** The conversation logs screen (spec 000 §2.5): filters, columns and window from the query,
 * a virtualised table of every row of the window, downloads and the report. */
export function LogsScreen({ query, onQueryChange, targetAccountId }: LogsScreenProps) {
  const logs = useLogs(query, targetAccountId);
  const { open } = useOverlays();
  const [sorting, setSorting] = useState<SortingState>([]);
  const [downloading, setDownloading] = useState<'csv' | 'json' | null>(null);
  const phone = useNarrow();

  const openRow = (row: LogRow) => {
    const value = transcriptValue(row);
    if (value) open('callTranscript', value);
    else toast(MESSAGES.fetchConversationFailed, { type: 'error' });
  };

  /** Downloads the window's rows with the columns on screen (in their order), or with every
   * field when the person asks for all. */
  const download = async (format: 'csv' | 'json', all = false) => {
    const columns = all ? 'all' : logs.columns;
    setDownloading(format);
    try {
      if (format === 'csv') {
        saveFile(logsFileName('csv', new Date()), await fetchLogsCsv(logs.params, columns), 'text/csv;charset=utf-8');
      } else {
        const rows = await fetchLogsJson(logs.params, columns);
        saveFile(logsFileName('json', new Date()), JSON.stringify(rows, null, 2), 'application/json');
      }
    } catch {
      toast(format === 'csv' ? MESSAGES.fetchCsvFailed : MESSAGES.fetchJsonFailed, { type: 'error' });
    } finally {
      setDownloading(null);
    }
  };

  const exportOnScreen = () => {
    // The rows as shown: the current sort order and columns.
    const ordered = sortRows(logs.rows, sorting, logs.agentNames);
    saveFile(logsFileName('csv', new Date()), logsToCsv(ordered, logs.columns), 'text/csv;charset=utf-8');
  };

  const removeFilter = (index: number) =>
    onQueryChange({ ...query, filters: query.filters.filter((_, i) => i !== index) });

  // What the table (wide screens) and the cards (phones) both show.
  const rowsView = {
    label: 'Conversation logs',
    rows: logs.rows,
    columns: logs.columns,
    sorting,
    onOpenRow: openRow,
    totalRows: logs.totalCount,
    agentNames: logs.agentNames,
  };

  const status = logs.isPending
    ? 'Loading conversations…'
    : logs.isLoadingMore && logs.totalCount
      ? `Loading… ${count.format(logs.rows.length)} of ${count.format(logs.totalCount)} conversations`
      : `${count.format(logs.rows.length)} conversation${logs.rows.length === 1 ? '' : 's'}`;

  return (
    <Stack gap="4" h={{ base: 'auto', md: 'calc(100dvh - 104px)' }} minH="0">
      <Flex gap="3" wrap="wrap" align="center" justify="space-between">
        <Stack gap="0">
          <Heading as="h1" size="lg">
            Conversation logs
          </Heading>
          <Text color="fg.muted" fontSize="sm" role="status" aria-live="polite">
            {status}
          </Text>
        </Stack>
        <Wrap gap="2" align="center">
          <DateRangePicker
            value={query.dateFilter}
            nowSeconds={logs.now}
            onChange={(dateFilter) => onQueryChange({ ...query, dateFilter })}
          />
          <Button size="sm" variant="outline" onClick={() => open('logFilterBuilder')}>
            Filters{query.filters.length ? ` (${query.filters.length})` : ''}
          </Button>
          <Button size="sm" variant="outline" onClick={() => open('editConvoColumns')}>
            Columns
          </Button>
          <Button size="sm" variant="outline" onClick={() => open('reporting')}>
            Report
          </Button>
          <Menu.Root>
            <Menu.Trigger asChild>
              <Button size="sm" colorPalette="blue" loading={downloading !== null} loadingText="Downloading…">
                Download
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  <Menu.ItemGroup>
                    <Menu.ItemGroupLabel>Columns on screen</Menu.ItemGroupLabel>
                    <Menu.Item value="csv" onSelect={() => void download('csv')}>
                      Download CSV
                    </Menu.Item>
                    <Menu.Item value="json" onSelect={() => void download('json')}>
                      Download JSON
                    </Menu.Item>
                  </Menu.ItemGroup>
                  <Menu.Separator />
                  <Menu.ItemGroup>
                    <Menu.ItemGroupLabel>Every field</Menu.ItemGroupLabel>
                    <Menu.Item value="csv-all" onSelect={() => void download('csv', true)}>
                      All columns (CSV)
                    </Menu.Item>
                    <Menu.Item value="json-all" onSelect={() => void download('json', true)}>
                      All columns (JSON)
                    </Menu.Item>
                  </Menu.ItemGroup>
                  <Menu.Separator />
                  <Menu.Item value="screen" disabled={logs.rows.length === 0} onSelect={exportOnScreen}>
                    Export rows on screen (CSV)
                  </Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
          <Button
            size="sm"
            variant="ghost"
            aria-label="Refresh"
            onClick={() => {
              refreshLogsClock();
              void logs.refetch();
            }}
          >
            <RefreshCw size={16} aria-hidden="true" />
          </Button>
        </Wrap>
      </Flex>

      {query.filters.length > 0 ? (
        <HStack gap="2" wrap="wrap" aria-label="Filters" role="list">
          <Text fontSize="sm" color="fg.muted">
            Where
          </Text>
          {query.filters.map((filter, i) => (
            <Tag.Root key={`${filter.field}-${i}`} role="listitem" size="lg" variant="surface">
              <Tag.Label>{conditionText(filter)}</Tag.Label>
              <Tag.EndElement>
                <CloseButton
                  size="2xs"
                  aria-label={`Remove filter ${conditionText(filter)}`}
                  onClick={() => removeFilter(i)}
                />
              </Tag.EndElement>
            </Tag.Root>
          ))}
          <Button size="xs" variant="ghost" onClick={() => onQueryChange({ ...query, filters: [] })}>
            Clear filters
          </Button>
        </HStack>
      ) : null}

      {logs.isError ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title flex="1">{MESSAGES.fetchLogsFailed}</Alert.Title>
          <Button size="sm" variant="outline" onClick={() => void logs.refetch()}>
            Retry
          </Button>
        </Alert.Root>
      ) : null}

      <Box flex="1" minH={{ base: '60dvh', md: '0' }} h={{ base: '60dvh', md: 'auto' }}>
        {logs.isPending ? (
          <Stack gap="2" aria-hidden="true">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} h="10" />
            ))}
          </Stack>
        ) : logs.rows.length === 0 && !logs.isError ? (
          <Stack
            align="center"
            justify="center"
            h="full"
            minH="40"
            gap="1"
            borderWidth="1px"
            borderStyle="dashed"
            rounded="l2"
          >
            <Text fontWeight="semibold">No conversations in this window</Text>
            <Text color="fg.muted" fontSize="sm">
              Try a longer date range or fewer filters.
            </Text>
          </Stack>
        ) : logs.rows.length > 0 && phone ? (
          <LogsCards {...rowsView} />
        ) : logs.rows.length > 0 ? (
          <LogsTable {...rowsView} onSortingChange={setSorting} />
        ) : null}
      </Box>
    </Stack>
  );
}
