import { describe, it, expect, vi } from 'vitest';
import fc from 'fast-check';
import { createStore } from '@/lib/store';

describe('createStore', () => {
  it('holds its initial value until set, and notifies every subscriber on a change', () => {
    const store = createStore(1);
    const a = vi.fn();
    const b = vi.fn();
    store.subscribe(a);
    store.subscribe(b);
    expect(store.get()).toBe(1);
    store.set(2);
    expect(store.get()).toBe(2);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('derives the next value from the previous one with an updater', () => {
    const store = createStore({ count: 0 });
    store.set((s) => ({ count: s.count + 1 }));
    store.set((s) => ({ count: s.count + 1 }));
    expect(store.get()).toEqual({ count: 2 });
  });

  it('does not notify when the value is unchanged (Object.is), so a no-op reducer costs no render', () => {
    const state = { n: 1 };
    const store = createStore(state);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(state);
    store.set((s) => s);
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops notifying after unsubscribe, also when a listener unsubscribes while notified', () => {
    const store = createStore('a');
    const later = vi.fn();
    const unsubscribeLater = store.subscribe(later);
    const first = vi.fn(() => unsubscribeLater());
    store.subscribe(first);
    store.set('b');
    expect(first).toHaveBeenCalledTimes(1);
    store.set('c');
    expect(first).toHaveBeenCalledTimes(2);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('ends with the last value set, notifying once per actual change (property)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.integer({ min: 0, max: 3 })), (initial, values) => {
        const store = createStore(initial);
        const listener = vi.fn();
        store.subscribe(listener);
        let changes = 0;
        let previous = initial;
        for (const v of values) {
          if (v !== previous) changes += 1;
          previous = v;
          store.set(v);
        }
        expect(store.get()).toBe(values.length ? values[values.length - 1] : initial);
        expect(listener).toHaveBeenCalledTimes(changes);
      }),
    );
  });
});
