// The settings area's calls (doc 001 "Accounts": account, accountSetting), built on orval's
// generated options and functions, with their cache updates beside them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteAgentAccount,
  type getAccount,
  getGetAccountQueryKey,
  getGetAccountQueryOptions,
  getGetAccountSuspenseQueryOptions,
  updateAccount,
  updateAccountSettings,
} from '@/api/generated/hooks/accounts/accounts';
import type { Account } from '@/api/generated/model';
import * as MESSAGES from '@/lib/message-catalogue';
import { settingsPayload, type SettingsDraft } from '@/lib/settings';

const paramsOf = (targetAccountId: number | undefined) =>
  targetAccountId === undefined ? undefined : { targetAccountId };

/** The account acted on, with its settings: the settings page's data (its loader ensures it). */
export const accountSettingsQueryOptions = (targetAccountId: number | undefined) =>
  getGetAccountSuspenseQueryOptions(paramsOf(targetAccountId), { query: { staleTime: 30_000 } });

/** The same account for an overlay (read with useQuery). */
export const accountQueryOptions = (targetAccountId: number | undefined) =>
  getGetAccountQueryOptions(paramsOf(targetAccountId), { query: { staleTime: 30_000 } });

/** Every cached account (the own one and those acted on): their permissions read settings. */
const ALL_ACCOUNTS = [getGetAccountQueryKey()[0]];

/**
 * Saves the settings draft: the name with the account call when it changed, then the settings.
 * On success the cached account shows the saved values at once and every cached account is
 * marked stale (the permissions of the accounts below read these settings). A failure is logged
 * as 'Error saving settings' (spec 000 §8); the page keeps its local copy.
 */
export function useSaveSettings(targetAccountId: number | undefined, options: { partner: boolean }) {
  const queryClient = useQueryClient();
  const key = getGetAccountQueryKey(paramsOf(targetAccountId));
  return useMutation({
    mutationFn: async ({ draft, account }: { draft: SettingsDraft; account: Account }) => {
      const name = draft.accountName.trim();
      if (name !== (account.accountName ?? '').trim())
        await updateAccount({ accountName: name }, paramsOf(targetAccountId));
      return updateAccountSettings({ settings: settingsPayload(draft, options) }, paramsOf(targetAccountId));
    },
    onSuccess: (answer, { draft }) => {
      queryClient.setQueryData<Awaited<ReturnType<typeof getAccount>>>(key, (old) =>
        old && 'id' in old
          ? {
              ...old,
              accountName: draft.accountName.trim(),
              settings: { ...old.settings, ...(answer.settings ?? settingsPayload(draft, options)) },
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: ALL_ACCOUNTS });
    },
    onError: (error) => console.error(MESSAGES.settingsSaveFailed, error),
  });
}

/** Deletes the session's own account (`deleteAccount` naming it). Its token is then refused:
 * the own account is read again, answers `success: false`, and the console signs out. */
export function useDeleteMyAccount(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAgentAccount({ targetAccountId: accountId }, { targetAccountId: accountId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL_ACCOUNTS }),
  });
}
