/**
 * The one shape of a small external store (global UI state outside React: the call, the confirm
 * dialog, the theme, the view-as choice). Pure: React reads it through `useStore` in
 * `@/hooks/use-store`.
 */

/** Anything React can subscribe to: a current value and change notifications. */
export interface ReadableStore<T> {
  get(): T;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export interface Store<T> extends ReadableStore<T> {
  /** Replaces the value (or derives it from the previous one). Listeners run only when it changed (Object.is). */
  set(next: T | ((previous: T) => T)): void;
}

const isUpdater = <T>(next: T | ((previous: T) => T)): next is (previous: T) => T => typeof next === 'function';

/** A store holding `initial` until set. (Values that are functions are not supported: pass an updater.) */
export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      const resolved = isUpdater(next) ? next(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      // A copy, so a listener that unsubscribes (or subscribes) while notified does not disturb the loop.
      [...listeners].forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
