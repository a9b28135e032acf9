/** The credentials every call carries, held in memory. The session layer of the app decides
 * where they come from (local storage, sign-in, view-as) and sets them here. */
export interface Credentials {
  token: string | null;
  /** Set while a super-admin token is held; sent as `adminToken` on every call. */
  adminToken: string | null;
}

const empty: Credentials = { token: null, adminToken: null };
let current: Credentials = empty;
const listeners = new Set<(c: Credentials) => void>();

export const getCredentials = (): Credentials => current;

export function setCredentials(next: Partial<Credentials>): void {
  current = { ...current, ...next };
  listeners.forEach((l) => l(current));
}

export function clearCredentials(): void {
  current = empty;
  listeners.forEach((l) => l(current));
}

export function subscribeCredentials(listener: (c: Credentials) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
