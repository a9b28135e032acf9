// The account lists' calls (spec 001 "Accounts"): one page of a partner's resellers, a reseller's
// organizations (listed, or searched with the filter panel's filters) or an organization's agents,
// or the accounts a search phrase finds; and the favorites kept in the own account's settings.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getGetAccountQueryKey,
  getGetAccountQueryOptions,
  getListAgentAccountsQueryKey,
  getListOrganizationsQueryKey,
  getListResellersQueryKey,
  getSearchAccountsQueryKey,
  getSearchOrganizationsQueryKey,
  listAgentAccounts,
  listOrganizations,
  listResellers,
  searchAccounts,
  searchOrganizations,
  updateAccountSettings,
} from '@/api/generated/hooks/accounts/accounts';
import type { Account } from '@/api/generated/model';
import {
  ACCOUNT_LISTS,
  hasOrgFilters,
  orgFilterParams,
  pageSlice,
  pagingParams,
  rowsOf,
  type AccountListKind,
  type AccountRow,
  type OrgFilters,
} from '@/lib/accounts';
import { PAGE_SIZE } from '@/lib/constants';

/** What a list page asks for: the server's zero-based page, a search phrase, the status and filters. */
export interface AccountListQuery {
  page: number;
  q?: string;
  /** Active accounts (the default, spec 001 §5) or disabled ones. */
  status: 'active' | 'disabled';
  /** Organizations only: the filter panel's filters (searchOrganizations). */
  filters: OrgFilters;
}

/** One page of rows, and how many there are in all. */
export interface AccountListPage {
  rows: AccountRow[];
  total: number;
  /** Which call answered: the list, the organization search, or the phrase search. */
  source: 'list' | 'filters' | 'search';
}

const page = (
  accounts: unknown,
  total: unknown,
  kind: AccountListKind,
  source: AccountListPage['source'],
): AccountListPage => {
  const rows = rowsOf(accounts, kind);
  return { rows, total: typeof total === 'number' && total >= rows.length ? total : rows.length, source };
};

const listOptions = (queryKey: readonly unknown[], fetch: (signal: AbortSignal) => Promise<AccountListPage>) =>
  queryOptions({ queryKey, queryFn: ({ signal }) => fetch(signal), staleTime: 30_000 });

/** The page's data: each variant keyed by the generated key of the call it makes (plus `rows`,
 * since the cached value is the rows made of the answer, not the answer itself). */
export function accountListQueryOptions(kind: AccountListKind, parentId: number, query: AccountListQuery) {
  const q = query.q?.trim();
  if (q) {
    const body = { phrase: q };
    const params = { targetAccountId: parentId };
    return listOptions([...getSearchAccountsQueryKey(body, params), 'rows'], async (signal) => {
      const answer = await searchAccounts(body, params, signal);
      const wanted = ACCOUNT_LISTS[kind].childAccountType;
      const all = (answer.accounts ?? []).filter((a: Account) => a.accountType === wanted);
      return { ...page(pageSlice(all, query.page, PAGE_SIZE), all.length, kind, 'search') };
    });
  }
  const paging = pagingParams(query.page, PAGE_SIZE);
  const active = query.status !== 'disabled';
  if (kind === 'organizations' && hasOrgFilters(query.filters)) {
    const params = { targetAccountId: parentId, ...paging, ...orgFilterParams(query.filters) };
    return listOptions([...getSearchOrganizationsQueryKey(params), 'rows'], async (signal) => {
      const a = await searchOrganizations(params, signal);
      return page(a.accounts, a.totalAccounts, kind, 'filters');
    });
  }
  if (kind === 'organizations') {
    const params = { targetResellerId: parentId, ...paging, active };
    return listOptions([...getListOrganizationsQueryKey(params), 'rows'], async (signal) => {
      const a = await listOrganizations(params, signal);
      return page(a.accounts, a.totalAccounts, kind, 'list');
    });
  }
  if (kind === 'resellers') {
    const params = { targetPartnerId: parentId, ...paging, active };
    return listOptions([...getListResellersQueryKey(params), 'rows'], async (signal) => {
      const a = await listResellers(params, signal);
      return page(a.accounts, a.totalAccounts, kind, 'list');
    });
  }
  const params = { targetOrganizationId: parentId, ...paging, active };
  return listOptions([...getListAgentAccountsQueryKey(params), 'rows'], async (signal) => {
    const a = await listAgentAccounts(params, signal);
    return page(a.accounts, a.totalAccounts, kind, 'list');
  });
}

/** Saves the own account's favorites (settings.favorites) and shows them at once. */
export function useSaveFavorites() {
  const queryClient = useQueryClient();
  const ownKey = getGetAccountQueryKey();
  return useMutation({
    mutationFn: (favorites: number[]) => updateAccountSettings({ settings: { favorites } }),
    onMutate: async (favorites) => {
      await queryClient.cancelQueries({ queryKey: ownKey, exact: true });
      const before = queryClient.getQueryData<Account>(ownKey);
      if (before) queryClient.setQueryData<Account>(ownKey, { ...before, settings: { ...before.settings, favorites } });
      return { before };
    },
    onError: (_e, _v, context) => {
      if (context?.before) queryClient.setQueryData(ownKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownKey, exact: true }),
  });
}

/** The session's own account (who the user is: super admin, favorites). Cached by the console. */
export const ownAccountQueryOptions = () => getGetAccountQueryOptions();
