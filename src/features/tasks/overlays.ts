import { defineOverlay, type AnyOverlayDefinition, type OverlayFlagValue } from '@/overlays';

// The manifest loads with the app: its API module is imported only when a prefetch runs.
const api = () => import('./api');

/** `?editTask=<id>`: the task id, or null when the flag names none. */
const taskId = (raw: OverlayFlagValue): string | null => (raw === true || !/^[\w-]{1,100}$/.test(raw) ? null : raw);

/** The overlays of the tasks area (spec 000 §2.2). */
export const taskOverlays: readonly AnyOverlayDefinition[] = [
  defineOverlay({
    name: 'createTask',
    title: 'New task',
    load: () => import('./create-task-overlay'),
    prefetch: async (queryClient, _value, acting) =>
      queryClient.prefetchQuery((await api()).taskLimitsQueryOptions(acting.targetAccountId)),
  }),
  defineOverlay({
    name: 'editTask',
    title: 'Edit task',
    load: () => import('./edit-task-overlay'),
    parseValue: taskId,
    prefetch: async (queryClient, id, acting) =>
      id ? (await api()).prefetchTask(queryClient, id, acting.targetAccountId) : undefined,
  }),
  defineOverlay({
    name: 'taskSettings',
    title: 'Task limits',
    load: () => import('./task-settings-overlay'),
    prefetch: async (queryClient, _value, acting) =>
      queryClient.prefetchQuery((await api()).taskLimitsQueryOptions(acting.targetAccountId)),
  }),
  defineOverlay({
    name: 'uploadTaskList',
    title: 'Upload a task list',
    load: () => import('./upload-task-list-overlay'),
  }),
];
