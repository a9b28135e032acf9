// The own account's favorites (settings.favorites, spec 001 "Accounts"), saved from two areas: the
// account lists' star and the sidebar's favorites (Unpin). Its own module (not src/hooks/api.ts,
// which the first page imports): the generated Accounts module stays out of the first download.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getGetAccountQueryKey, updateAccountSettings } from '@/api/generated/hooks/accounts/accounts';
import type { Account } from '@/api/generated/model';

/** Saves the own account's favorites, shown at once in the cached own account and put back on failure. */
export function useSaveFavorites() {
  const queryClient = useQueryClient();
  const ownKey = getGetAccountQueryKey();
  return useMutation({
    mutationFn: (favorites: number[]) => updateAccountSettings({ settings: { favorites } }),
    onMutate: async (favorites) => {
      await queryClient.cancelQueries({ queryKey: ownKey, exact: true });
      const before = queryClient.getQueryData<Account>(ownKey);
      if (before) queryClient.setQueryData<Account>(ownKey, { ...before, settings: { ...before.settings, favorites } });
      return { before };
    },
    onError: (_e, _v, context) => {
      if (context?.before) queryClient.setQueryData(ownKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownKey, exact: true }),
  });
}
