import { Badge } from '@chakra-ui/react';
import type { TaskState } from '@/api/generated/model';
import { TASK_STATE_LABELS } from '@/lib/tasks';

const PALETTE: Record<TaskState, string> = {
  pending: 'blue',
  running: 'purple',
  finished: 'green',
  errored: 'red',
  canceled: 'gray',
  deleted: 'gray',
};

export function TaskStateBadge({ state }: { state: TaskState }) {
  return (
    <Badge colorPalette={PALETTE[state]} variant={state === 'deleted' ? 'outline' : 'subtle'}>
      {TASK_STATE_LABELS[state]}
    </Badge>
  );
}
