import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { AccountsList, accountListQueryOf, accountListQueryOptions } from '@/features/accounts-list';
import {
  ACCOUNT_SORTS,
  ORG_FILTER_KEYS,
  orgFilterSearchEntries,
  parseOrgFilters,
  serializeOrgFilters,
} from '@/lib/accounts';
import { searchEnum, searchInt, searchText } from '@/lib/search/schema';

/** Page, sort, search, status, the row just created and every organization filter: a shared link opens the same view. */
const organizationsSearch = v.object({
  page: searchInt({ min: 1, max: 100_000 }),
  sort: searchEnum(ACCOUNT_SORTS),
  q: searchText(100),
  status: searchEnum(['active', 'disabled']),
  highlightId: searchText(20),
  ...orgFilterSearchEntries,
});

/** `/app/<account path>/organizations`: a reseller's organizations, 20 a page, searched and filtered. */
export const Route = createFileRoute('/_console/app/$account/organizations')({
  validateSearch: organizationsSearch,
  loaderDeps: ({ search }) => ({
    page: search.page,
    q: search.q,
    status: search.status,
    filters: parseOrgFilters(search),
  }),
  loader: ({ context, deps }) =>
    context.acting.targetAccountId === undefined
      ? undefined
      : context.queryClient.ensureQueryData(
          accountListQueryOptions('organizations', context.acting.targetAccountId, accountListQueryOf(deps)),
        ),
  component: OrganizationsPage,
});

function OrganizationsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { acting } = Route.useRouteContext();
  const filters = parseOrgFilters(search);
  return (
    <AccountsList
      kind="organizations"
      parentId={acting.targetAccountId}
      search={{ ...search, filters }}
      onSearchChange={({ filters: nextFilters, ...patch }) =>
        void navigate({
          search: (prev) => {
            const next = { ...prev, ...patch };
            if (nextFilters) {
              const text = serializeOrgFilters(nextFilters);
              for (const key of ORG_FILTER_KEYS) next[key] = text[key];
            }
            return next;
          },
        })
      }
    />
  );
}
