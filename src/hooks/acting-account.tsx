import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { accountQueryOptions as getGetAccountQueryOptions } from './api';
import type { Account } from '@/api/generated/model';
import { orgAccountIdOf } from '@/lib/contacts/org-id';
import { checkAccountType, isUnreadableAccountError, type AccountProblemKind } from '@/lib/accounts/account-check';
import { STORAGE_KEYS, isString, readJson } from '@/lib/storage';
import { getCredentials, setCredentials } from '@/api/credentials';
import { pathTypeOfAccountType, type AccountPathEntry, type AccountPathType } from '@/lib/search';

/** What the console's layout route reads from the URL, once: the account path and the id to target. */
export interface ActingAccountRoute {
  /** The account path of the URL; empty when acting on the session's own account. */
  path: readonly AccountPathEntry[];
  /** Pass this in the params of every account-scoped query (undefined: the session's own account). */
  targetAccountId: number | undefined;
}

/** The account every page and overlay of the console acts on. */
export interface ActingAccount extends ActingAccountRoute {
  type: AccountPathType;
  id: number;
  /** The organization: the account itself for an org, its parent for an agent, null above. */
  orgId: number | null;
  /** The acting account as `GET /api/v1/account` answered it. */
  account: Account;
}

export function actingRouteOf(path: readonly AccountPathEntry[]): ActingAccountRoute {
  return { path, targetAccountId: path.at(-1)?.id };
}

/** The acting account's query (the session's own account when the path names none). */
export const actingAccountQueryOptions = (route: ActingAccountRoute) =>
  getGetAccountQueryOptions(
    route.targetAccountId === undefined ? undefined : { targetAccountId: route.targetAccountId },
  );

/** What the console needs before it renders a route: the acting account and, on a path that names
 * another account, the session's own (who the user is). `useResolveActingAccount` reads these;
 * `_console` starts them as soon as the session is in place. */
export function prefetchActingAccount(queryClient: QueryClient, route: ActingAccountRoute): void {
  restoreHeldAdminToken();
  void queryClient.prefetchQuery(actingAccountQueryOptions(route));
  if (route.targetAccountId !== undefined) void queryClient.prefetchQuery(getGetAccountQueryOptions());
}

/** A super admin acting as another account keeps its own token in storage (spec 001 §2): back in
 * the credentials before the console's first call, so every call carries adminToken again. */
export function restoreHeldAdminToken(): void {
  if (getCredentials().adminToken) return;
  const held = readJson(STORAGE_KEYS.adminToken, isString);
  if (held) setCredentials({ adminToken: held });
}

/** Combines the URL's account path with the account the server described; null when unusable. */
export function resolveActingAccount(route: ActingAccountRoute, account: Account | undefined): ActingAccount | null {
  if (!account || typeof account !== 'object') return null;
  const last = route.path.at(-1);
  const type = last?.type ?? pathTypeOfAccountType(account.accountType);
  const id = last?.id ?? account.id;
  if (!type || typeof id !== 'number') return null;
  const pathOrg = route.path.find((e) => e.type === 'org')?.id;
  const orgId =
    type === 'org' ? id : type === 'agent' ? (pathOrg ?? orgAccountIdOf({ ...account, accountType: 'agent' })) : null;
  return { ...route, type, id, orgId, account };
}

export type ActingAccountState =
  | { status: 'pending' }
  | {
      status: 'error';
      error: unknown;
      retry: () => void;
      /** The path's account cannot be read (403, 404), or is of another type than its segment. */
      problem?: AccountProblemKind;
    }
  | { status: 'ready'; acting: ActingAccount };

/** Fetches the acting account of a route and resolves it. */
export function useResolveActingAccount(route: ActingAccountRoute, enabled = true): ActingAccountState {
  const query = useQuery({ ...actingAccountQueryOptions(route), enabled });
  // Who the user is (permissions, view-as) comes from the session's own account: known before
  // anything renders, also on a deep link to another account.
  const own = useQuery({ ...getGetAccountQueryOptions(), enabled: enabled && route.targetAccountId !== undefined });
  // The route context is a new object on every navigation; the acting account keeps its identity
  // while the path and the account's answer stay the same, so consumers do not re-run effects.
  const pathKey = route.path.map((e) => e.key).join(',');
  const acting = useMemo(
    () => resolveActingAccount({ path: route.path, targetAccountId: route.targetAccountId }, query.data),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the path is compared by its key
    [pathKey, route.targetAccountId, query.data],
  );
  // A failed background refetch keeps the console on the data it has (no edit is lost).
  const retry = () => {
    if (query.isError) void query.refetch();
    if (own.isError) void own.refetch();
  };
  if (query.isError && !query.data)
    return {
      status: 'error',
      error: query.error,
      retry,
      ...(route.targetAccountId !== undefined && isUnreadableAccountError(query.error)
        ? { problem: 'notFound' as const }
        : {}),
    };
  if (own.isError && !own.data) return { status: 'error', error: own.error, retry };
  if (!query.data || (route.targetAccountId !== undefined && !own.data)) return { status: 'pending' };
  // 'Account type does not match' (spec 000 §5, §8): never another type's console under this path.
  const check = checkAccountType(route.path.at(-1)?.type, query.data);
  if (!check.ok) return { status: 'error', error: new Error(check.message), retry, problem: 'typeMismatch' };
  if (!acting) {
    return {
      status: 'error',
      error: new Error('The account could not be read. Try again in a moment.'),
      retry: () => void query.refetch(),
    };
  }
  return { status: 'ready', acting };
}

const ActingAccountContext = createContext<ActingAccount | null>(null);

export function ActingAccountProvider({ value, children }: { value: ActingAccount; children: ReactNode }) {
  return <ActingAccountContext.Provider value={value}>{children}</ActingAccountContext.Provider>;
}

/** The account the console acts on. Only inside the console (its frame resolves it first). */
export function useActingAccount(): ActingAccount {
  const acting = useContext(ActingAccountContext);
  if (!acting) throw new Error('useActingAccount is only available inside the console.');
  return acting;
}

/** The acting account, or null outside the console (public pages). */
export const useOptionalActingAccount = (): ActingAccount | null => useContext(ActingAccountContext);
