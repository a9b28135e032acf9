// The team area's calls (doc 001 "Accounts": listAdminUsers, inviteAdminUser, deleteAdminUser),
// built on orval's generated options and hooks, with their cache updates beside them.
import { useQueryClient } from '@tanstack/react-query';
import {
  getListAdminUsersQueryKey,
  getListAdminUsersSuspenseQueryOptions,
  useDeleteAdminUser,
  useInviteAdminUser,
} from '@/api/generated/hooks/accounts/accounts';
import type { ListAdminUsersResponse } from '@/api/generated/model';

const paramsOf = (targetAccountId: number | undefined) =>
  targetAccountId === undefined ? undefined : { targetAccountId };

/** The members of the account acted on: the team page's data (its loader ensures it). */
export const membersQueryOptions = (targetAccountId: number | undefined) =>
  getListAdminUsersSuspenseQueryOptions(paramsOf(targetAccountId), { query: { staleTime: 30_000 } });

export const membersQueryKey = (targetAccountId: number | undefined) =>
  getListAdminUsersQueryKey(paramsOf(targetAccountId));

/** Invites a member; the list is fetched again (the server gives the new member its id). */
export function useInviteMember(targetAccountId: number | undefined) {
  const queryClient = useQueryClient();
  const invite = useInviteAdminUser({
    mutation: {
      onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryKey(targetAccountId) }),
    },
  });
  return {
    ...invite,
    invite: (body: { email: string; isOwner: boolean; redirectUrl: string }, onSuccess?: () => void) =>
      invite.mutate({ data: body, params: paramsOf(targetAccountId) }, { onSuccess: () => onSuccess?.() }),
  };
}

/** Removes a member: gone from the cached list at once, then the list is marked stale. */
export function useRemoveMember(targetAccountId: number | undefined) {
  const queryClient = useQueryClient();
  const key = membersQueryKey(targetAccountId);
  const remove = useDeleteAdminUser();
  return {
    ...remove,
    remove: (id: number, onSuccess?: () => void) =>
      remove.mutate(
        { data: { targetUserId: id }, params: paramsOf(targetAccountId) },
        {
          onSuccess: () => {
            queryClient.setQueryData<ListAdminUsersResponse>(key, (old) =>
              old ? { ...old, users: old.users.filter((u) => u.id !== id) } : old,
            );
            void queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
            onSuccess?.();
          },
        },
      ),
  };
}
