import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DataList, Field, HStack, NativeSelect, Stack, Textarea, chakra } from '@chakra-ui/react';
import type { Task } from '@/api/generated/model';
import type { OverlayProps } from '@/overlays';
import { ControlledCheckbox } from '@/components/controlled-checkbox';
import { confirmDelete } from '@/components/delete-action';
import { toast } from '@/components/feedback';
import { FormActions, FormError } from '@/components/form-actions';
import { EmptyState, QueryState } from '@/components/query-state';
import { useActingAccount } from '@/hooks/acting-account';
import { humanMessage } from '@/lib/errors';
import {
  TASK_QUEUE_STATES,
  TASK_STATE_LABELS,
  TASK_TYPE_LABELS,
  WAIT_TO_GREET_LABEL,
  displayTarget,
  taskEditSchema,
  taskEditValuesOf,
  taskUpdateOf,
  type TaskEditValues,
  type TaskType,
} from '@/lib/tasks';
import { taskCache, taskQueryOptions, useDeleteTask, useUpdateTask } from './api';
import { formatTaskTime } from './format';
import { TaskStateBadge } from './task-state-badge';
import { useTaskTimeZone } from './use-task-time-zone';

function EditTask({
  task,
  targetAccountId,
  close,
}: {
  task: Task;
  targetAccountId: number | undefined;
  close: () => void;
}) {
  // The values the form started from: a background refresh never overwrites what is typed.
  const [original] = useState(task);
  const timeZone = useTaskTimeZone(targetAccountId);
  const update = useUpdateTask(targetAccountId);
  const remove = useDeleteTask(targetAccountId);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<TaskEditValues>({
    resolver: valibotResolver(taskEditSchema),
    defaultValues: taskEditValuesOf(original),
    mode: 'onTouched',
  });
  const name = `${TASK_TYPE_LABELS[original.type as TaskType] ?? original.type} to ${displayTarget(original.target)}`;

  const submit = (values: TaskEditValues) => {
    const changes = taskUpdateOf(original, values);
    if (Object.keys(changes).length === 0) return close();
    setFailure(null);
    update.mutate(
      { id: original.id, update: changes },
      {
        onSuccess: () => {
          toast('Task saved', { type: 'success' });
          close();
        },
        onError: (error) => setFailure(`Could not save the task: ${humanMessage(error)}`),
      },
    );
  };

  const askDelete = async () => {
    const confirmed = await confirmDelete({
      title: `Delete the task ${name}?`,
      details: 'The task leaves the queue and will not run. This cannot be undone.',
      confirmText: 'Delete task',
      cancelText: 'Keep task',
    });
    if (!confirmed) return;
    setFailure(null);
    remove.mutate(original.id, {
      onSuccess: () => {
        toast('Task deleted', { type: 'success' });
        close();
      },
      onError: (error) => setFailure(`Could not delete the task: ${humanMessage(error)}`),
    });
  };

  return (
    <chakra.form noValidate aria-label="Edit task" onSubmit={handleSubmit(submit)}>
      <Stack gap="4">
        <DataList.Root orientation="horizontal" size="sm">
          <DataList.Item>
            <DataList.ItemLabel>Task</DataList.ItemLabel>
            <DataList.ItemValue>{name}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>State</DataList.ItemLabel>
            <DataList.ItemValue>
              <TaskStateBadge state={original.state} />
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Scheduled</DataList.ItemLabel>
            <DataList.ItemValue>
              {original.scheduledFor === undefined
                ? 'As soon as allowed'
                : formatTaskTime(original.scheduledFor, timeZone)}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Created</DataList.ItemLabel>
            <DataList.ItemValue>{formatTaskTime(original.createdAt, timeZone)}</DataList.ItemValue>
          </DataList.Item>
          {original.greeting ? (
            <DataList.Item>
              <DataList.ItemLabel>Greeting</DataList.ItemLabel>
              <DataList.ItemValue>{original.greeting}</DataList.ItemValue>
            </DataList.Item>
          ) : null}
          {original.message ? (
            <DataList.Item>
              <DataList.ItemLabel>Message</DataList.ItemLabel>
              <DataList.ItemValue>{original.message}</DataList.ItemValue>
            </DataList.Item>
          ) : null}
        </DataList.Root>
        <Field.Root invalid={!!errors.state} maxW="xs">
          <Field.Label>Change state</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field {...register('state')}>
              {TASK_QUEUE_STATES.map((s) => (
                <option key={s} value={s}>
                  {TASK_STATE_LABELS[s]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>Cancel a pending task to keep it from running.</Field.HelperText>
        </Field.Root>
        <Field.Root invalid={!!errors.context}>
          <Field.Label>Context</Field.Label>
          <Textarea rows={4} {...register('context')} />
          <Field.ErrorText>{errors.context?.message}</Field.ErrorText>
        </Field.Root>
        {original.type === 'call' ? (
          <ControlledCheckbox control={control} name="waitToGreet" label={WAIT_TO_GREET_LABEL} />
        ) : null}
        {failure ? <FormError>{failure}</FormError> : null}
        <HStack gap="2" justify="space-between" wrap="wrap">
          <Button
            type="button"
            variant="outline"
            colorPalette="red"
            loading={remove.isPending}
            loadingText="Deleting…"
            onClick={() => void askDelete()}
          >
            Delete task
          </Button>
          <FormActions onCancel={close} pending={update.isPending} label="Save task" />
        </HStack>
      </Stack>
    </chakra.form>
  );
}

/** The editTask overlay (`?editTask=<id>`): changes a task's state, context or waitToGreet, or deletes it. */
export default function EditTaskOverlay({ value, close }: OverlayProps<string | null>) {
  const { targetAccountId } = useActingAccount();
  const queryClient = useQueryClient();
  const cached = value ? taskCache(queryClient, targetAccountId).cachedTask(value) : undefined;
  const task = useQuery({
    ...taskQueryOptions(value ?? '', targetAccountId),
    enabled: !!value,
    ...(cached ? { initialData: { success: true, task: cached } } : {}),
  });
  if (!value) return <EmptyState title="No task chosen" description="Open a task from the tasks page to edit it." />;
  return (
    <QueryState query={task} pendingLabel="Loading the task">
      {(data) =>
        data.task.state === 'deleted' ? (
          <EmptyState title="This task was deleted" />
        ) : (
          <EditTask key={data.task.id} task={data.task} targetAccountId={targetAccountId} close={close} />
        )
      }
    </QueryState>
  );
}
