// Auto-save and publish timing (spec 000 §4 and §9): edits are saved 1.5 s after the last change;
// publishing waits 1.5 s, saves staging, publishes, waits 200 ms and reloads. Timers only; what
// a save or a publish does is passed in, so the rules run under fake timers in tests.
import { CAMPAIGN_AUTOSAVE_DELAY_MS, PUBLISH_WAIT_AFTER_MS, PUBLISH_WAIT_BEFORE_MS } from '../constants';
import * as MESSAGES from '../message-catalogue';

export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

export interface SaveState {
  readonly status: SaveStatus;
  /** The failure of the last save (server message or the default), while status is 'error'. */
  readonly error: string | null;
  /** While status is 'error': whether saving the same value again can succeed (false for a refusal
   * of what was sent, such as a 400 or 422: a change, not Retry, fixes it). */
  readonly retryable?: boolean;
}

export interface Autosaver<T> {
  /** A new value: (re)starts the delay; a failed save is retried by the next change. */
  change(value: T): void;
  /** Saves the latest value now (the Retry button). */
  retry(): void;
  /** Saves the latest unsaved value now; true when everything is saved afterwards. */
  flush(): Promise<boolean>;
  /** Forget pending work (the value was replaced from the server, e.g. after revert). */
  reset(): void;
  /** True while a change has not reached the server. */
  hasUnsaved(): boolean;
  state(): SaveState;
  dispose(): void;
}

export interface AutosaverOptions<T> {
  save: (value: T) => Promise<void>;
  onState?: (state: SaveState) => void;
  /** Message of a failed save: default 'Failed to save staging campaign'. */
  errorMessage?: (error: unknown) => string;
  /** Whether a failed save can succeed when sent again (default: always). */
  isRetryable?: (error: unknown) => boolean;
  delayMs?: number;
}

function defaultMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return MESSAGES.saveStagingCampaignFailed;
}

/**
 * One save at a time. A change during a save is saved after it (with the delay); nothing typed is
 * dropped: after a failure the latest value stays unsaved until a change or retry saves it.
 */
export function createAutosaver<T>(options: AutosaverOptions<T>): Autosaver<T> {
  const delay = options.delayMs ?? CAMPAIGN_AUTOSAVE_DELAY_MS;
  const message = options.errorMessage ?? defaultMessage;
  let latest: { value: T } | null = null;
  let dirty = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: Promise<void> | null = null;
  let current: SaveState = { status: 'idle', error: null };
  let disposed = false;
  let generation = 0;

  const set = (next: SaveState) => {
    current = next;
    if (!disposed) options.onState?.(next);
  };
  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const run = (): Promise<void> => {
    clearTimer();
    if (inFlight) return inFlight;
    if (!dirty || latest === null) return Promise.resolve();
    const { value } = latest;
    const gen = generation;
    dirty = false;
    set({ status: 'saving', error: null });
    const started: Promise<void> = options
      .save(value)
      .then(
        () => {
          if (gen !== generation) return;
          if (dirty) {
            set({ status: 'pending', error: null });
            schedule();
          } else set({ status: 'saved', error: null });
        },
        (error: unknown) => {
          if (gen !== generation) return;
          dirty = true;
          set({ status: 'error', error: message(error), retryable: options.isRetryable?.(error) ?? true });
          // A change made while this save ran was not saved either; it waits for the next change or Retry.
          clearTimer();
        },
      )
      .finally(() => {
        // A reset may have started another save meanwhile: clear only this one.
        if (inFlight === started) inFlight = null;
      });
    inFlight = started;
    return started;
  };

  const schedule = () => {
    clearTimer();
    if (disposed) return;
    timer = setTimeout(() => void run(), delay);
  };

  return {
    change(value) {
      latest = { value };
      dirty = true;
      if (current.status !== 'saving') set({ status: 'pending', error: null });
      if (!inFlight) schedule();
    },
    retry() {
      if (latest === null) return;
      dirty = true;
      void run();
    },
    async flush() {
      clearTimer();
      if (inFlight) await inFlight;
      if (dirty) await run();
      return !dirty && current.status !== 'error';
    },
    reset() {
      clearTimer();
      generation += 1;
      inFlight = null;
      latest = null;
      dirty = false;
      set({ status: 'idle', error: null });
    },
    hasUnsaved: () => dirty || inFlight !== null,
    state: () => current,
    dispose() {
      clearTimer();
      disposed = true;
    },
  };
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface PublishSteps {
  /** Saves staging (the latest edits); rejects when the save fails. */
  saveStaging: () => Promise<void>;
  publish: () => Promise<void>;
  reload: () => Promise<void> | void;
  waitBeforeMs?: number;
  waitAfterMs?: number;
}

/**
 * Publish: wait 1.5 s (so the last keystrokes settle), save staging, publish, wait 200 ms, reload.
 * A failure stops the sequence and is rethrown; nothing after it runs.
 */
export async function publishSequence(steps: PublishSteps): Promise<void> {
  await wait(steps.waitBeforeMs ?? PUBLISH_WAIT_BEFORE_MS);
  await steps.saveStaging();
  await steps.publish();
  await wait(steps.waitAfterMs ?? PUBLISH_WAIT_AFTER_MS);
  await steps.reload();
}
