// The three account-list routes (agents, resellers, organizations) differ only in their kind: the
// parts of their options that stay in the route's first chunk (light: URL rules from `@/lib`).
// The loader and the page are in `./-account-list-page.tsx`, split with the route's component.
import { redirect } from '@tanstack/react-router';
import {
  ACCOUNT_LISTS,
  accountListQueryOf,
  listViewOf,
  scopedListAccount,
  type AccountListKind,
  type AccountListUrl,
} from '@/lib/accounts';

/** A list route's `beforeLoad` and `loaderDeps`. `?org=<id>` (the list's parent level) scopes the
 * list to that parent: the same list under its account path. Page, sort, search, status and the row
 * just created or picked are the route's search, so a shared link opens the same view. */
export function accountListRouteOptions(kind: AccountListKind) {
  return {
    beforeLoad: ({ params, search }: { params: { account: string }; search: AccountListUrl }) => {
      const scope = ACCOUNT_LISTS[kind].parentType;
      const account = scopedListAccount(params.account, kind, search[scope]);
      if (account)
        throw redirect({
          to: `/app/$account/${kind}`,
          params: { account },
          search: { ...search, [scope]: undefined },
          replace: true,
        });
    },
    loaderDeps: ({ search }: { search: AccountListUrl }) => accountListQueryOf(listViewOf(kind, search)),
  };
}
