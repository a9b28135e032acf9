import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { TeamScreen, membersQueryOptions } from '@/features/team';

/** The page takes no parameters of its own (overlays are the root's). */
const teamSearch = v.object({});

/** `/app/<account path>/team`: the members of the account acted on. */
export const Route = createFileRoute('/_console/app/$account/team')({
  validateSearch: teamSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(membersQueryOptions(context.acting.targetAccountId)),
  component: TeamPage,
});

function TeamPage() {
  const { acting } = Route.useRouteContext();
  return <TeamScreen targetAccountId={acting.targetAccountId} />;
}
