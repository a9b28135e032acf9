// The task list's state in the URL (spec 000 §9): page, sort, order, state and type, each with its
// default. Apart from ./list because the tasks route's search schema (in the first download) needs
// only this, and a module the first download imports is there whole.
import type { TaskState } from '@/api/generated/model';
import { TASK_SORT_FIELD, TASK_SORT_ORDER } from '../constants';

/** Every state a task can be in (the real product's queue), `deleted` only set locally. */
export const TASK_STATES = ['pending', 'running', 'finished', 'errored', 'canceled', 'deleted'] as const;
/** The states the server reports; the filter and the summary offer these. */
export const TASK_QUEUE_STATES = ['pending', 'running', 'finished', 'errored', 'canceled'] as const;
/** The kinds of task: an outbound call or a text message. */
export const TASK_TYPES = ['call', 'text'] as const;
export const TASK_SORT_FIELDS = ['createdAt', 'updatedAt', 'scheduledFor'] as const;
export const TASK_SORT_ORDERS = ['asc', 'desc'] as const;

export type TaskType = (typeof TASK_TYPES)[number];
export type TaskSortField = (typeof TASK_SORT_FIELDS)[number];
export type TaskSortOrder = (typeof TASK_SORT_ORDERS)[number];

/** The list's state as the URL holds it (every part has a default). */
export interface TasksQuery {
  page: number;
  sort: TaskSortField;
  order: TaskSortOrder;
  state?: TaskState;
  type?: TaskType;
}

export const DEFAULT_TASKS_QUERY: TasksQuery = {
  page: 1,
  sort: TASK_SORT_FIELD,
  order: TASK_SORT_ORDER,
};

/** The query of a page from its (already validated, possibly partial) search values. */
export function tasksQueryOf(search: Partial<TasksQuery>): TasksQuery {
  return {
    page: search.page ?? 1,
    sort: search.sort ?? DEFAULT_TASKS_QUERY.sort,
    order: search.order ?? DEFAULT_TASKS_QUERY.order,
    ...(search.state ? { state: search.state } : {}),
    ...(search.type ? { type: search.type } : {}),
  };
}

/** The search values of a query: defaults are left out, so the URL stays short. */
export function tasksSearchOf(query: TasksQuery): Partial<TasksQuery> {
  return {
    page: query.page > 1 ? query.page : undefined,
    sort: query.sort === DEFAULT_TASKS_QUERY.sort ? undefined : query.sort,
    order: query.order === DEFAULT_TASKS_QUERY.order ? undefined : query.order,
    state: query.state,
    type: query.type,
  };
}
