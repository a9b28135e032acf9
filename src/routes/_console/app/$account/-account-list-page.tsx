// The loader and page of the three account-list routes (see `./-account-list.ts`); imported only by
// the routes' split loader and component, so the list screen stays out of the first download.
import type { QueryClient } from '@tanstack/react-query';
import { AccountsList, accountListQueryOptions } from '@/features/accounts-list';
import {
  applyListChange,
  listViewOf,
  type AccountListKind,
  type AccountListQuery,
  type AccountListUrl,
  type ListUrlShape,
} from '@/lib/accounts';

interface ListLoaderArgs {
  context: { acting: { targetAccountId?: number }; queryClient: QueryClient };
  deps: AccountListQuery;
}

/** Ensures the list's page of the acting account (nothing for the session's own account). */
export const accountListLoader =
  (kind: AccountListKind) =>
  ({ context, deps }: ListLoaderArgs) =>
    context.acting.targetAccountId === undefined
      ? undefined
      : context.queryClient.ensureQueryData(accountListQueryOptions(kind, context.acting.targetAccountId, deps));

/** What the page uses of its route (the route itself: `route={Route}`). */
interface ListRoute {
  useSearch: () => AccountListUrl;
  useNavigate: () => (options: { search: <T extends ListUrlShape>(prev: T) => T }) => Promise<void>;
  useRouteContext: () => { acting: { targetAccountId?: number } };
}

/** A list page: the route's search is its view, and a change rewrites the URL. */
export function AccountListPage({ kind, route }: { kind: AccountListKind; route: ListRoute }) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { acting } = route.useRouteContext();
  return (
    <AccountsList
      kind={kind}
      parentId={acting.targetAccountId}
      search={listViewOf(kind, search)}
      onSearchChange={(change) => void navigate({ search: (prev) => applyListChange(prev, change) })}
    />
  );
}
