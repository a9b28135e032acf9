import { useSyncExternalStore } from 'react';
import type { ReadableStore } from '@/lib/store';

const identity = <T>(value: T): T => value;

/**
 * The store's value (or a slice of it) as React state; the component re-renders when it changes.
 * `selector` must return the same value for the same state (a field, a primitive), not a new object.
 */
export function useStore<T>(store: ReadableStore<T>): T;
export function useStore<T, S>(store: ReadableStore<T>, selector: (state: T) => S): S;
export function useStore<T, S>(store: ReadableStore<T>, selector: (state: T) => S = identity as (state: T) => S): S {
  const snapshot = () => selector(store.get());
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}
