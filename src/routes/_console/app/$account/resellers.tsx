import { createFileRoute, redirect } from '@tanstack/react-router';
import { AccountsList, accountListQueryOptions } from '@/features/accounts-list';
import {
  accountListQueryOf,
  applyListChange,
  accountListSearchSchema,
  listViewOf,
  scopedListAccount,
} from '@/lib/accounts';

/** `/app/<account path>/resellers`: a partner's resellers, 20 a page, searched and sorted. */
export const Route = createFileRoute('/_console/app/$account/resellers')({
  // Page, sort, search, status, the row just created or picked (`reseller`): a shared link opens the same view.
  validateSearch: accountListSearchSchema,
  // `?partner=<id>` scopes the list to that partner: the same list under its account path.
  beforeLoad: ({ params, search }) => {
    const account = scopedListAccount(params.account, 'resellers', search.partner);
    if (account)
      throw redirect({
        to: '/app/$account/resellers',
        params: { account },
        search: { ...search, partner: undefined },
        replace: true,
      });
  },
  loaderDeps: ({ search }) => accountListQueryOf(listViewOf('resellers', search)),
  loader: ({ context, deps }) =>
    context.acting.targetAccountId === undefined
      ? undefined
      : context.queryClient.ensureQueryData(accountListQueryOptions('resellers', context.acting.targetAccountId, deps)),
  component: ListPage,
});

function ListPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { acting } = Route.useRouteContext();
  return (
    <AccountsList
      kind="resellers"
      parentId={acting.targetAccountId}
      search={listViewOf('resellers', search)}
      onSearchChange={(change) => void navigate({ search: (prev) => applyListChange(prev, change) })}
    />
  );
}
