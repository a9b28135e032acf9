import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { AccountsList, accountListQueryOf, accountListQueryOptions } from '@/features/accounts-list';
import { ACCOUNT_SORTS } from '@/lib/accounts';
import { searchEnum, searchInt, searchText } from '@/lib/search/schema';

/** Page, sort, search, status and the row just created: a shared link opens the same view. */
const agentsSearch = v.object({
  page: searchInt({ min: 1, max: 100_000 }),
  sort: searchEnum(ACCOUNT_SORTS),
  q: searchText(100),
  status: searchEnum(['active', 'disabled']),
  highlightId: searchText(20),
});

/** `/app/<account path>/agents`: an organization's agents, 20 a page, searched and sorted. */
export const Route = createFileRoute('/_console/app/$account/agents')({
  validateSearch: agentsSearch,
  loaderDeps: ({ search }) => ({ page: search.page, q: search.q, status: search.status, filters: {} }),
  loader: ({ context, deps }) =>
    context.acting.targetAccountId === undefined
      ? undefined
      : context.queryClient.ensureQueryData(
          accountListQueryOptions('agents', context.acting.targetAccountId, accountListQueryOf(deps)),
        ),
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
      search={{ ...search, filters: {} }}
      onSearchChange={({ filters: _filters, ...patch }) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
    />
  );
}
