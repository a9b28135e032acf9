// The task list (spec 000 §9, spec 001 "Logs and tasks"): 10 a page, newest first by createdAt,
// filtered by state and type, with paging; the stats summary; deleted marked locally (§4).
import type {
  ListTasksParams,
  Task,
  TaskCountsByState,
  TaskList,
  TaskState,
  TaskStatsResponse,
} from '@/api/generated/model';
import { TASK_PAGE_SIZE } from '../constants';
import type { TaskSortField, TasksQuery, TaskType } from './search';

export const TASK_STATE_LABELS: Record<TaskState, string> = {
  pending: 'Pending',
  running: 'Running',
  finished: 'Finished',
  errored: 'Errored',
  canceled: 'Canceled',
  deleted: 'Deleted',
};
/** The waitToGreet option, in the create and edit forms. */
export const WAIT_TO_GREET_LABEL = 'Wait for the person to speak first';

export const TASK_TYPE_LABELS: Record<TaskType, string> = { call: 'Call', text: 'Text' };
export const TASK_SORT_LABELS: Record<TaskSortField, string> = {
  createdAt: 'Created',
  updatedAt: 'Updated',
  scheduledFor: 'Scheduled',
};

/** `GET tasks`' parameters: limit 10, the page's offset, sort and order, state, type as a filter. */
export function tasksRequestParams(query: TasksQuery): ListTasksParams {
  return {
    limit: TASK_PAGE_SIZE,
    offset: (Math.max(1, query.page) - 1) * TASK_PAGE_SIZE,
    sort: query.sort,
    order: query.order,
    ...(query.state ? { state: query.state } : {}),
    ...(query.type ? { filters: JSON.stringify({ type: query.type }) } : {}),
  };
}

/** The tasks of a list answer (`tasks`, or `jobs` as the real queue names them). */
export const tasksOf = (list: TaskList): Task[] => list.tasks ?? list.jobs ?? [];

/** The count of matching tasks (`total`, or `count`); at least the tasks on the page. */
export const totalOf = (list: TaskList): number => list.total ?? list.count ?? tasksOf(list).length;

/** Pages for a count: at least one. */
export const pageCountOf = (total: number): number => Math.max(1, Math.ceil(Math.max(0, total) / TASK_PAGE_SIZE));

export interface TaskCounts {
  total: number;
  byState: Required<TaskCountsByState>;
}

/** The stats answer under `stats`, or (as the real product answers) at the top level. */
export function taskCountsOf(answer: TaskStatsResponse): TaskCounts {
  const stats = answer.stats ?? { total: answer.total ?? 0, byState: answer.byState ?? {} };
  const by = stats.byState;
  return {
    total: stats.total,
    byState: {
      pending: by.pending ?? 0,
      running: by.running ?? 0,
      finished: by.finished ?? 0,
      errored: by.errored ?? 0,
      canceled: by.canceled ?? 0,
    },
  };
}

/** The task marked deleted (spec 000 §4: set locally on delete). */
export const markDeleted = (task: Task): Task => ({ ...task, state: 'deleted' });

/** A list answer with one task marked deleted, the rest unchanged. */
export function markDeletedIn(list: TaskList, id: string): TaskList {
  const mark = (tasks: Task[] | undefined) => tasks?.map((t) => (t.id === id ? markDeleted(t) : t));
  return {
    ...list,
    ...(list.tasks ? { tasks: mark(list.tasks) } : {}),
    ...(list.jobs ? { jobs: mark(list.jobs) } : {}),
  };
}

/** A list answer without a task (it left the list); the count follows. */
export function withoutTask(list: TaskList, id: string): TaskList {
  const before = tasksOf(list).length;
  const drop = (tasks: Task[] | undefined) => tasks?.filter((t) => t.id !== id);
  const next: TaskList = {
    ...list,
    ...(list.tasks ? { tasks: drop(list.tasks) } : {}),
    ...(list.jobs ? { jobs: drop(list.jobs) } : {}),
  };
  const removed = before - tasksOf(next).length;
  if (list.total !== undefined) next.total = Math.max(0, list.total - removed);
  if (list.count !== undefined) next.count = Math.max(0, list.count - removed);
  return next;
}

/** Stats with one task of `state` gone. */
export function countsWithout(counts: TaskCounts, state: TaskState | undefined): TaskCounts {
  if (!state || state === 'deleted') return counts;
  return {
    total: Math.max(0, counts.total - 1),
    byState: { ...counts.byState, [state]: Math.max(0, counts.byState[state] - 1) },
  };
}
