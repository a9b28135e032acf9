import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { searchEnum } from '@/lib/search/schema';
import {
  DEVELOPER_TABS,
  DeveloperScreen,
  apiTokensQueryOptions,
  domainsQueryOptions,
  webhooksQueryOptions,
  type DeveloperTab,
} from '@/features/developer';

const developerSearch = v.object({ tab: searchEnum(['tokens', 'webhooks', 'sip', 'domains']) });

/** `/app/<account path>/developer`: API tokens, webhooks, SIP and white-label domains. */
export const Route = createFileRoute('/_console/app/$account/developer')({
  validateSearch: developerSearch,
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'tokens' }),
  loader: ({ context, deps }) => {
    const target = context.acting.targetAccountId;
    // The shown tab's list is the page's data; SIP loads in place (its registration may be absent).
    if (deps.tab === 'webhooks') return context.queryClient.ensureQueryData(webhooksQueryOptions(target));
    if (deps.tab === 'domains') return context.queryClient.ensureQueryData(domainsQueryOptions(target));
    if (deps.tab === 'tokens') return context.queryClient.ensureQueryData(apiTokensQueryOptions(target));
    return undefined;
  },
  component: DeveloperRoute,
});

function DeveloperRoute() {
  const { tab } = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  const { acting } = Route.useRouteContext();
  const setTab = (next: DeveloperTab) =>
    void navigate({ search: (prev) => ({ ...prev, tab: next === 'tokens' ? undefined : next }) });
  return (
    <DeveloperScreen
      targetAccountId={acting.targetAccountId}
      tab={(DEVELOPER_TABS as readonly string[]).includes(tab) ? tab : 'tokens'}
      onTabChange={setTab}
    />
  );
}
