// The metric data view: the conversation rows behind a metric's number (window and filters).
import { useMemo } from 'react';
import { Badge, Box, Dialog, HStack, Portal, Table, Text } from '@chakra-ui/react';
import { CloseButton } from '@/components/close-button';
import type { Metric } from '@/lib/formula';
import { formatMetric } from '@/lib/formula';
import { filterText } from '@/lib/filters';
import type { LogRow, MetricComputation } from '@/lib/metrics';
import { metricFilterList, metricRows, windowLabel } from '@/lib/metrics';
import { formatPhoneNumber } from '@/lib/validate';

/** Rows shown at once (the logs section has the full, virtualised table). */
export const DATA_VIEW_ROW_LIMIT = 200;
const COLUMNS = ['timestamp', 'direction', 'fromNumber', 'toNumber', 'duration', 'transfer', 'type'] as const;

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function cell(column: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (column === 'timestamp') {
    const t = typeof value === 'number' ? (value < 1e11 ? value * 1000 : value) : Date.parse(String(value));
    return Number.isNaN(t) ? String(value) : dateTime.format(t);
  }
  if (column === 'fromNumber' || column === 'toNumber') return formatPhoneNumber(String(value));
  if (column === 'duration' && typeof value === 'number') return `${value} s`;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export interface MetricDataViewProps {
  readonly metric: Metric;
  readonly result: MetricComputation | null;
  readonly rows: readonly LogRow[];
  readonly now: number;
  readonly onClose: () => void;
}

export function MetricDataView({ metric, result, rows, now, onClose }: MetricDataViewProps) {
  const picked = useMemo(() => metricRows(metric, rows, now), [metric, rows, now]);
  const where = filterText(metricFilterList(metric));
  return (
    <Dialog.Root
      open
      onOpenChange={(e) => !e.open && onClose()}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={`${metric.title} data`}>
            <Dialog.Header flexDirection="column" alignItems="start" gap="1">
              <Dialog.Title>{metric.title}</Dialog.Title>
              <HStack gap="2" flexWrap="wrap" fontSize="sm" color="fg.muted">
                {result ? (
                  <Badge colorPalette="blue" size="lg" fontVariantNumeric="tabular-nums">
                    {formatMetric(result.value, metric)}
                  </Badge>
                ) : null}
                <Text>{windowLabel(metric.dateFilter)}</Text>
                {where ? <Text>· {where}</Text> : null}
                <Text>
                  · {metric.aggregation} of <code>{metric.formula}</code>
                  {metric.scale !== 1 ? ` × ${metric.scale}` : ''}
                </Text>
              </HStack>
            </Dialog.Header>
            <Dialog.Body>
              {picked.length === 0 ? (
                <Box py="10" textAlign="center" color="fg.muted">
                  No conversations in this window match the metric.
                </Box>
              ) : (
                <>
                  <Text fontSize="sm" color="fg.muted" mb="2">
                    {picked.length > DATA_VIEW_ROW_LIMIT
                      ? `The ${DATA_VIEW_ROW_LIMIT} newest of ${picked.length.toLocaleString('en-US')} conversations`
                      : `${picked.length.toLocaleString('en-US')} conversation${picked.length === 1 ? '' : 's'}`}
                  </Text>
                  <Table.ScrollArea borderWidth="1px" rounded="md">
                    <Table.Root size="sm" stickyHeader interactive>
                      <Table.Header>
                        <Table.Row>
                          {COLUMNS.map((c) => (
                            <Table.ColumnHeader key={c} whiteSpace="nowrap">
                              {c}
                            </Table.ColumnHeader>
                          ))}
                        </Table.Row>
                      </Table.Header>
                      <Table.Body>
                        {picked.slice(0, DATA_VIEW_ROW_LIMIT).map((row, i) => (
                          <Table.Row key={typeof row.uuid === 'string' ? row.uuid : i}>
                            {COLUMNS.map((c) => (
                              <Table.Cell key={c} whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                                {cell(c, row[c])}
                              </Table.Cell>
                            ))}
                          </Table.Row>
                        ))}
                      </Table.Body>
                    </Table.Root>
                  </Table.ScrollArea>
                </>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
