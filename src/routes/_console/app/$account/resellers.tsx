import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { AccountsList, accountListQueryOf, accountListQueryOptions } from '@/features/accounts-list';
import { ACCOUNT_SORTS } from '@/lib/accounts';
import { searchEnum, searchInt, searchText } from '@/lib/search/schema';

/** Page, sort, search, status and the row just created: a shared link opens the same view. */
const resellersSearch = v.object({
  page: searchInt({ min: 1, max: 100_000 }),
  sort: searchEnum(ACCOUNT_SORTS),
  q: searchText(100),
  status: searchEnum(['active', 'disabled']),
  highlightId: searchText(20),
});

/** `/app/<account path>/resellers`: a partner's resellers, 20 a page, searched and sorted. */
export const Route = createFileRoute('/_console/app/$account/resellers')({
  validateSearch: resellersSearch,
  loaderDeps: ({ search }) => ({ page: search.page, q: search.q, status: search.status, filters: {} }),
  loader: ({ context, deps }) =>
    context.acting.targetAccountId === undefined
      ? undefined
      : context.queryClient.ensureQueryData(
          accountListQueryOptions('resellers', context.acting.targetAccountId, accountListQueryOf(deps)),
        ),
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
      search={{ ...search, filters: {} }}
      onSearchChange={({ filters: _filters, ...patch }) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
    />
  );
}
