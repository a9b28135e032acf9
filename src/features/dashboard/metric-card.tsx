import { Suspense, lazy } from 'react';
import { Box, Card, HStack, Skeleton, Text } from '@chakra-ui/react';
import type { Metric } from '@/lib/formula';
import { formatMetric } from '@/lib/formula';
import type { MetricComputation } from '@/lib/metrics';
import { windowLabel } from '@/lib/metrics';

const TrendChart = lazy(() => import('./trend-chart'));

export interface MetricCardProps {
  readonly metric: Metric;
  /** null while computing. */
  readonly result: MetricComputation | null;
  readonly onOpen: () => void;
}

/** One metric: title, formatted value, window and a small trend; the whole card opens its data. */
export function MetricCard({ metric, result, onOpen }: MetricCardProps) {
  const format = (value: number) => formatMetric(value, metric);
  const window = windowLabel(metric.dateFilter);
  return (
    <Card.Root
      asChild
      variant="outline"
      size="sm"
      textAlign="start"
      cursor="pointer"
      transition="border-color 0.15s, box-shadow 0.15s"
      _hover={{ borderColor: 'teal.emphasized', boxShadow: 'sm' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'teal.focusRing', outlineOffset: '2px' }}
    >
      <button
        type="button"
        onClick={onOpen}
        aria-label={`${metric.title}: ${result ? format(result.value) : 'loading'}, ${window.toLowerCase()}. Show the conversations behind it`}
      >
        <Card.Body gap="1" p="4" w="full">
          <Text fontSize="sm" color="fg.muted" fontWeight="medium" lineClamp={1}>
            {metric.title}
          </Text>
          {result ? (
            <Text fontSize="3xl" fontWeight="semibold" lineHeight="1.1" fontVariantNumeric="tabular-nums">
              {format(result.value)}
            </Text>
          ) : (
            <Skeleton h="9" w="24" />
          )}
          <HStack justify="space-between" fontSize="xs" color="fg.subtle">
            <Text>{window}</Text>
            {result?.error ? (
              <Text color="fg.error" lineClamp={1} title={result.error}>
                {result.error}
              </Text>
            ) : result ? (
              <Text>
                {result.rowCount.toLocaleString('en-US')} conversation{result.rowCount === 1 ? '' : 's'}
              </Text>
            ) : null}
          </HStack>
          <Box mt="2" h="14">
            {result ? (
              <Suspense fallback={<Skeleton h="14" />}>
                <TrendChart points={result.trend} format={format} label={metric.name} />
              </Suspense>
            ) : (
              <Skeleton h="14" />
            )}
          </Box>
        </Card.Body>
      </button>
    </Card.Root>
  );
}
