import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state';
import { useActingAccount } from '@/hooks/acting-account';
import { humanMessage } from '@/lib/errors';
import type { OverlayProps } from '@/overlays';
import { membersQueryOptions } from './api';
import { TeamMembers } from './team-screen';

/** The members overlay (`?members`): the team of the account acted on, on any page. */
export default function MembersOverlay(_props: OverlayProps) {
  const { targetAccountId } = useActingAccount();
  const query = useQuery(membersQueryOptions(targetAccountId));
  return (
    <QueryState query={query} pendingLabel="Loading the team" errorMessage={(e) => humanMessage(e)}>
      {(data) => <TeamMembers users={data.users} />}
    </QueryState>
  );
}
