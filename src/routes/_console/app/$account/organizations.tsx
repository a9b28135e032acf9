import { createFileRoute, redirect } from '@tanstack/react-router';
import { AccountsList, accountListQueryOptions } from '@/features/accounts-list';
import {
  accountListQueryOf,
  applyListChange,
  organizationListSearchSchema,
  listViewOf,
  scopedListAccount,
} from '@/lib/accounts';

/** `/app/<account path>/organizations`: a reseller's organizations, 20 a page, searched and filtered. */
export const Route = createFileRoute('/_console/app/$account/organizations')({
  // Page, sort, search, status, the row just created or picked (`org`) and every organization filter: a shared link opens the same view.
  validateSearch: organizationListSearchSchema,
  // `?reseller=<id>` scopes the list to that reseller: the same list under its account path.
  beforeLoad: ({ params, search }) => {
    const account = scopedListAccount(params.account, 'organizations', search.reseller);
    if (account)
      throw redirect({
        to: '/app/$account/organizations',
        params: { account },
        search: { ...search, reseller: undefined },
        replace: true,
      });
  },
  loaderDeps: ({ search }) => accountListQueryOf(listViewOf('organizations', search)),
  loader: ({ context, deps }) =>
    context.acting.targetAccountId === undefined
      ? undefined
      : context.queryClient.ensureQueryData(
          accountListQueryOptions('organizations', context.acting.targetAccountId, deps),
        ),
  component: ListPage,
});

function ListPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { acting } = Route.useRouteContext();
  return (
    <AccountsList
      kind="organizations"
      parentId={acting.targetAccountId}
      search={listViewOf('organizations', search)}
      onSearchChange={(change) => void navigate({ search: (prev) => applyListChange(prev, change) })}
    />
  );
}
