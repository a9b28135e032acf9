import { Suspense, lazy } from 'react';
import { Badge, Box, Card, HStack, Skeleton, Text } from '@chakra-ui/react';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import type { Metric } from '@/lib/formula';
import { formatMetric } from '@/lib/formula';
import type { MetricComputation } from '@/lib/metrics';
import { changeLabel, periodChange } from '@/lib/metrics';

const TrendChart = lazy(() => import('./trend-chart'));

export interface MetricCardProps {
  readonly metric: Metric;
  /** The period it is computed over, as read ("Last 30 days"). */
  readonly windowText: string;
  /** null while computing; `previous` is the same metric over the period before. */
  readonly result: (MetricComputation & { readonly previous?: MetricComputation | null }) | null;
  readonly onOpen: () => void;
}

/** One metric: title, formatted value, its change against the previous period, the window and
 * a trend chart with axes and tooltips; the card's title button opens the rows behind it. */
export function MetricCard({ metric, windowText, result, onOpen }: MetricCardProps) {
  const format = (value: number) => formatMetric(value, metric);
  const previous = result?.previous ?? null;
  const change = result && previous && !result.error ? periodChange(result.value, previous.value) : null;
  const changeText = change ? changeLabel(change, format) : null;
  const Icon = change?.direction === 'up' ? ArrowUpRight : change?.direction === 'down' ? ArrowDownRight : Minus;
  return (
    <Card.Root variant="outline" size="sm" _hover={{ borderColor: 'teal.emphasized', boxShadow: 'sm' }}>
      <Card.Body gap="1" p="4" w="full">
        <Box
          asChild
          textAlign="start"
          cursor="pointer"
          borderRadius="l2"
          _focusVisible={{ outline: '2px solid', outlineColor: 'teal.focusRing', outlineOffset: '2px' }}
        >
          <button
            type="button"
            onClick={onOpen}
            aria-label={`${metric.title}: ${result ? format(result.value) : 'loading'}, ${windowText.toLowerCase()}${changeText ? `, ${changeText}` : ''}. Show the conversations behind it`}
          >
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
          </button>
        </Box>
        {change && changeText ? (
          <Badge
            alignSelf="start"
            size="sm"
            variant="subtle"
            colorPalette={change.direction === 'up' ? 'green' : change.direction === 'down' ? 'red' : 'gray'}
            data-testid="metric-change"
          >
            <Icon size={12} aria-hidden="true" />
            {changeText}
          </Badge>
        ) : null}
        <HStack justify="space-between" fontSize="xs" color="fg.muted" gap="2">
          <Text>{windowText}</Text>
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
        <Box mt="2" h="32">
          {result ? (
            <Suspense fallback={<Skeleton h="32" />}>
              <TrendChart points={result.trend} format={format} label={metric.title} />
            </Suspense>
          ) : (
            <Skeleton h="32" />
          )}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
