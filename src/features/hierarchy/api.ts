// The hierarchy's calls (spec 001 "Accounts", §2): an account by id, creating a reseller, an
// organization or an agent account, deleting an organization, enabling and disabling, and the
// takeover (the target's token, the own one kept as adminToken).
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  createAgentAccount,
  createOrganization,
  createReseller,
  deleteOrganization,
  disableAccount,
  enableAccount,
  getAccount,
  getGetAccountQueryKey,
  getGetAccountQueryOptions,
  getListAgentAccountsQueryKey,
  getListOrganizationsQueryKey,
  getListOrganizationsQueryOptions,
  getListResellersQueryKey,
  getSearchAccountsQueryKey,
  getSearchOrganizationsQueryKey,
} from '@/api/generated/hooks/accounts/accounts';
import { getGetUsageQueryOptions } from '@/api/generated/hooks/usage/usage';
import { getCredentials, setCredentials } from '@/api/credentials';
import type { Account, GetAccountParams } from '@/api/generated/model';
import {
  compact,
  createdIdOf,
  returnCredentials,
  takeoverCredentials,
  type CreateAgentValues,
  type CreateOrgValues,
  type CreateResellerValues,
} from '@/lib/accounts';
import { STORAGE_KEYS, removeKey, writeJson } from '@/lib/storage';
import { usageRequestParams, DEFAULT_USAGE_QUERY } from '@/lib/usage';

/** Any account by id (`GET /api/v1/account?targetAccountId=`), as the info overlays show it. */
export const accountQueryOptions = (id: number) =>
  getGetAccountQueryOptions({ targetAccountId: id }, { query: { staleTime: 30_000 } });

/** The session's own account. */
export const ownAccountQueryOptions = () => getGetAccountQueryOptions();

/** This billing period's usage of an account. */
export const accountUsageQueryOptions = (id: number) =>
  getGetUsageQueryOptions(
    { ...usageRequestParams(DEFAULT_USAGE_QUERY), targetAccountId: id },
    { query: { staleTime: 60_000 } },
  );

/** Every list and search of accounts, whatever its parameters (generated key prefixes). */
const LIST_KEYS = [
  getListResellersQueryKey(),
  getListOrganizationsQueryKey(),
  getListAgentAccountsQueryKey(),
  getSearchOrganizationsQueryKey(),
  [getSearchAccountsQueryKey()[0]],
];
const invalidateLists = (queryClient: QueryClient) =>
  Promise.all(LIST_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/** Creates the account of a create overlay under `parentId`; resolves to the new account's id. */
export function useCreateAccount(kind: 'reseller' | 'org' | 'agent', parentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: Partial<CreateResellerValues & CreateOrgValues & CreateAgentValues>) => {
      const body = compact(values as Record<string, string>);
      if (kind === 'reseller') {
        const a = await createReseller({ resellerName: '', ...body }, { targetPartnerId: parentId });
        return createdIdOf(a.organization);
      }
      if (kind === 'org') {
        const a = await createOrganization({ orgName: '', ...body }, { targetResellerId: parentId });
        return createdIdOf(a.organization);
      }
      const a = await createAgentAccount(body, { targetOrganizationId: parentId });
      return createdIdOf(a.account);
    },
    onSuccess: () => invalidateLists(queryClient),
  });
}

export function useDeleteOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteOrganization({ targetOrganizationId: id }),
    onSuccess: (_a, id) => {
      queryClient.removeQueries({ queryKey: getGetAccountQueryKey({ targetAccountId: id }) });
      return invalidateLists(queryClient);
    },
  });
}

/** Enables an account or disables one with a reason (super admin actions); the account and lists refresh. */
export function useSetAccountEnabled(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      change:
        { enable: true; username: string } | { enable: false; username: string; reason: string; details?: string },
    ) =>
      change.enable
        ? enableAccount({ username: change.username })
        : disableAccount({
            username: change.username,
            reason: change.reason,
            ...(change.details ? { details: change.details } : {}),
          }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getGetAccountQueryKey({ targetAccountId: id }) }),
        invalidateLists(queryClient),
      ]),
  });
}

/**
 * Takes over an account: asks for it afresh (the super admin is handed its token), then acts with
 * that token while the own one is held as adminToken (stored, so a reload keeps it). Every cached
 * answer belonged to the admin: the cache is emptied.
 */
export async function takeOver(queryClient: QueryClient, id: number): Promise<Account> {
  const account = await getAccount({ targetAccountId: id });
  const result = takeoverCredentials(getCredentials(), account.token);
  if (!result.ok) throw new Error(result.reason);
  writeJson(STORAGE_KEYS.adminToken, result.credentials.adminToken);
  writeJson(STORAGE_KEYS.token, result.credentials.token);
  writeJson(STORAGE_KEYS.id, account.id);
  queryClient.clear();
  setCredentials(result.credentials);
  return account;
}

/**
 * "Return to my account": the admin's own token again, nothing held aside, its account id stored.
 * The admin's account is asked for first, with the admin's token named on that one call: if that
 * fails (the server, the network), nothing has changed: the takeover, its cache and its stored
 * session stay as they were, and the error is thrown for the banner to say what failed.
 */
export async function returnToOwnAccount(queryClient: QueryClient): Promise<Account | null> {
  const back = returnCredentials(getCredentials());
  if (!back) return null;
  // The generated parameters name only targetAccountId; the client's auth middleware keeps a
  // token the call names itself, so this one call is made as the admin.
  const asAdmin: GetAccountParams & { token: string } = { token: back.token };
  const own = await getAccount(asAdmin);
  queryClient.clear();
  setCredentials(back);
  removeKey(STORAGE_KEYS.adminToken);
  writeJson(STORAGE_KEYS.token, back.token);
  writeJson(STORAGE_KEYS.id, own.id);
  queryClient.setQueryData(getGetAccountQueryKey(), own);
  return own;
}

/** The first organizations of a reseller (resellerPreview). */
export const resellerOrgsPreviewQueryOptions = (resellerId: number) =>
  getListOrganizationsQueryOptions(
    { targetResellerId: resellerId, pagination: true, pageSize: 5, active: true },
    { query: { staleTime: 30_000 } },
  );
