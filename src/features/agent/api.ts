// The agent editor's server calls: query options built on orval's generated factories (shared by
// components and the route loader) and mutations with their cache invalidation beside them.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  createAgentFromTemplate,
  createAgentVersion,
  createTemplate,
  deleteTemplate,
  detachAgentFromTemplate,
  getGetDefaultAgentQueryKey,
  getGetDefaultAgentQueryOptions,
  getGetStagingAgentQueryKey,
  getGetStagingAgentQueryOptions,
  getGetTemplateQueryKey,
  getGetTemplateQueryOptions,
  getStagingAgent,
  getListAgentFunctionsQueryOptions,
  getListAgentVersionsQueryKey,
  getListAgentVersionsQueryOptions,
  getListTemplatesQueryKey,
  getListTemplatesQueryOptions,
  migrateTemplate,
  publishAgent,
  renameAgentVersion,
  replaceAgentVersion,
  restoreAgentVersion,
  revertAgent,
  runAgentPrompt,
  saveCampaign,
  saveTemplate,
} from '@/api/generated/hooks/agents/agents';
import { deleteAgentAccount, getGetAccountQueryKey, updateAccount } from '@/api/generated/hooks/accounts/accounts';
import { getListAppsQueryOptions } from '@/api/generated/hooks/apps/apps';
import type { AccountUpdate, Template, TemplateInput } from '@/api/generated/model';
import { messageFromBody } from '@/api/errors';
import { stagingSaveBody, type AgentSlot, type Campaign } from '@/lib/campaign';

export type TargetAccountId = number | undefined;

// ---------------------------------------------------------------------------------------------
// Queries

/** The staging configuration; `replaceTemplateVars` false shows the raw template text. */
export const stagingAgentQueryOptions = (targetAccountId: TargetAccountId, replaceTemplateVars?: boolean) =>
  getGetStagingAgentQueryOptions({ targetAccountId, replaceTemplateVars });

/** The live (published) configuration. */
export const liveAgentQueryOptions = (targetAccountId: TargetAccountId, replaceTemplateVars?: boolean) =>
  getGetDefaultAgentQueryOptions({ targetAccountId, replaceTemplateVars });

export const agentFunctionsQueryOptions = (targetAccountId: TargetAccountId) =>
  getListAgentFunctionsQueryOptions({ targetAccountId }, { query: { staleTime: 5 * 60_000 } });

/** The account's app catalogue (the same cache as the integrations section's, so an app installed
 * there is offered here at once). */
export const accountAppsQueryOptions = (targetAccountId: TargetAccountId) =>
  getListAppsQueryOptions(targetAccountId === undefined ? {} : { targetAccountId }, { query: { staleTime: 30_000 } });

/** The templates; disabled ones only for those who may see them. */
export const templatesQueryOptions = (targetAccountId: TargetAccountId, includeDisabled: boolean) =>
  getListTemplatesQueryOptions({ targetAccountId, ...(includeDisabled ? { disabled: true } : {}) });

export const templateQueryOptions = (templateId: string, targetAccountId: TargetAccountId) =>
  getGetTemplateQueryOptions(templateId, { targetAccountId });

/** The agent's versions; `includeData` when a snapshot is to be shown. */
export const versionsQueryOptions = (agentId: string, targetAccountId: TargetAccountId, includeData = false) =>
  getListAgentVersionsQueryOptions(agentId, { targetAccountId, ...(includeData ? { includeData: true } : {}) });

// ---------------------------------------------------------------------------------------------
// Errors

/** The server's message of a failed call, else the fallback (spec 000 §8). */
export function failureMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'body' in error) {
    return messageFromBody((error as { body: unknown }).body, fallback);
  }
  return fallback;
}

// ---------------------------------------------------------------------------------------------
// Invalidation

/** The staging and live answers of the agent (any replaceTemplateVars), after publish or revert. */
export function invalidateAgentSlots(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [getGetStagingAgentQueryKey()[0]] }),
    queryClient.invalidateQueries({ queryKey: [getGetDefaultAgentQueryKey()[0]] }),
  ]);
}

const versionsRoot = (agentId: string) => [getListAgentVersionsQueryKey(agentId)[0]];
const templatesRoot = () => [getListTemplatesQueryKey()[0]];

// ---------------------------------------------------------------------------------------------
// Mutations

/** The staging save (auto-save, published false) and the save before publishing (published true). */
export function saveStaging(campaign: Campaign, targetAccountId: TargetAccountId, published = false) {
  const body = stagingSaveBody(campaign);
  const sent = published ? { campaign: { ...body.campaign, published: true }, published: true } : body;
  return saveCampaign(sent, { targetAccountId });
}

/** Publishes the staged configuration (a step of the publish sequence, outside React's hooks). */
export const publishStaging = (targetAccountId: TargetAccountId) => publishAgent({ targetAccountId });

/** The staged configuration as the server holds it now (fetched past the cache, to see whether
 * someone else saved it meanwhile). */
export const fetchStagingAgent = (targetAccountId: TargetAccountId, replaceTemplateVars?: boolean) =>
  getStagingAgent({ targetAccountId, replaceTemplateVars });

export function useRevertAgent(targetAccountId: TargetAccountId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revertAgent({ targetAccountId }),
    onSuccess: () => invalidateAgentSlots(queryClient),
  });
}

export function useCreateVersion(agentId: string, targetAccountId: TargetAccountId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { title: string; source: AgentSlot }) =>
      createAgentVersion(agentId, input, { targetAccountId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: versionsRoot(agentId) }),
  });
}

export function useRenameVersion(agentId: string, targetAccountId: TargetAccountId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { versionId: number; title: string }) =>
      renameAgentVersion(agentId, input.versionId, { title: input.title }, { targetAccountId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: versionsRoot(agentId) }),
  });
}

export function useReplaceVersion(agentId: string, targetAccountId: TargetAccountId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { versionId: number; snapshot: Campaign }) =>
      replaceAgentVersion(agentId, input.versionId, { snapshot: input.snapshot }, { targetAccountId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: versionsRoot(agentId) }),
  });
}

export function useRestoreVersion(agentId: string, targetAccountId: TargetAccountId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { versionId: number; target: AgentSlot }) =>
      restoreAgentVersion(agentId, input.versionId, { target: input.target }, { targetAccountId }),
    onSuccess: () => invalidateAgentSlots(queryClient),
  });
}

export function useRunPrompt(targetAccountId: TargetAccountId) {
  return useMutation({
    mutationFn: (input: { targetAgent: string; promptText: string }) => runAgentPrompt(input, { targetAccountId }),
  });
}

/** Saves a template (published true): a new one gets its id from the server (answered as
 * `templateId`); an existing one is named by its id in the path. */
export function useSaveTemplate(targetAccountId: TargetAccountId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { isNew: true; template: TemplateInput } | { isNew: false; template: Template }) =>
      input.isNew
        ? createTemplate({ template: input.template, published: true }, { targetAccountId })
        : saveTemplate(input.template.id, { template: input.template, published: true }, { targetAccountId }),
    onSuccess: (data) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: templatesRoot() }),
        data.templateId
          ? queryClient.invalidateQueries({ queryKey: getGetTemplateQueryKey(data.templateId).slice(0, 1) })
          : undefined,
      ]),
  });
}

export function useDeleteTemplate(targetAccountId: TargetAccountId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: string) => deleteTemplate(templateId, { targetAccountId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesRoot() }),
  });
}

export function useMigrateTemplate(targetAccountId: TargetAccountId) {
  return useMutation({
    mutationFn: (input: { templateId: string; dryRun: boolean }) =>
      migrateTemplate(input.templateId, { dryRun: input.dryRun }, { targetAccountId }),
  });
}

export function useDetachFromTemplate(targetAccountId: TargetAccountId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => detachAgentFromTemplate({ targetAccountId }),
    onSuccess: () => invalidateAgentSlots(queryClient),
  });
}

export function useCreateAgentFromTemplate(targetAccountId: TargetAccountId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { templateId: string; templateFields?: Template['templateFields'] }) =>
      createAgentFromTemplate(input, { targetAccountId }),
    onSuccess: () => invalidateAgentSlots(queryClient),
  });
}

export function useUpdateAgentAccount(targetAccountId: TargetAccountId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: AccountUpdate) => updateAccount(update, { targetAccountId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [getGetAccountQueryKey()[0]] }),
  });
}

/** Deletes the agent account: it is named in the body, its organization in the query (the
 * reference's `DELETE /api/v2/deleteAccount`), also when the agent is the session's own account. */
export function useDeleteAgentAccount(accountId: number, organizationId: number | undefined) {
  return useMutation({
    mutationFn: () =>
      deleteAgentAccount(
        { targetAccountId: accountId },
        organizationId !== undefined ? { targetOrganizationId: organizationId } : undefined,
      ),
  });
}
