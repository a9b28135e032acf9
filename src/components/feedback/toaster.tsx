import { lazy, Suspense } from 'react';
import { ERROR_TOAST_DURATION_MS, TOAST_DURATION_MS } from '@/lib/constants';
import { createStore } from '@/lib/store';
import { useStore } from '@/hooks/use-store';
import type { toaster as ToastMachine } from './toaster-view';

/** Toasts of the shell (spec 000 §2.1, §9): one at a time, bottom centre, 1000 ms by default
 * (errors longer), no progress bar and no close button. Call `toast(...)` from anywhere.
 *
 * The toast machine (and its view) is loaded on the first toast, not with the first page: a
 * toast asked for before it arrives waits in `queue` and shows as soon as it has loaded. */
export type ToastType = 'info' | 'success' | 'error' | 'warning';

interface ToastInput {
  title: string;
  type: ToastType;
  duration: number;
  description?: string;
}

type Machine = typeof ToastMachine;

let machine: Machine | null = null;
let loading: Promise<void> | null = null;
const queue: ToastInput[] = [];
/** Whether the view is needed (a toast was asked for): the shell mounts it from then on. */
const wanted = createStore(false);

const ToasterView = lazy(() => import('./toaster-view'));

function load(): Promise<void> {
  loading ??= import('./toaster-view').then(
    (m) => {
      machine = m.toaster;
      for (const t of queue.splice(0)) machine.create(t);
    },
    () => {
      // The chunk could not load (offline, a new deployment): the queued toasts are dropped
      // and the next toast tries again. A toast only informs; errors that block a task are inline.
      queue.length = 0;
      loading = null;
    },
  );
  return loading;
}

export function toast(title: string, options: { type?: ToastType; description?: string; duration?: number } = {}) {
  const input: ToastInput = {
    title,
    type: options.type ?? 'info',
    duration: options.duration ?? (options.type === 'error' ? ERROR_TOAST_DURATION_MS : TOAST_DURATION_MS),
    ...(options.description ? { description: options.description } : {}),
  };
  wanted.set(true);
  if (machine) machine.create(input);
  else {
    queue.push(input);
    void load();
  }
}

/** The toasts on screen and their reset (tests; a sign-out could use it too). */
export const toaster = {
  getVisibleToasts: (): ReturnType<Machine['getVisibleToasts']> => machine?.getVisibleToasts() ?? [],
  remove: (): void => {
    queue.length = 0;
    machine?.remove();
  },
  /** Resolves once the toast machine has loaded (it loads on the first toast). */
  ready: (): Promise<void> => load(),
};

/** Where the toasts show; renders nothing until the first toast. */
export function Toaster() {
  const on = useStore(wanted);
  return on ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
