import type { OverlayProps } from '@/overlays';
import { toast } from '@/components/feedback';
import { useActingAccount } from '@/hooks/acting-account';
import { humanMessage } from '@/lib/errors';
import { displayTarget, taskInputOf, type TaskFormValues } from '@/lib/tasks';
import { useCreateTask } from './api';
import { TaskForm } from './task-form';
import { useTaskTimeZone } from './use-task-time-zone';

/** The createTask overlay (`?createTask`): queues a call or a text. A failed save keeps the form. */
export default function CreateTaskOverlay({ close }: OverlayProps) {
  const { targetAccountId } = useActingAccount();
  const timeZone = useTaskTimeZone(targetAccountId);
  const create = useCreateTask(targetAccountId);
  const submit = (values: TaskFormValues) =>
    create.mutate(taskInputOf(values, timeZone), {
      onSuccess: (answer) => {
        toast(`Task queued: ${answer.task.type} to ${displayTarget(answer.task.target)}`, { type: 'success' });
        close();
      },
    });
  return (
    <TaskForm
      timeZone={timeZone}
      saving={create.isPending}
      saveError={create.error ? humanMessage(create.error) : null}
      onSubmit={submit}
      onCancel={close}
    />
  );
}
