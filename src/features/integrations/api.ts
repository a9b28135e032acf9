// Query factories and mutations of the integrations area (apps, integration data, JobNimbus).
import { useQueryClient } from '@tanstack/react-query';
import {
  getGetAppQueryKey,
  getGetAppQueryOptions,
  getGetIntegrationQueryOptions,
  getListAppsQueryKey,
  getListAppsSuspenseQueryOptions,
  useAddApp,
  useFetchJobNimbusSettings,
  useFetchJobNimbusTeam,
  useRemoveApp,
  useSaveIntegration,
  useUpdateApp,
} from '@/api/generated/hooks/apps/apps';
import type { AppRef } from '@/lib/integrations';
import { JOBNIMBUS_SLUG } from '@/lib/integrations/jobnimbus';

const params = (targetAccountId: number | undefined) => (targetAccountId === undefined ? {} : { targetAccountId });

export const appsQueryOptions = (targetAccountId: number | undefined) =>
  getListAppsSuspenseQueryOptions(params(targetAccountId), { query: { staleTime: 30_000 } });

export const appQueryOptions = (ref: AppRef, targetAccountId: number | undefined) =>
  getGetAppQueryOptions(ref.appId, ref.appVersion, params(targetAccountId), { query: { staleTime: 30_000 } });

export const integrationQueryOptions = (slug: string, targetAccountId: number | undefined) =>
  getGetIntegrationQueryOptions(slug, params(targetAccountId), { query: { retry: false } });

/** Install (add), save settings (update with reload) and remove; the app and the list are refetched. */
export function useAppActions(ref: AppRef, targetAccountId: number | undefined) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({
      queryKey: getGetAppQueryKey(ref.appId, ref.appVersion, params(targetAccountId)),
    });
    void queryClient.invalidateQueries({ queryKey: getListAppsQueryKey(params(targetAccountId)) });
  };
  const add = useAddApp({ mutation: { onSuccess: refresh } });
  const update = useUpdateApp({ mutation: { onSuccess: refresh } });
  const remove = useRemoveApp({ mutation: { onSuccess: refresh } });
  const base = { appId: ref.appId, appVersion: ref.appVersion, params: params(targetAccountId) };
  return {
    add,
    update,
    remove,
    install: (appData: Record<string, unknown>, onDone?: () => void) =>
      add.mutate({ ...base, data: { appData } }, { onSuccess: () => onDone?.() }),
    save: (appData: Record<string, unknown>, onDone?: () => void) =>
      update.mutate({ ...base, data: { appData, reload: true } }, { onSuccess: () => onDone?.() }),
    uninstall: (onDone?: () => void) => remove.mutate(base, { onSuccess: () => onDone?.() }),
  };
}

export function useJobNimbus(targetAccountId: number | undefined) {
  const settings = useFetchJobNimbusSettings();
  const team = useFetchJobNimbusTeam();
  const save = useSaveIntegration();
  return {
    settings,
    team,
    save,
    connect: async (bearerToken: string, targetDate: string) => {
      const data = targetDate ? { bearerToken, targetDate } : { bearerToken };
      const s = await settings.mutateAsync({ data, params: params(targetAccountId) });
      if (!s.valid) return { settings: s, team: null };
      const t = await team.mutateAsync({ data, params: params(targetAccountId) });
      if (t.valid)
        await save.mutateAsync({
          slug: JOBNIMBUS_SLUG,
          data: { appData: { apiKey: bearerToken, ...(targetDate ? { targetDate } : {}) } },
          params: params(targetAccountId),
        });
      return { settings: s, team: t };
    },
  };
}
