import { createStore, type Store } from '../store';

/** The local-storage keys of the product (spec 000 §9) and defensive access to them.
 * Values are JSON; corrupt JSON or a failing storage counts as absent, never as a crash. */

export const STORAGE_KEYS = {
  user: 'user',
  org: 'org',
  agent: 'agent',
  reseller: 'reseller',
  token: 'token',
  id: 'id',
  viewingAs: 'viewingAs',
  theme: 'theme',
  onboarding: 'onboarding',
  /** The local conversation cache: at most 100 rooms per account and inbox tab. */
  inboxCache: 'inboxCache',
  /** A super admin's own token; while held it is sent as adminToken on every call. */
  adminToken: 'adminToken',
  /** Set by the mobile shell; survives log-out. */
  mobileApp: 'isMobileApp',
  /** Set by the generic app wrapper; survives log-out. */
  genericApp: 'isGenericApp',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Keys that log-out keeps. */
export const KEYS_KEPT_ON_LOGOUT: readonly StorageKey[] = [STORAGE_KEYS.mobileApp, STORAGE_KEYS.genericApp];

/** The subset of the Web Storage API used here (lets tests pass a fake). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

/** Session-storage keys (they live for one tab only). */
export const SESSION_KEYS = {
  /** When an invalid session last reloaded the app (guards against a reload loop). */
  sessionResetAt: 'vida:sessionResetAt',
  /** Set by signing out in a browser: the console shows the sign-in page instead of starting a
   * fresh anonymous session, until the visitor signs in or chooses to go on without an account. */
  signedOut: 'vida:signedOut',
} as const;

export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

/**
 * The browser's local (or session) storage, or undefined where there is none: outside a browser,
 * or where merely reading `window.localStorage` throws (storage disabled, sandboxed frames, some
 * private modes). The only place in the app that touches the Web Storage globals.
 */
export function browserStorage(kind: 'local' | 'session' = 'local'): StorageLike | undefined {
  try {
    const scope = globalThis as { localStorage?: StorageLike; sessionStorage?: StorageLike };
    return (kind === 'local' ? scope.localStorage : scope.sessionStorage) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The stored value of `key` when it is there, parses as JSON and passes `guard`; null otherwise
 * (missing, corrupt JSON, wrong shape, or a storage that throws). Never throws.
 */
export function readJson<T>(
  key: StorageKey | SessionKey,
  guard: (v: unknown) => v is T,
  storage: StorageLike | undefined = browserStorage(),
): T | null {
  if (!storage) return null;
  try {
    return parse(storage.getItem(key), guard);
  } catch {
    return null;
  }
}

function parse<T>(raw: string | null, guard: (v: unknown) => v is T): T | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return guard(value) ? value : null;
  } catch {
    return null;
  }
}

/** Stores `value` as JSON. False when it could not (no storage, quota exceeded, private mode); never throws. */
export function writeJson(
  key: StorageKey | SessionKey,
  value: unknown,
  storage: StorageLike | undefined = browserStorage(),
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Removes `key`; never throws. */
export function removeKey(key: StorageKey | SessionKey, storage: StorageLike | undefined = browserStorage()): void {
  try {
    storage?.removeItem(key);
  } catch {
    /* storage unavailable: nothing to remove */
  }
}

/**
 * A store (see `../store`) backed by one storage key: `get` reads through to storage, so a change
 * made elsewhere (log-out clearing storage, another module) is seen on the next read; `set` writes
 * and notifies. Absent or invalid values read as `fallback`. The value read is cached per raw
 * string, so `get` returns the same object while the stored text is unchanged.
 */
export function storedStore<T>(
  key: StorageKey,
  guard: (v: unknown) => v is T,
  fallback: T,
  storage: () => StorageLike | undefined = () => browserStorage(),
): Store<T> {
  const inner = createStore(0);
  let cache: { raw: string | null; value: T } | undefined;
  const get = (): T => {
    let raw: string | null = null;
    try {
      raw = storage()?.getItem(key) ?? null;
    } catch {
      raw = null;
    }
    if (!cache || cache.raw !== raw) cache = { raw, value: parse(raw, guard) ?? fallback };
    return cache.value;
  };
  return {
    get,
    set(next) {
      const value = typeof next === 'function' ? (next as (previous: T) => T)(get()) : next;
      writeJson(key, value, storage());
      inner.set((n) => n + 1);
    },
    subscribe: inner.subscribe,
  };
}

/** Clears everything except the keys log-out keeps. */
export function clearForLogout(storage: StorageLike | undefined = browserStorage()): void {
  if (!storage) return;
  const kept = new Map<string, string>();
  for (const key of KEYS_KEPT_ON_LOGOUT) {
    try {
      const v = storage.getItem(key);
      if (v !== null) kept.set(key, v);
    } catch {
      /* ignore */
    }
  }
  try {
    storage.clear();
  } catch {
    return;
  }
  kept.forEach((v, k) => {
    try {
      storage.setItem(k, v);
    } catch {
      /* ignore */
    }
  });
}

export const isString = (v: unknown): v is string => typeof v === 'string';
export const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
