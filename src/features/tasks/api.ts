// The tasks area's calls: query factories on orval's generated options, and mutation hooks with
// their cache updates beside them. The ONLY module of the area that imports generated hooks.
import { useMutation, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import {
  createTask,
  deleteTask,
  getGetTaskLimitsQueryKey,
  getGetTaskLimitsQueryOptions,
  getGetTaskQueryKey,
  getGetTaskQueryOptions,
  getGetTaskStatsQueryKey,
  getGetTaskStatsQueryOptions,
  getListTasksQueryKey,
  getListTasksSuspenseQueryOptions,
  updateTask,
  updateTaskLimits,
  uploadTasksCsv,
} from '@/api/generated/hooks/logs-and-tasks/logs-and-tasks';
import type {
  ListTasksParams,
  Task,
  TaskInput,
  TaskLimits,
  TaskLimitsResponse,
  TaskList,
  TaskResponse,
  TaskStatsResponse,
  TaskUpdate,
} from '@/api/generated/model';
import { markDeletedIn, tasksRequestParams, type TasksQuery } from '@/lib/tasks';
import { withTarget } from '@/lib/accounts';

const LIST_KEY_PREFIX = getListTasksQueryKey();

/** A page of tasks: the page's data (its route's loader ensures it; the page reads it with useSuspenseQuery). */
export const tasksQueryOptions = (targetAccountId: number | undefined, query: TasksQuery) =>
  getListTasksSuspenseQueryOptions(withTarget(tasksRequestParams(query), targetAccountId), {
    query: { staleTime: 15_000 },
  });

/** Counts by state, for the summary bar. */
export const taskStatsQueryOptions = (targetAccountId: number | undefined) =>
  getGetTaskStatsQueryOptions(withTarget({}, targetAccountId), { query: { staleTime: 15_000 } });

/** One task (editTask). */
export const taskQueryOptions = (id: string, targetAccountId: number | undefined) =>
  getGetTaskQueryOptions(id, withTarget({}, targetAccountId), { query: { staleTime: 15_000 } });

/** The organization's task limits (taskSettings; the time zone of scheduled tasks). */
export const taskLimitsQueryOptions = (targetAccountId: number | undefined) =>
  getGetTaskLimitsQueryOptions(withTarget({}, targetAccountId), { query: { staleTime: 60_000 } });

/** The cached tasks of one account, kept in step with creates, edits and deletes. */
export function taskCache(queryClient: QueryClient, targetAccountId: number | undefined) {
  const isMine = (query: Query) =>
    (query.queryKey[1] as ListTasksParams | undefined)?.targetAccountId === targetAccountId;
  const listFilter = { queryKey: LIST_KEY_PREFIX, predicate: isMine };
  const statsKey = getGetTaskStatsQueryKey(withTarget({}, targetAccountId));

  /** A task as some cached page holds it. */
  const cachedTask = (id: string): Task | undefined => {
    for (const [, list] of queryClient.getQueriesData<TaskList>(listFilter)) {
      const found = (list?.tasks ?? list?.jobs)?.find((t) => t.id === id);
      if (found) return found;
    }
    return undefined;
  };

  const refreshAll = () =>
    Promise.all([queryClient.invalidateQueries(listFilter), queryClient.invalidateQueries({ queryKey: statsKey })]);

  const setTask = (task: Task) => {
    queryClient.setQueryData<TaskResponse>(getGetTaskQueryKey(task.id, withTarget({}, targetAccountId)), {
      success: true,
      task,
    });
    queryClient.setQueriesData<TaskList>(listFilter, (old) => {
      if (!old) return old;
      const swap = (tasks: Task[] | undefined) => tasks?.map((t) => (t.id === task.id ? task : t));
      return {
        ...old,
        ...(old.tasks ? { tasks: swap(old.tasks) } : {}),
        ...(old.jobs ? { jobs: swap(old.jobs) } : {}),
      };
    });
  };

  return {
    cachedTask,
    refreshAll,
    setTask,
    /** Marks a task deleted in every cached page at once; returns how to undo it. */
    markDeleted(id: string) {
      const before = queryClient.getQueriesData<TaskList>(listFilter);
      queryClient.setQueriesData<TaskList>(listFilter, (old) => (old ? markDeletedIn(old, id) : old));
      return () => {
        for (const [key, data] of before) queryClient.setQueryData(key, data);
      };
    },
  };
}

export const prefetchTask = (queryClient: QueryClient, id: string, targetAccountId: number | undefined) => {
  const cached = taskCache(queryClient, targetAccountId).cachedTask(id);
  return queryClient.prefetchQuery({
    ...taskQueryOptions(id, targetAccountId),
    ...(cached ? { initialData: { success: true, task: cached } satisfies TaskResponse } : {}),
  });
};

/** Queues a task; the lists and the stats refetch. */
export function useCreateTask(targetAccountId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TaskInput) => createTask(input, withTarget({}, targetAccountId)),
    onSuccess: async (answer) => {
      const cache = taskCache(queryClient, targetAccountId);
      cache.setTask(answer.task);
      await cache.refreshAll();
    },
  });
}

/** Changes a task's state, context or waitToGreet; the answer replaces it everywhere at once. */
export function useUpdateTask(targetAccountId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: TaskUpdate }) =>
      updateTask(id, update, withTarget({}, targetAccountId)),
    onSuccess: async (answer) => {
      const cache = taskCache(queryClient, targetAccountId);
      cache.setTask(answer.task);
      await cache.refreshAll();
    },
  });
}

/** Deletes a task: marked deleted at once (spec 000 §4), it leaves the list when the server agrees. */
export function useDeleteTask(targetAccountId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteTask(id, withTarget({}, targetAccountId)),
    onMutate: (id) => ({ undo: taskCache(queryClient, targetAccountId).markDeleted(id) }),
    onError: (_error, _id, context) => context?.undo(),
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: getGetTaskQueryKey(id, withTarget({}, targetAccountId)), exact: true });
      await taskCache(queryClient, targetAccountId).refreshAll();
    },
  });
}

/** Saves the limits (a reset saves the defaults); the answer is the stored limits. */
export function useUpdateTaskLimits(targetAccountId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (limits: TaskLimits) => updateTaskLimits(limits, withTarget({}, targetAccountId)),
    onSuccess: (answer) => {
      queryClient.setQueryData<TaskLimitsResponse>(getGetTaskLimitsQueryKey(withTarget({}, targetAccountId)), answer);
    },
  });
}

/** Sends a checked CSV file (multipart field csv); the lists and stats refetch. */
export function useUploadTasksCsv(targetAccountId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob) => uploadTasksCsv({ csv: file }, withTarget({}, targetAccountId)),
    onSuccess: () => taskCache(queryClient, targetAccountId).refreshAll(),
  });
}

export type { TaskStatsResponse };
