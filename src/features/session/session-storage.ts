import { STORAGE_KEYS, browserStorage, isString, readJson, writeJson } from '@/lib/storage';

export interface StoredSession {
  id: number;
  token: string;
}

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

/** The stored session, or null when absent or corrupt. */
export function readStoredSession(storage = browserStorage()): StoredSession | null {
  const token = readJson(STORAGE_KEYS.token, isString, storage);
  const id = readJson(STORAGE_KEYS.id, isId, storage);
  return token && id ? { id, token } : null;
}

export function storeSession(session: StoredSession, storage = browserStorage()): void {
  writeJson(STORAGE_KEYS.token, session.token, storage);
  writeJson(STORAGE_KEYS.id, session.id, storage);
}
