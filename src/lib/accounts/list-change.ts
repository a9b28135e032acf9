// What an open account list does with its URL (spec 000 §2.2, §9; spec 001 §5): how a change
// (search, status, sort, filters, page) rewrites it, and the organization filters as URL text.
// Only the list's page uses these; the list routes' search schema and `loaderDeps`, in the first
// download, need only ./list-view and ./org-filters (docs/performance.md).
import type { AccountSort } from './list';
import type { AccountsListSearch, ListStatus } from './list-view';
import { ORG_FILTER_KEYS, type OrgFilters } from './org-filters';

/** The filters as URL text (only the set ones), the form a shared link carries. */
export function serializeOrgFilters(filters: OrgFilters): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ORG_FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== '') out[key] = String(value);
  }
  return out;
}

export const hasOrgFilters = (filters: OrgFilters): boolean => ORG_FILTER_KEYS.some((k) => filters[k] !== undefined);
export const orgFilterCount = (filters: OrgFilters): number =>
  ORG_FILTER_KEYS.filter((k) => filters[k] !== undefined).length;

/** A change the page asks for. */
export type ListChange = Partial<Omit<AccountsListSearch, 'pick'>>;

/** Any search object holding a list's parameters (and whatever else the URL carries). */
export type ListUrlShape = {
  page?: number;
  sort?: AccountSort;
  q?: string;
  status?: ListStatus;
  highlightId?: string;
} & Record<string, unknown>;

/**
 * The URL after a change: every parameter the change does not name is kept (overlays, status,
 * filters, sort, search, the picked row); any change but a page change goes back to the first page;
 * the defaults (active, page 1, no search) are not written; `filters` replaces the whole set.
 */
export function applyListChange<S extends ListUrlShape>(prev: S, change: ListChange): S {
  const next: S = { ...prev };
  if ('q' in change) next.q = change.q?.trim() || undefined;
  if ('status' in change) next.status = change.status === 'disabled' ? 'disabled' : undefined;
  if ('sort' in change) next.sort = change.sort;
  if ('highlightId' in change) next.highlightId = change.highlightId;
  if (change.filters) {
    const text = serializeOrgFilters(change.filters);
    Object.assign(next, Object.fromEntries(ORG_FILTER_KEYS.map((k) => [k, text[k]])));
  }
  next.page = 'page' in change && change.page !== undefined && change.page > 1 ? change.page : undefined;
  return next;
}
