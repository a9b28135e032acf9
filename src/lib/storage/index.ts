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

export function readJson<T>(
  storage: StorageLike | undefined,
  key: StorageKey,
  guard: (v: unknown) => v is T,
): T | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    return guard(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeJson(storage: StorageLike | undefined, key: StorageKey, value: unknown): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeKey(storage: StorageLike | undefined, key: StorageKey): void {
  try {
    storage?.removeItem(key);
  } catch {
    /* storage unavailable: nothing to remove */
  }
}

/** Clears everything except the keys log-out keeps. */
export function clearForLogout(storage: StorageLike | undefined): void {
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
