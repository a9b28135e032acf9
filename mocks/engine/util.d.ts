// Types of util.js (plain JavaScript so that Node runs it as is); only what tests use.
export const MAX_PAGE_SIZE: number;
export const MAX_LIST_ITEMS: number;
export function pageOf<T>(
  items: T[],
  query: Record<string, string | undefined>,
): { totalAccounts: number; pageSize: number; pageNumber: number; accounts: T[] };
export function flag(raw: unknown): boolean | undefined;
/** Merges handler maps (named by their file); throws when two define the same operationId. */
export function mergeHandlers<T>(maps: Record<string, Record<string, T>>): Record<string, T>;
