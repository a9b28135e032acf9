import { createFileRoute, redirect } from '@tanstack/react-router';
import { AccountsList, accountListQueryOptions } from '@/features/accounts-list';
import {
  accountListQueryOf,
  applyListChange,
  accountListSearchSchema,
  listViewOf,
  scopedListAccount,
} from '@/lib/accounts';

/** `/app/<account path>/agents`: an organization's agents, 20 a page, searched and sorted. */
export const Route = createFileRoute('/_console/app/$account/agents')({
  // Page, sort, search, status, the row just created or picked (`agent`): a shared link opens the same view.
  validateSearch: accountListSearchSchema,
  // `?org=<id>` scopes the list to that organization: the same list under its account path.
  beforeLoad: ({ params, search }) => {
    const account = scopedListAccount(params.account, 'agents', search.org);
    if (account)
      throw redirect({
        to: '/app/$account/agents',
        params: { account },
        search: { ...search, org: undefined },
        replace: true,
      });
  },
  loaderDeps: ({ search }) => accountListQueryOf(listViewOf('agents', search)),
  loader: ({ context, deps }) =>
    context.acting.targetAccountId === undefined
      ? undefined
      : context.queryClient.ensureQueryData(accountListQueryOptions('agents', context.acting.targetAccountId, deps)),
  component: ListPage,
});

function ListPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { acting } = Route.useRouteContext();
  return (
    <AccountsList
      kind="agents"
      parentId={acting.targetAccountId}
      search={listViewOf('agents', search)}
      onSearchChange={(change) => void navigate({ search: (prev) => applyListChange(prev, change) })}
    />
  );
}
