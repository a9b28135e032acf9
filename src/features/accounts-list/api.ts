// The account lists' calls (spec 001 "Accounts"): one page of a partner's resellers, a reseller's
// organizations (listed, or searched with the filter panel's filters) or an organization's agents,
// searched by a phrase, sorted and filtered by status on the client when the contract has no parameter for it. The
// favorites kept in the own account's settings are saved by `@/hooks/favorites/api`.
import { queryOptions } from '@tanstack/react-query';
import {
  getGetAccountQueryOptions,
  getListAgentAccountsQueryKey,
  getListOrganizationsQueryKey,
  getListResellersQueryKey,
  getSearchOrganizationsQueryKey,
  listAgentAccounts,
  listOrganizations,
  listResellers,
  searchOrganizations,
} from '@/api/generated/hooks/accounts/accounts';
import {
  ACCOUNT_LISTS,
  hasOrgFilters,
  listHoldsAll,
  orgFilterParams,
  pageView,
  pagingParams,
  rowsOf,
  type AccountListKind,
  type AccountListQuery,
  type ListData,
  type ListPageView,
} from '@/lib/accounts';

/** One page of rows, and how many there are in all. */
export interface AccountListPage extends ListPageView {
  /** What narrowed the list: nothing, the organization filters, or a search phrase. */
  source: 'list' | 'filters' | 'search';
}

const dataOf = (accounts: unknown, total: unknown, kind: AccountListKind, held: boolean): ListData => {
  const rows = rowsOf(accounts, kind);
  return { rows, total: typeof total === 'number' && total >= rows.length ? total : rows.length, held };
};

/**
 * The page's data, keyed by the generated key of the call it makes (plus `rows`: the cached value
 * is the rows made of the answer). A search, a sort or the organization filters fetch every match
 * once (`listHoldsAll`): paging, sorting and searching within it then need no new call.
 */
export function accountListQueryOptions(kind: AccountListKind, parentId: number, query: AccountListQuery) {
  const held = listHoldsAll(kind, query);
  const { pageSize } = ACCOUNT_LISTS[kind];
  const paging = held ? { pagination: false } : pagingParams(query.page, pageSize);
  const active = query.status !== 'disabled';
  const source: AccountListPage['source'] = query.q?.trim()
    ? 'search'
    : kind === 'organizations' && hasOrgFilters(query.filters)
      ? 'filters'
      : 'list';
  const select = (data: ListData): AccountListPage => ({
    ...pageView(
      data,
      {
        page: query.page,
        q: query.q,
        status: query.status,
        sort: query.sort,
        focusId: query.focusId,
      },
      pageSize,
    ),
    source,
  });
  const options = (queryKey: readonly unknown[], fetch: (signal: AbortSignal) => Promise<ListData>) =>
    queryOptions({ queryKey, queryFn: ({ signal }) => fetch(signal), staleTime: 30_000, select });

  if (kind === 'organizations' && hasOrgFilters(query.filters)) {
    // No `active` on this call: the status is applied to the rows held (each says whether it is active).
    const params = { targetAccountId: parentId, ...paging, ...orgFilterParams(query.filters) };
    return options([...getSearchOrganizationsQueryKey(params), 'rows'], async (signal) => {
      const a = await searchOrganizations(params, signal);
      return dataOf(a.accounts, a.totalAccounts, kind, held);
    });
  }
  if (kind === 'organizations') {
    const params = { targetResellerId: parentId, ...paging, active };
    return options([...getListOrganizationsQueryKey(params), 'rows'], async (signal) => {
      const a = await listOrganizations(params, signal);
      return dataOf(a.accounts, a.totalAccounts, kind, held);
    });
  }
  if (kind === 'resellers') {
    const params = { targetPartnerId: parentId, ...paging, active };
    return options([...getListResellersQueryKey(params), 'rows'], async (signal) => {
      const a = await listResellers(params, signal);
      return dataOf(a.accounts, a.totalAccounts, kind, held);
    });
  }
  const params = { targetOrganizationId: parentId, ...paging, active };
  return options([...getListAgentAccountsQueryKey(params), 'rows'], async (signal) => {
    const a = await listAgentAccounts(params, signal);
    return dataOf(a.accounts, a.totalAccounts, kind, held);
  });
}

/** The session's own account (who the user is: super admin, favorites). Cached by the console. */
export const ownAccountQueryOptions = () => getGetAccountQueryOptions();
