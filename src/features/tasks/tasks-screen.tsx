import { useMemo } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import {
  Box,
  Button,
  ButtonGroup,
  Field,
  Flex,
  HStack,
  Heading,
  IconButton,
  NativeSelect,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import {
  ArrowDownWideNarrow,
  ArrowUpNarrowWide,
  ListChecks,
  Pencil,
  Plus,
  Settings2,
  Trash2,
  Upload,
} from 'lucide-react';
import type { Task, TaskState } from '@/api/generated/model';
import { confirmDialog, toast } from '@/components/feedback';
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
    const outcome = await confirmDialog({
      title: `Delete the ${task.type} task to ${displayTarget(task.target)}?`,
      details: 'The task leaves the queue and will not run. This cannot be undone.',
      confirmText: 'Delete task',
      cancelText: 'Keep task',
      confirmColor: 'red',
    });
    if (outcome !== 'confirm') return;
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
              <IconButton
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={`Delete ${name}`}
                disabled={gone}
                onClick={() => void askDelete(task)}
              >
                <Trash2 />
              </IconButton>
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
      <Flex gap="3" wrap="wrap" align="center" justify="space-between">
        <Heading as="h1" size="lg">
          Tasks
        </Heading>
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
      </Flex>

      <TaskStatsBar targetAccountId={targetAccountId} active={query.state} onPick={(state) => change({ state })} />

      <Flex gap="3" wrap="wrap" align="end" role="group" aria-label="Filter and sort">
        <Field.Root w="auto">
          <Field.Label fontSize="xs">State</Field.Label>
          <NativeSelect.Root size="sm" w="36">
            <NativeSelect.Field
              value={query.state ?? ''}
              onChange={(e) => change({ state: (e.target.value || undefined) as TaskState | undefined })}
            >
              <option value="">Any state</option>
              {TASK_QUEUE_STATES.map((s) => (
                <option key={s} value={s}>
                  {TASK_STATE_LABELS[s]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root w="auto">
          <Field.Label fontSize="xs">Type</Field.Label>
          <NativeSelect.Root size="sm" w="32">
            <NativeSelect.Field
              value={query.type ?? ''}
              onChange={(e) => change({ type: (e.target.value || undefined) as TaskType | undefined })}
            >
              <option value="">Any type</option>
              {TASK_TYPES.map((t) => (
                <option key={t} value={t}>
                  {TASK_TYPE_LABELS[t]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root w="auto">
          <Field.Label fontSize="xs">Sort by</Field.Label>
          <HStack gap="1">
            <NativeSelect.Root size="sm" w="32">
              <NativeSelect.Field
                value={query.sort}
                onChange={(e) => change({ sort: e.target.value as TaskSortField })}
              >
                {TASK_SORT_FIELDS.map((f) => (
                  <option key={f} value={f}>
                    {TASK_SORT_LABELS[f]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
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
        <Table.ScrollArea borderWidth="1px" rounded="l2">
          <Table.Root size="sm" aria-label="Tasks" interactive>
            <Table.Header>
              {table.getHeaderGroups().map((group) => (
                <Table.Row key={group.id}>
                  {group.headers.map((h) => (
                    <Table.ColumnHeader key={h.id} whiteSpace="nowrap">
                      {flexRender(h.column.columnDef.header, h.getContext())}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              ))}
            </Table.Header>
            <Table.Body>
              {table.getRowModel().rows.map((row) => (
                <Table.Row
                  key={row.id}
                  data-state={row.original.state}
                  opacity={row.original.state === 'deleted' ? 0.6 : 1}
                  textDecoration={row.original.state === 'deleted' ? 'line-through' : undefined}
                >
                  {row.getVisibleCells().map((cell) => (
                    <Table.Cell key={cell.id} whiteSpace="nowrap">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
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
