import { describe, it, expect, vi } from 'vitest';
import fc from 'fast-check';
import {
  STORAGE_KEYS,
  browserStorage,
  clearForLogout,
  isString,
  readJson,
  removeKey,
  storedStore,
  writeJson,
  type StorageLike,
} from '@/lib/storage';

/** An in-memory storage; `fail` makes every method throw (Safari private mode, quota exceeded). */
function fakeStorage(initial: Record<string, string> = {}, fail = false): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  const guard = () => {
    if (fail) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return {
    data,
    getItem: (k) => (guard(), data.get(k) ?? null),
    setItem: (k, v) => (guard(), void data.set(k, v)),
    removeItem: (k) => (guard(), void data.delete(k)),
    clear: () => (guard(), data.clear()),
  };
}

const isTheme = (v: unknown): v is 'light' | 'dark' => v === 'light' || v === 'dark';

describe('readJson', () => {
  it.each([
    ['missing', {}, null],
    ['corrupt JSON', { theme: '{"dark' }, null],
    ['wrong shape', { theme: '"purple"' }, null],
    ['wrong type', { theme: '42' }, null],
    ['valid', { theme: '"dark"' }, 'dark'],
  ])('%s → %s', (_, initial, expected) => {
    expect(readJson(STORAGE_KEYS.theme, isTheme, fakeStorage(initial))).toBe(expected);
  });

  it('is absent when there is no storage or the storage throws', () => {
    expect(readJson(STORAGE_KEYS.theme, isTheme, undefined)).toBeNull();
    expect(readJson(STORAGE_KEYS.theme, isTheme, fakeStorage({ theme: '"dark"' }, true))).toBeNull();
  });

  it('never throws and never returns a value its guard rejects, whatever is stored (property)', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const value = readJson(STORAGE_KEYS.theme, isString, fakeStorage({ theme: raw }));
        expect(value === null || typeof value === 'string').toBe(true);
      }),
    );
  });
});

describe('writeJson and removeKey', () => {
  it('round-trips any JSON value through readJson (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const storage = fakeStorage();
        expect(writeJson(STORAGE_KEYS.onboarding, value, storage)).toBe(true);
        const back = readJson(STORAGE_KEYS.onboarding, (_v): _v is unknown => true, storage);
        expect(back).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('reports failure instead of throwing when the storage throws or is missing', () => {
    expect(writeJson(STORAGE_KEYS.theme, 'dark', fakeStorage({}, true))).toBe(false);
    expect(writeJson(STORAGE_KEYS.theme, 'dark', undefined)).toBe(false);
    expect(() => removeKey(STORAGE_KEYS.theme, fakeStorage({}, true))).not.toThrow();
    expect(() => clearForLogout(fakeStorage({}, true))).not.toThrow();
  });

  it('removes a key', () => {
    const storage = fakeStorage({ theme: '"dark"', token: '"t"' });
    removeKey(STORAGE_KEYS.theme, storage);
    expect([...storage.data.keys()]).toEqual(['token']);
  });
});

describe('clearForLogout', () => {
  it('keeps only the mobile and generic-app flags', () => {
    const storage = fakeStorage({ token: '"t"', theme: '"dark"', isMobileApp: 'true', isGenericApp: 'true' });
    clearForLogout(storage);
    expect(Object.fromEntries(storage.data)).toEqual({ isMobileApp: 'true', isGenericApp: 'true' });
  });
});

describe('browserStorage', () => {
  it('is undefined when reading the global throws (storage disabled) or there is none', () => {
    const getter = vi.fn(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: getter });
    try {
      expect(browserStorage()).toBeUndefined();
      expect(readJson(STORAGE_KEYS.theme, isTheme)).toBeNull();
      expect(writeJson(STORAGE_KEYS.theme, 'dark')).toBe(false);
      expect(getter).toHaveBeenCalled();
    } finally {
      if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor);
      else delete (globalThis as { localStorage?: unknown }).localStorage;
    }
    expect(browserStorage('session')).toBe((globalThis as { sessionStorage?: StorageLike }).sessionStorage);
  });
});

describe('storedStore', () => {
  it('reads through to storage, falls back when absent or invalid, and notifies on set', () => {
    const storage = fakeStorage();
    const store = storedStore(STORAGE_KEYS.theme, isTheme, 'light' as 'light' | 'dark', () => storage);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.get()).toBe('light');
    store.set('dark');
    expect(storage.data.get('theme')).toBe('"dark"');
    expect(store.get()).toBe('dark');
    expect(listener).toHaveBeenCalledTimes(1);
    storage.data.set('theme', 'not json');
    expect(store.get()).toBe('light');
    storage.data.clear(); // e.g. log-out cleared storage
    expect(store.get()).toBe('light');
  });

  it('returns the same object while the stored text is unchanged (a stable React snapshot)', () => {
    const storage = fakeStorage({ user: '{"a":1}' });
    const isObject = (v: unknown): v is { a: number } => typeof v === 'object' && v !== null;
    const store = storedStore(STORAGE_KEYS.user, isObject, { a: 0 }, () => storage);
    expect(store.get()).toBe(store.get());
    expect(store.get()).toEqual({ a: 1 });
  });

  it('keeps working in memory-less mode when writes fail: still notifies, reads the fallback', () => {
    const storage = fakeStorage({}, true);
    const store = storedStore(STORAGE_KEYS.theme, isTheme, 'light' as 'light' | 'dark', () => storage);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(() => store.set('dark')).not.toThrow();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toBe('light');
  });
});
