import { useMemo } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Box, Button, ButtonGroup, Field, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { ArrowDownWideNarrow, ArrowUpNarrowWide, ListChecks, Pencil, Plus, Settings2, Upload } from 'lucide-react';
import type { Task, TaskState } from '@/api/generated/model';
import { DataTable } from '@/components/data-table';
import { DeleteButton, confirmDelete } from '@/components/delete-action';
import { toast } from '@/components/feedback';
import { OptionSelect, type SelectOption } from '@/components/option-select';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/query-state';
import { useOverlays } from '@/overlays';
import { humanMessage } from '@/lib/errors';
import {
  TASK_QUEUE_STATES,
  TASK_SORT_FIELDS,
  TASK_SORT_LABELS,
  TASK_STATE_LABELS,
  TASK_TYPES,
  TASK_TYPE_LABELS,
  displayTarget,
  pageCountOf,
  tasksOf,
  totalOf,
  type TaskSortField,
  type TaskType,
  type TasksQuery,
} from '@/lib/tasks';
import { taskLimitsQueryOptions, tasksQueryOptions, useDeleteTask } from './api';
import { browserTimeZone, formatTaskTime } from './format';
import { TaskStateBadge } from './task-state-badge';
import { TaskStatsBar } from './task-stats-bar';

export interface TasksScreenProps {
  targetAccountId: number | undefined;
  query: TasksQuery;
  onQueryChange: (query: TasksQuery) => void;
}

const column = createColumnHelper<Task>();

/** Columns a phone leaves out (below `md`): the target, state and actions stay; the edit
 * overlay shows the rest. */
const PHONE_HIDDEN: ReadonlySet<string> = new Set(['type', 'scheduledFor', 'createdAt']);

const STATE_OPTIONS: readonly SelectOption<TaskState | ''>[] = [
  { value: '', label: 'Any state' },
  ...TASK_QUEUE_STATES.map((s) => ({ value: s, label: TASK_STATE_LABELS[s] })),
];
const TYPE_OPTIONS: readonly SelectOption<TaskType | ''>[] = [
  { value: '', label: 'Any type' },
  ...TASK_TYPES.map((t) => ({ value: t, label: TASK_TYPE_LABELS[t] })),
];
const SORT_OPTIONS: readonly SelectOption<TaskSortField>[] = TASK_SORT_FIELDS.map((f) => ({
  value: f,
  label: TASK_SORT_LABELS[f],
}));

/** One filter of the list: a small label over its choices. */
function Filter<V extends string>({
  label,
  w,
  options,
  value,
  onChange,
}: {
  label: string;
  w: string;
  options: readonly SelectOption<V>[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <Field.Root w="auto">
      <Field.Label fontSize="xs">{label}</Field.Label>
      <OptionSelect w={w} options={options} value={value} onChange={onChange} />
    </Field.Root>
  );
}

/** The tasks section: counts by state, filters and sort, a page of 10 tasks, paging. */
export function TasksScreen({ targetAccountId, query, onQueryChange }: TasksScreenProps) {
  const { data } = useSuspenseQuery(tasksQueryOptions(targetAccountId, query));
  const limits = useQuery(taskLimitsQueryOptions(targetAccountId));
  const timeZone = limits.data?.limits.businessHours?.timezone ?? browserTimeZone();
  const { open, prefetch } = useOverlays();
  const remove = useDeleteTask(targetAccountId);
  const tasks = tasksOf(data);
  const total = totalOf(data);
  const pages = pageCountOf(total);
  const change = (patch: Partial<TasksQuery>) => onQueryChange({ ...query, page: 1, ...patch });

  const askDelete = async (task: Task) => {
    const confirmed = await confirmDelete({
      title: `Delete the ${task.type} task to ${displayTarget(task.target)}?`,
      details: 'The task leaves the queue and will not run. This cannot be undone.',
      confirmText: 'Delete task',
      cancelText: 'Keep task',
    });
    if (!confirmed) return;
    remove.mutate(task.id, {
      onSuccess: () => toast('Task deleted', { type: 'success' }),
      onError: (error) => toast(`Could not delete the task: ${humanMessage(error)}`, { type: 'error' }),
    });
  };

  const columns = useMemo(
    () => [
      column.accessor('target', {
        header: 'Target',
        cell: (c) => <Text fontVariantNumeric="tabular-nums">{displayTarget(c.getValue())}</Text>,
      }),
      column.accessor('type', {
        header: 'Type',
        cell: (c) => TASK_TYPE_LABELS[c.getValue() as TaskType] ?? c.getValue(),
      }),
      column.accessor('state', { header: 'State', cell: (c) => <TaskStateBadge state={c.getValue()} /> }),
      column.accessor('scheduledFor', {
        header: 'Scheduled',
        cell: (c) => (c.getValue() === undefined ? 'As soon as allowed' : formatTaskTime(c.getValue(), timeZone)),
      }),
      column.accessor('createdAt', { header: 'Created', cell: (c) => formatTaskTime(c.getValue(), timeZone) }),
      column.display({
        id: 'actions',
        header: () => <Box srOnly>Actions</Box>,
        cell: (c) => {
          const task = c.row.original;
          const gone = task.state === 'deleted';
          const name = `${task.type} task to ${displayTarget(task.target)}`;
          return (
            <HStack gap="1" justify="end">
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={`Edit ${name}`}
                disabled={gone}
                onMouseEnter={() => prefetch('editTask', task.id)}
                onFocus={() => prefetch('editTask', task.id)}
                onClick={() => open('editTask', task.id)}
              >
                <Pencil />
              </IconButton>
              <DeleteButton label={`Delete ${name}`} disabled={gone} onClick={() => void askDelete(task)} />
            </HStack>
          );
        },
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- askDelete is recreated each render; the cells read the latest
    [timeZone, open, prefetch],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- the table's functions are not memoisable
  const table = useReactTable({ data: tasks, columns, getCoreRowModel: getCoreRowModel(), getRowId: (t) => t.id });

  return (
    <Stack gap="5">
      <PageHeader
        title="Tasks"
        actions={
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => open('taskSettings')}>
              <Settings2 /> Limits
            </Button>
            <Button size="sm" variant="outline" onClick={() => open('uploadTaskList')}>
              <Upload /> Upload list
            </Button>
            <Button size="sm" onClick={() => open('createTask')}>
              <Plus /> New task
            </Button>
          </HStack>
        }
      />

      <TaskStatsBar targetAccountId={targetAccountId} active={query.state} onPick={(state) => change({ state })} />

      <Flex gap="3" wrap="wrap" align="end" role="group" aria-label="Filter and sort">
        <Filter
          label="State"
          w="36"
          options={STATE_OPTIONS}
          value={query.state ?? ''}
          onChange={(v) => change({ state: v || undefined })}
        />
        <Filter
          label="Type"
          w="32"
          options={TYPE_OPTIONS}
          value={query.type ?? ''}
          onChange={(v) => change({ type: v || undefined })}
        />
        <Field.Root w="auto">
          <Field.Label fontSize="xs">Sort by</Field.Label>
          <HStack gap="1">
            <OptionSelect w="32" options={SORT_OPTIONS} value={query.sort} onChange={(sort) => change({ sort })} />
            <IconButton
              size="sm"
              variant="outline"
              aria-label={
                query.order === 'desc'
                  ? 'Newest first (switch to oldest first)'
                  : 'Oldest first (switch to newest first)'
              }
              onClick={() => change({ order: query.order === 'desc' ? 'asc' : 'desc' })}
            >
              {query.order === 'desc' ? <ArrowDownWideNarrow /> : <ArrowUpNarrowWide />}
            </IconButton>
          </HStack>
        </Field.Root>
      </Flex>

      {tasks.length === 0 ? (
        <EmptyState
          icon={<ListChecks />}
          title={query.state || query.type ? 'No tasks match these filters' : 'No tasks yet'}
          description={
            query.state || query.type
              ? 'Choose another state or type to see more tasks.'
              : 'Queue a call or a text for your agent, or upload a list of them.'
          }
          action={
            query.state || query.type ? (
              <Button size="sm" variant="outline" onClick={() => change({ state: undefined, type: undefined })}>
                Show all tasks
              </Button>
            ) : (
              <Button size="sm" onClick={() => open('createTask')}>
                <Plus /> New task
              </Button>
            )
          }
        />
      ) : (
        <DataTable
          table={table}
          label="Tasks"
          tableProps={{ interactive: true }}
          columnProps={(id) => ({ whiteSpace: 'nowrap', hideBelow: PHONE_HIDDEN.has(id) ? 'md' : undefined })}
          rowProps={(task) => ({
            'data-state': task.state,
            opacity: task.state === 'deleted' ? 0.6 : 1,
            textDecoration: task.state === 'deleted' ? 'line-through' : undefined,
          })}
        />
      )}

      <Flex as="nav" aria-label="Pages" gap="3" align="center" justify="space-between" wrap="wrap">
        <Text color="fg.muted" fontSize="sm">
          {total === 0
            ? 'No tasks'
            : `${total.toLocaleString('en-US')} tasks · page ${Math.min(query.page, pages)} of ${pages}`}
        </Text>
        <ButtonGroup size="sm" variant="outline" attached>
          <Button disabled={query.page <= 1} onClick={() => onQueryChange({ ...query, page: query.page - 1 })}>
            Previous
          </Button>
          <Button disabled={query.page >= pages} onClick={() => onQueryChange({ ...query, page: query.page + 1 })}>
            Next
          </Button>
        </ButtonGroup>
      </Flex>
    </Stack>
  );
}
