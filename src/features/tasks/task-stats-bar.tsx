import { useQuery } from '@tanstack/react-query';
import { Box, Button, HStack, Skeleton, Stat } from '@chakra-ui/react';
import { ErrorState } from '@/components/query-state';
import { humanMessage } from '@/lib/errors';
import { TASK_QUEUE_STATES, TASK_STATE_LABELS, taskCountsOf } from '@/lib/tasks';
import type { TaskState } from '@/api/generated/model';
import { taskStatsQueryOptions } from './api';

const number = new Intl.NumberFormat('en-US');

/** Counts by state (`tasks/stats`); a count filters the table to its state. */
export function TaskStatsBar({
  targetAccountId,
  active,
  onPick,
}: {
  targetAccountId: number | undefined;
  active: TaskState | undefined;
  onPick: (state: TaskState | undefined) => void;
}) {
  const stats = useQuery(taskStatsQueryOptions(targetAccountId));
  if (stats.isPending) return <Skeleton h="16" rounded="l2" role="status" aria-label="Loading task counts" />;
  if (stats.isError)
    return (
      <ErrorState
        message={`Task counts could not be loaded. ${humanMessage(stats.error)}`}
        retry={() => void stats.refetch()}
        retrying={stats.isFetching}
      />
    );
  const counts = taskCountsOf(stats.data);
  const items: { key: TaskState | undefined; label: string; value: number }[] = [
    { key: undefined, label: 'All tasks', value: counts.total },
    ...TASK_QUEUE_STATES.map((s) => ({ key: s, label: TASK_STATE_LABELS[s], value: counts.byState[s] })),
  ];
  return (
    <Box as="nav" aria-label="Task counts">
      {/* The counts wrap onto more lines on a narrow screen rather than run off its edge. */}
      <HStack gap="2" as="ul" listStyleType="none" wrap="wrap">
        {items.map((item) => (
          <Box as="li" key={item.label}>
            <Button
              variant={active === item.key ? 'subtle' : 'outline'}
              h="auto"
              py="2"
              px="3"
              aria-pressed={active === item.key}
              onClick={() => onPick(item.key)}
            >
              <Stat.Root gap="0" alignItems="start">
                <Stat.Label fontSize="xs">{item.label}</Stat.Label>
                <Stat.ValueText fontSize="lg">{number.format(item.value)}</Stat.ValueText>
              </Stat.Root>
            </Button>
          </Box>
        ))}
      </HStack>
    </Box>
  );
}
