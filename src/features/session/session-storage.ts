import { STORAGE_KEYS, isString, readJson, writeJson } from '@/lib/storage';

export interface StoredSession {
  id: number;
  token: string;
}

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;
const local = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);

/** The stored session, or null when absent or corrupt. */
export function readStoredSession(storage = local()): StoredSession | null {
  const token = readJson(storage, STORAGE_KEYS.token, isString);
  const id = readJson(storage, STORAGE_KEYS.id, isId);
  return token && id ? { id, token } : null;
}

export function storeSession(session: StoredSession, storage = local()): void {
  writeJson(storage, STORAGE_KEYS.token, session.token);
  writeJson(storage, STORAGE_KEYS.id, session.id);
}
