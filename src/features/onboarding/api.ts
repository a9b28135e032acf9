// The onboarding wizard's server calls: query options on orval's generated factories and the
// mutations the steps run, each taking the acting account's id explicitly.
import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountQueryOptions } from '@/hooks/api';
import { getGetAccountQueryKey, updateAccountSettings } from '@/api/generated/hooks/accounts/accounts';
import {
  createAgentFromTemplate,
  getGetStagingAgentQueryKey,
  getGetTemplateQueryOptions,
  getListTemplatesQueryOptions,
  getStagingAgent,
  saveCampaign,
} from '@/api/generated/hooks/agents/agents';
import {
  assignPhoneNumber,
  searchPhoneNumbersByLocality,
  searchPhoneNumbersByPhrase,
  searchPhoneNumbersByPrefix,
} from '@/api/generated/hooks/phone-numbers/phone-numbers';
import {
  enableCalendly,
  getListGoogleCalendarsQueryOptions,
  setMainGoogleCalendar,
} from '@/api/generated/hooks/calendar/calendar';
import { addApp, getGetAppQueryOptions } from '@/api/generated/hooks/apps/apps';
import type {
  AccountSettings,
  PhoneNumberLocalitySearch,
  PhoneNumberPhraseSearch,
  PhoneNumberPrefixSearch,
} from '@/api/generated/model';
import type { TemplateField } from '@/lib/template';
import { messageFromBody } from '@/api/errors';
import { normalizeCampaign, stagingSaveBody, type Campaign } from '@/lib/campaign';

export type TargetAccountId = number | undefined;

// ---------------------------------------------------------------------------------------------
// Queries

export const onboardingTemplatesQueryOptions = (targetAccountId: TargetAccountId) =>
  getListTemplatesQueryOptions({ targetAccountId });

export const onboardingTemplateQueryOptions = (templateId: string, targetAccountId: TargetAccountId) =>
  getGetTemplateQueryOptions(templateId, { targetAccountId });

export const googleCalendarsQueryOptions = (targetAccountId: TargetAccountId) =>
  getListGoogleCalendarsQueryOptions({ targetAccountId }, { query: { retry: false } });

export const appQueryOptions = (appId: string, version: string, targetAccountId: TargetAccountId) =>
  getGetAppQueryOptions(appId, version, { targetAccountId });

// ---------------------------------------------------------------------------------------------
// Errors

/** The server's message of a failed call, else the fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'body' in error) {
    return messageFromBody((error as { body: unknown }).body, fallback);
  }
  return fallback;
}

// ---------------------------------------------------------------------------------------------
// Settings

/** Saves the onboarding state into the account's settings (the server merges settings). */
export function saveOnboardingSettings(settings: AccountSettings, targetAccountId: TargetAccountId) {
  return updateAccountSettings({ settings }, { targetAccountId });
}

/**
 * Saves settings into the account and shows them at once: the cached acting account (which the
 * screens read, the setup checklist among them) takes the new settings before the call ends.
 */
export function useSaveAccountSettings(targetAccountId: TargetAccountId) {
  const queryClient = useQueryClient();
  return useCallback(
    (settings: AccountSettings) => {
      const { queryKey } = accountQueryOptions(targetAccountId === undefined ? undefined : { targetAccountId });
      queryClient.setQueryData(queryKey, (old) => (old ? { ...old, settings: { ...old.settings, ...settings } } : old));
      return saveOnboardingSettings(settings, targetAccountId);
    },
    [queryClient, targetAccountId],
  );
}

/** Permissions and onboardingComplete come from the accounts: refetch them. */
export function useRefreshAccounts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [getGetAccountQueryKey()[0]] });
}

// ---------------------------------------------------------------------------------------------
// The agent

/** Campaign keys the wizard sets (the time zone as a zone name, the voice id, the instructions). */
export type DraftPatch = Record<string, unknown>;

async function saveStagingWith(targetAccountId: TargetAccountId, patch: DraftPatch) {
  const current = normalizeCampaign(await getStagingAgent({ targetAccountId }));
  const body = stagingSaveBody({ ...current, ...patch } as Campaign);
  return saveCampaign(body, { targetAccountId });
}

export interface GenerateInput {
  /** Null when building from scratch. */
  readonly templateId: string | null;
  readonly templateFields: readonly TemplateField[];
  readonly timezone: string | null;
  readonly agentVoice: string | null;
}

/**
 * Creates the agent: from the template with the chosen field values, then the time zone and
 * voice (when chosen) saved into the draft; from scratch, a draft with what is known so far.
 */
export function useGenerateAgent(targetAccountId: TargetAccountId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: GenerateInput) => {
      if (input.templateId !== null) {
        await createAgentFromTemplate(
          { templateId: input.templateId, templateFields: [...input.templateFields] },
          { targetAccountId },
        );
      }
      const patch: DraftPatch = {};
      if (input.timezone) patch.timezone = input.timezone;
      if (input.agentVoice) patch.agentVoice = input.agentVoice;
      if (input.templateId === null || Object.keys(patch).length > 0) await saveStagingWith(targetAccountId, patch);
    },
    // The draft is refetched in the background; the step moves on at once.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [getGetStagingAgentQueryKey()[0]] }),
  });
}

/** Saves the time zone and voice (or the instructions) into the draft agent. */
export function useSaveDraft(targetAccountId: TargetAccountId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: DraftPatch) => saveStagingWith(targetAccountId, patch),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [getGetStagingAgentQueryKey()[0]] }),
  });
}

// ---------------------------------------------------------------------------------------------
// Phone numbers

export type NumberSearchKind = 'prefix' | 'locality' | 'phrase';

/** One search, with the request shape of its own operation. */
export type NumberSearch =
  | { kind: 'prefix'; search: PhoneNumberPrefixSearch }
  | { kind: 'locality'; search: PhoneNumberLocalitySearch }
  | { kind: 'phrase'; search: PhoneNumberPhraseSearch };

export function useSearchNumbers(targetAccountId: TargetAccountId) {
  return useMutation({
    mutationFn: (input: NumberSearch) =>
      input.kind === 'prefix'
        ? searchPhoneNumbersByPrefix(input.search, { targetAccountId })
        : input.kind === 'locality'
          ? searchPhoneNumbersByLocality(input.search, { targetAccountId })
          : searchPhoneNumbersByPhrase(input.search, { targetAccountId }),
  });
}

export function useAssignNumber(targetAccountId: TargetAccountId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pick: { number: string; country: string }) => assignPhoneNumber(pick, { targetAccountId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [getGetAccountQueryKey()[0]] }),
  });
}

// ---------------------------------------------------------------------------------------------
// Integrations

export function useConnectCalendly(targetAccountId: TargetAccountId) {
  return useMutation({ mutationFn: (userPAT: string) => enableCalendly({ userPAT }, { targetAccountId }) });
}

export function useSetMainCalendar(targetAccountId: TargetAccountId) {
  return useMutation({
    mutationFn: (calendarId: string) => setMainGoogleCalendar({ calendar: calendarId }, { targetAccountId }),
  });
}

export function useSaveAppSettings(targetAccountId: TargetAccountId) {
  return useMutation({
    mutationFn: (input: { appId: string; version: string; appData: Record<string, unknown> }) =>
      addApp(input.appId, input.version, { appData: input.appData }, { targetAccountId }),
  });
}
