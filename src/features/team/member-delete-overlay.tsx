import { useQuery } from '@tanstack/react-query';
import { Stack, Text } from '@chakra-ui/react';
import { confirmDialog, toast } from '@/components/feedback';
import { QueryState } from '@/components/query-state';
import { useActingAccount } from '@/hooks/acting-account';
import { usePermissions } from '@/hooks/use-permissions';
import { humanMessage } from '@/lib/errors';
import { TEAM_MESSAGES, memberName, removalProblem, teamAbilities } from '@/lib/team';
import type { AdminUser } from '@/api/generated/model';
import type { OverlayProps } from '@/overlays';
import { membersQueryOptions, useRemoveMember } from './api';
import { MemberInfo } from './members-table';
import { FormActions, FormError } from '@/components/form-actions';

function RemoveMember({ user, users, close }: { user: AdminUser; users: readonly AdminUser[]; close: () => void }) {
  const { targetAccountId } = useActingAccount();
  const { permissions } = usePermissions();
  const remove = useRemoveMember(targetAccountId);
  const name = memberName(user);
  const problem = removalProblem(users, user.id);
  const allowed = teamAbilities(permissions).canRemove;

  const ask = async () => {
    const outcome = await confirmDialog({
      title: `Remove ${name}?`,
      details: `${name} loses access to this account at once. You can invite them again later.`,
      confirmText: `Remove ${name}`,
      cancelText: 'Keep member',
      confirmColor: 'red',
    });
    if (outcome !== 'confirm') return;
    remove.remove(user.id, () => {
      toast(`${name} was removed`, { type: 'success' });
      close();
    });
  };

  return (
    <Stack gap="5">
      <MemberInfo user={user} />
      {problem === 'lastOwner' ? <Text role="note">{TEAM_MESSAGES.lastOwner}</Text> : null}
      {!allowed ? <Text role="note">Removing members is turned off for this account.</Text> : null}
      {remove.error ? (
        <FormError>
          {name} was not removed: {humanMessage(remove.error)}
        </FormError>
      ) : null}
      <FormActions
        onCancel={close}
        pending={remove.isPending}
        label={<>Remove {name}</>}
        pendingLabel="Removing…"
        onConfirm={() => void ask()}
        disabled={problem !== null || !allowed}
        danger
      />
    </Stack>
  );
}

/** The memberDelete overlay (`?memberDelete=<id>`): removes a member after a confirmation that
 * names them; the last owner stays. */
export default function MemberDeleteOverlay({ value, close }: OverlayProps<number | null>) {
  const { targetAccountId } = useActingAccount();
  const query = useQuery(membersQueryOptions(targetAccountId));
  return (
    <QueryState query={query} pendingLabel="Loading the member" errorMessage={(e) => humanMessage(e)}>
      {(data) => {
        const user = value === null ? undefined : data.users.find((u) => u.id === value);
        if (!user) return <Text role="alert">This member is no longer on the team.</Text>;
        return <RemoveMember user={user} users={data.users} close={close} />;
      }}
    </QueryState>
  );
}
