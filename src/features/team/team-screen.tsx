import { useSuspenseQuery } from '@tanstack/react-query';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { UserPlus, Users } from 'lucide-react';
import { EmptyState } from '@/components/query-state';
import { usePermissions } from '@/hooks/use-permissions';
import { useOverlays } from '@/overlays';
import { teamAbilities } from '@/lib/team';
import type { AdminUser } from '@/api/generated/model';
import { membersQueryOptions } from './api';
import { MembersTable } from './members-table';
import { PageHeader } from '@/components/page-header';

export const TEAM_TEXT = {
  title: 'Team',
  intro: 'The people who work in this account. Owners also manage billing and the team.',
  hidden: 'Team members are turned off for this account',
  hiddenDetails: 'Your partner has turned off team members for the accounts below it.',
  cannotInvite: 'Inviting members is turned off for this account.',
  empty: 'No one else is on the team yet',
  emptyDetails: 'Invite the people who work with you; they get an email with a link to sign in.',
} as const;

/** The members and what the user may do with them (spec 000 §6: canManageUsers, canInviteUsers). */
export function TeamMembers({ users }: { users: readonly AdminUser[] }) {
  const { permissions } = usePermissions();
  const abilities = teamAbilities(permissions);
  const { open, prefetch } = useOverlays();

  if (!abilities.canSee) {
    return <EmptyState icon={<Users />} title={TEAM_TEXT.hidden} description={TEAM_TEXT.hiddenDetails} />;
  }
  const invite = (
    <Button
      size="sm"
      colorPalette="blue"
      disabled={!abilities.canInvite}
      onClick={() => open('memberInvite')}
      onPointerEnter={() => prefetch('memberInvite')}
    >
      <UserPlus aria-hidden="true" /> Invite member
    </Button>
  );
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text color="fg.muted" fontSize="sm">
          {users.length === 1 ? '1 member' : `${users.length} members`}
        </Text>
        {invite}
      </HStack>
      {!abilities.canInvite ? (
        <Text fontSize="sm" color="fg.muted">
          {TEAM_TEXT.cannotInvite}
        </Text>
      ) : null}
      {users.length === 0 ? (
        <EmptyState icon={<Users />} title={TEAM_TEXT.empty} description={TEAM_TEXT.emptyDetails} />
      ) : (
        <MembersTable
          users={users}
          canRemove={abilities.canRemove}
          onRemove={(user) => open('memberDelete', String(user.id))}
        />
      )}
    </Stack>
  );
}

export interface TeamScreenProps {
  targetAccountId: number | undefined;
}

/** The team section: the members of the account acted on. */
export function TeamScreen({ targetAccountId }: TeamScreenProps) {
  const { data } = useSuspenseQuery(membersQueryOptions(targetAccountId));
  return (
    <Stack gap="5" maxW="5xl" w="full">
      <PageHeader title={TEAM_TEXT.title} description={TEAM_TEXT.intro} />
      <TeamMembers users={data.users} />
    </Stack>
  );
}
