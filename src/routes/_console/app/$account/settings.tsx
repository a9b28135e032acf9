import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { SettingsScreen, accountSettingsQueryOptions } from '@/features/settings';
import { searchEnum } from '@/lib/search/schema';

const settingsSearch = v.object({ tab: searchEnum(['general', 'messaging', 'embeds', 'partner']) });

/** `/app/<account path>/settings`: the settings of the account acted on, in tabs (`?tab=`). */
export const Route = createFileRoute('/_console/app/$account/settings')({
  validateSearch: settingsSearch,
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(accountSettingsQueryOptions(context.acting.targetAccountId)),
  component: SettingsPage,
});

function SettingsPage() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { acting } = Route.useRouteContext();
  return (
    <SettingsScreen
      targetAccountId={acting.targetAccountId}
      tab={tab}
      onTabChange={(next) =>
        void navigate({ search: (prev) => ({ ...prev, tab: next === 'general' ? undefined : next }), replace: true })
      }
    />
  );
}
