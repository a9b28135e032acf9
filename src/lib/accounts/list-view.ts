// A list page's view as its URL holds it (spec 000 §2.2, §9; spec 001 §5): the search schema of the
// three list routes (how a change rewrites the URL is ./list-change, which only the list pages
// load), what the account-selection parameters (`partner`, `reseller`, `org`, `agent`) mean on a list, and the
// page a person sees of the rows the client holds.
import * as v from 'valibot';
import { searchEnum, searchInt, searchText } from '../search/schema';
import { formatAccountParam, parseAccountParam, ACCOUNT_PATH_TYPES } from '../search/account-path';
import { ACCOUNT_LISTS, ACCOUNT_SORTS, serverPage, type AccountListKind, type AccountSort } from './list';
import { orgFilterSearchEntries, parseOrgFilters, type OrgFilters } from './org-filters';

/** Active accounts (the default: spec 001 §5 `active` defaults to true, so it is not written) or disabled ones. */
export const LIST_STATUSES = ['active', 'disabled'] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];

const accountId = searchInt({ min: 1, max: Number.MAX_SAFE_INTEGER });

/** The search entries every list route has. `partner`/`reseller`/`org` scope a list to that parent
 * (see `scopedListAccount`); the list's own level (`reseller` on resellers, `org` on
 * organizations, `agent` on agents) picks that row. */
export const accountListSearchEntries = {
  page: searchInt({ min: 1, max: 100_000 }),
  sort: searchEnum(ACCOUNT_SORTS),
  q: searchText(100),
  status: searchEnum(LIST_STATUSES),
  highlightId: searchText(20),
  partner: accountId,
  reseller: accountId,
  org: accountId,
  agent: accountId,
};

/** The resellers' and agents' search schema. */
export const accountListSearchSchema = v.object(accountListSearchEntries);
/** The organizations' search schema: the list's entries and every organization filter. */
export const organizationListSearchSchema = v.object({ ...accountListSearchEntries, ...orgFilterSearchEntries });

/** A validated list search (either schema's output). */
export type AccountListUrl = v.InferOutput<typeof accountListSearchSchema> & Partial<Record<string, unknown>>;

/** A list page's state as the page reads it (one-based page). */
export interface AccountsListSearch {
  page?: number;
  sort?: AccountSort;
  q?: string;
  status?: ListStatus;
  /** The row just created (marked New). */
  highlightId?: string;
  /** The row the URL picks by its level's parameter (`?org=3001` on organizations). */
  pick?: number;
  filters: OrgFilters;
}

/** The page's state of a validated list search: filters only on the organizations. */
export function listViewOf(kind: AccountListKind, search: AccountListUrl): AccountsListSearch {
  const pick = search[ACCOUNT_LISTS[kind].childType];
  return {
    page: search.page,
    sort: search.sort,
    q: search.q,
    status: search.status === 'disabled' ? 'disabled' : undefined,
    highlightId: search.highlightId,
    pick: typeof pick === 'number' ? pick : undefined,
    filters: kind === 'organizations' ? parseOrgFilters(search) : {},
  };
}

/** Which account a list shows when the URL names its parent (`?reseller=2001` on organizations):
 * the list's account path ending at that parent (levels above it kept), in the router's internal
 * form; undefined when the path already ends there or nothing is named. */
export function scopedListAccount(
  account: string,
  kind: AccountListKind,
  scopeId: number | undefined,
): string | undefined {
  if (scopeId === undefined) return undefined;
  const entries = parseAccountParam(account);
  if (!entries) return undefined;
  const parent = ACCOUNT_LISTS[kind].parentType;
  const last = entries.at(-1);
  if (last?.type === parent && last.id === scopeId) return undefined;
  const rank = ACCOUNT_PATH_TYPES.indexOf(parent);
  const above = entries.filter((e) => ACCOUNT_PATH_TYPES.indexOf(e.type) < rank);
  return formatAccountParam([...above, { type: parent, id: scopeId }]);
}

/** What a list page asks for: the server's zero-based page, a search phrase, the status, the sort and filters. */
export interface AccountListQuery {
  page: number;
  q?: string;
  /** Active accounts (the default, spec 001 §5) or disabled ones. */
  status: ListStatus;
  sort?: AccountSort;
  /** The row to show (just created or picked): a held list opens on its page when no page is asked for. */
  focusId?: number;
  /** Organizations only: the filter panel's filters (searchOrganizations). */
  filters: OrgFilters;
}

/** The request a list page's URL makes: shared by the route's `loaderDeps` and the page. Here, not in
 * the feature, because a route's `loaderDeps` is in the first download: importing it from the
 * feature pulled the whole list screen (and Chakra's menu) into it. */
export function accountListQueryOf(search: AccountsListSearch): AccountListQuery {
  return {
    page: serverPage(search.page),
    q: search.q,
    status: search.status ?? 'active',
    sort: search.sort,
    focusId: search.highlightId && /^\d+$/.test(search.highlightId) ? Number(search.highlightId) : search.pick,
    filters: search.filters,
  };
}
