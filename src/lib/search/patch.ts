import type { RootSearch } from './root-search';

/** Changes to the current page's search: a key set to undefined is removed, others replace. */
export type SearchPatch = { [K in keyof RootSearch]?: RootSearch[K] | undefined };

/** `prev` with `patch` applied (a new object; key order kept, new keys last). */
export function applySearchPatch<T extends object>(prev: T, patch: SearchPatch): T {
  const next = { ...prev } as Record<string, unknown>;
  for (const key of Object.keys(patch) as (keyof SearchPatch)[]) {
    const value = patch[key];
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  return next as T;
}
