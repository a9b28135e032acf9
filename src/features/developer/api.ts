// Query factories and mutations of the developer area (tokens, webhooks, SIP, domains), built on
// orval's generated calls. Every call names the acting account (`targetAccountId`) explicitly.
import { useMemo } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  getGetSipRegistrationQueryOptions,
  getListApiTokensQueryKey,
  getListApiTokensSuspenseQueryOptions,
  getListDomainsQueryKey,
  getListDomainsSuspenseQueryOptions,
  getLookupDomainQueryOptions,
  getSipRegistration,
  lookupDomain,
  useAddDomain,
  useAddSipIpWhitelistEntry,
  useAddSipOutboundRoute,
  useCreateApiToken,
  useDeleteApiToken,
  useDeleteSipRegistration,
  useRemoveDomain,
  useRemoveSipIpWhitelistEntry,
  useRemoveSipOutboundRoute,
  useSaveSipRegistration,
  useSetDefaultDomain,
} from '@/api/generated/hooks/developer/developer';
import {
  getListWebhooksQueryKey,
  getListWebhooksSuspenseQueryOptions,
  useCreateWebhook,
  useDeleteWebhook,
} from '@/api/generated/hooks/webhooks/webhooks';
import type {
  CreateWebhookRequest,
  DomainProfile,
  GetSipRegistrationResponse,
  ListApiTokensResponse,
  ListDomainsResponse,
  SipIpWhitelistEntry,
  SipRegistration,
  SipRegistrationInput,
  Token,
  WebhookList,
} from '@/api/generated/model';
import { isApiError } from '@/api/errors';
import { maskToken, webhooksOf, withDefault } from '@/lib/developer';

const STALE = 30_000;
const params = (targetAccountId: number | undefined) => (targetAccountId === undefined ? {} : { targetAccountId });

// --- tokens -----------------------------------------------------------------------------------

/** The account's API tokens (the page's data on the tokens tab). */
export const apiTokensQueryOptions = (targetAccountId: number | undefined) =>
  getListApiTokensSuspenseQueryOptions(params(targetAccountId), { query: { staleTime: STALE } });

/**
 * Creates a token. The answer's value is handed to the caller once (`onCreated`) and never
 * cached: the list gets the token masked, like the server's list shows it.
 */
export function useCreateToken(targetAccountId: number | undefined) {
  const queryClient = useQueryClient();
  const create = useCreateApiToken({ mutation: { gcTime: 0 } });
  const key = getListApiTokensQueryKey(params(targetAccountId));
  return {
    isPending: create.isPending,
    error: create.error,
    reset: create.reset,
    create: (description: string, onCreated: (token: Token) => void) =>
      create.mutate(
        { data: { description, type: 'admin' }, params: params(targetAccountId) },
        {
          onSuccess: (answer) => {
            const listed: Token = { ...answer.token, token: maskToken(answer.token.token) };
            queryClient.setQueryData<ListApiTokensResponse>(key, (old) =>
              old ? { ...old, tokens: [...old.tokens, listed] } : old,
            );
            void queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
            onCreated(answer.token);
          },
        },
      ),
  };
}

/** Revokes a token by the value the list shows (masked or whole). */
export function useDeleteToken(targetAccountId: number | undefined) {
  const queryClient = useQueryClient();
  const remove = useDeleteApiToken();
  const key = getListApiTokensQueryKey(params(targetAccountId));
  return {
    ...remove,
    remove: (token: string, onDone?: () => void) =>
      remove.mutate(
        { data: { token }, params: params(targetAccountId) },
        {
          onSuccess: () => {
            queryClient.setQueryData<ListApiTokensResponse>(key, (old) =>
              old ? { ...old, tokens: old.tokens.filter((t) => t.token !== token) } : old,
            );
            void queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
            onDone?.();
          },
        },
      ),
  };
}

// --- webhooks ---------------------------------------------------------------------------------

/** The account's webhooks, in whichever of the three answer forms the server uses. */
export const webhooksQueryOptions = (targetAccountId: number | undefined) =>
  getListWebhooksSuspenseQueryOptions(params(targetAccountId), { query: { staleTime: STALE } });

/** Adds a webhook; the answer (all webhooks) replaces the cached list. */
export function useAddWebhook(targetAccountId: number | undefined) {
  const queryClient = useQueryClient();
  const create = useCreateWebhook();
  const key = getListWebhooksQueryKey(params(targetAccountId));
  return {
    ...create,
    add: (data: CreateWebhookRequest, onDone?: () => void) =>
      create.mutate(
        { data, params: params(targetAccountId) },
        {
          onSuccess: (answer) => {
            queryClient.setQueryData<WebhookList>(key, answer.webhooks);
            void queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
            onDone?.();
          },
        },
      ),
  };
}

/** Removes the webhook with this URL. */
export function useRemoveWebhook(targetAccountId: number | undefined) {
  const queryClient = useQueryClient();
  const remove = useDeleteWebhook();
  const key = getListWebhooksQueryKey(params(targetAccountId));
  return {
    ...remove,
    remove: (url: string, onDone?: () => void) =>
      remove.mutate(
        { data: { url }, params: params(targetAccountId) },
        {
          onSuccess: () => {
            queryClient.setQueryData<WebhookList>(key, (old) =>
              old === undefined ? old : webhooksOf(old).filter((w) => w.url !== url),
            );
            void queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
            onDone?.();
          },
        },
      ),
  };
}

// --- SIP --------------------------------------------------------------------------------------

/** The registration, or null when the account has none (the server answers 404). */
export const sipRegistrationQueryOptions = (targetAccountId: number | undefined) =>
  queryOptions({
    // The generated key, without its data tag: the cached value may be null (no registration).
    queryKey: getGetSipRegistrationQueryOptions(params(targetAccountId)).queryKey as QueryKey,
    queryFn: async ({ signal }): Promise<GetSipRegistrationResponse | null> => {
      try {
        return await getSipRegistration(params(targetAccountId), signal);
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: STALE,
  });

export const useSipRegistration = (targetAccountId: number | undefined) =>
  useQuery(sipRegistrationQueryOptions(targetAccountId));

/** Saves the registration; the cache keeps what the server answers back (never the password). */
export function useSaveRegistration(targetAccountId: number | undefined) {
  const queryClient = useQueryClient();
  const save = useSaveSipRegistration();
  const { queryKey } = sipRegistrationQueryOptions(targetAccountId);
  return {
    ...save,
    save: (input: SipRegistrationInput, onDone?: () => void) =>
      save.mutate(
        { data: input, params: params(targetAccountId) },
        {
          onSuccess: () => {
            const registration: SipRegistration = {
              aor: input.aor ?? '',
              ...(input.username ? { username: input.username } : {}),
              ...(input.proxy ? { proxy: input.proxy } : {}),
              ...(input.transport ? { transport: input.transport } : {}),
            };
            queryClient.setQueryData<GetSipRegistrationResponse | null>(queryKey, (old) => ({
              success: true,
              registration: { ...old?.registration, ...registration },
            }));
            void queryClient.invalidateQueries({ queryKey });
            onDone?.();
          },
        },
      ),
  };
}

export function useRemoveRegistration(targetAccountId: number | undefined) {
  const queryClient = useQueryClient();
  const remove = useDeleteSipRegistration();
  const { queryKey } = sipRegistrationQueryOptions(targetAccountId);
  return {
    ...remove,
    remove: (onDone?: () => void) =>
      remove.mutate(
        { params: params(targetAccountId) },
        {
          onSuccess: () => {
            queryClient.setQueryData(queryKey, null);
            onDone?.();
          },
        },
      ),
  };
}

/**
 * The SIP whitelist and outbound routes as the server last answered them. The catalogue has no
 * call that lists them (only add, which answers the whole list, and remove), so the console keeps
 * the last answer per account in the query cache; it is empty until the first add of the session.
 * This is the one key of the area not made by orval: there is no generated query to make it from.
 */
export interface SipLists {
  whitelist: SipIpWhitelistEntry[] | null;
  routes: string[] | null;
}
const sipListsKey = (targetAccountId: number | undefined) =>
  ['developer', 'sipLists', targetAccountId ?? 'own'] as const;

export const useSipLists = (targetAccountId: number | undefined) =>
  useQuery<SipLists>({
    queryKey: sipListsKey(targetAccountId),
    queryFn: () => ({ whitelist: null, routes: null }),
    staleTime: Infinity,
    gcTime: Infinity,
  });

function useSipListsCache(targetAccountId: number | undefined) {
  const queryClient = useQueryClient();
  return useMemo(
    () => (update: (old: SipLists) => SipLists) =>
      queryClient.setQueryData<SipLists>(sipListsKey(targetAccountId), (old) =>
        update(old ?? { whitelist: null, routes: null }),
      ),
    [queryClient, targetAccountId],
  );
}

export function useAddWhitelistEntry(targetAccountId: number | undefined) {
  const update = useSipListsCache(targetAccountId);
  const add = useAddSipIpWhitelistEntry();
  return {
    ...add,
    add: (entry: { ip: string; label: string }, onDone?: () => void) =>
      add.mutate(
        { data: entry, params: params(targetAccountId) },
        {
          onSuccess: (answer) => {
            update((old) => ({ ...old, whitelist: answer.whitelist }));
            onDone?.();
          },
        },
      ),
  };
}

export function useRemoveWhitelistEntry(targetAccountId: number | undefined) {
  const update = useSipListsCache(targetAccountId);
  const remove = useRemoveSipIpWhitelistEntry();
  return {
    ...remove,
    remove: (entry: { ip: string; label?: string }, onDone?: () => void) =>
      remove.mutate(
        { data: entry, params: params(targetAccountId) },
        {
          onSuccess: () => {
            update((old) => ({ ...old, whitelist: (old.whitelist ?? []).filter((e) => e.ip !== entry.ip) }));
            onDone?.();
          },
        },
      ),
  };
}

export function useAddRoute(targetAccountId: number | undefined) {
  const update = useSipListsCache(targetAccountId);
  const add = useAddSipOutboundRoute();
  return {
    ...add,
    add: (route: string, onDone?: () => void) =>
      add.mutate(
        { data: { route }, params: params(targetAccountId) },
        {
          onSuccess: (answer) => {
            update((old) => ({ ...old, routes: answer.routes }));
            onDone?.();
          },
        },
      ),
  };
}

export function useRemoveRoute(targetAccountId: number | undefined) {
  const update = useSipListsCache(targetAccountId);
  const remove = useRemoveSipOutboundRoute();
  return {
    ...remove,
    remove: (route: string, onDone?: () => void) =>
      remove.mutate(
        { data: { route }, params: params(targetAccountId) },
        {
          onSuccess: () => {
            update((old) => ({ ...old, routes: (old.routes ?? []).filter((r) => r !== route) }));
            onDone?.();
          },
        },
      ),
  };
}

// --- domains ----------------------------------------------------------------------------------

export const domainsQueryOptions = (targetAccountId: number | undefined) =>
  getListDomainsSuspenseQueryOptions(params(targetAccountId), { query: { staleTime: STALE } });

function useDomainsCache(targetAccountId: number | undefined) {
  const queryClient = useQueryClient();
  const key = getListDomainsQueryKey(params(targetAccountId));
  return (update: (old: ListDomainsResponse) => ListDomainsResponse) => {
    queryClient.setQueryData<ListDomainsResponse>(key, (old) => (old ? update(old) : old));
    void queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
  };
}

export function useAddDomainName(targetAccountId: number | undefined) {
  const update = useDomainsCache(targetAccountId);
  const add = useAddDomain();
  return {
    ...add,
    add: (domain: string, onDone?: () => void) =>
      add.mutate(
        { data: { domain }, params: params(targetAccountId) },
        {
          onSuccess: (answer) => {
            update((old) => ({
              ...old,
              domains: [...old.domains.filter((d) => d.domain !== answer.domain.domain), answer.domain],
            }));
            onDone?.();
          },
        },
      ),
  };
}

export function useRemoveDomainName(targetAccountId: number | undefined) {
  const update = useDomainsCache(targetAccountId);
  const remove = useRemoveDomain();
  return {
    ...remove,
    remove: (domain: string, onDone?: () => void) =>
      remove.mutate(
        { data: { domain }, params: params(targetAccountId) },
        {
          onSuccess: () => {
            update((old) => ({ ...old, domains: old.domains.filter((d) => d.domain !== domain) }));
            onDone?.();
          },
        },
      ),
  };
}

export function useMakeDefaultDomain(targetAccountId: number | undefined) {
  const update = useDomainsCache(targetAccountId);
  const set = useSetDefaultDomain();
  return {
    ...set,
    makeDefault: (domain: string, onDone?: () => void) =>
      set.mutate(
        { data: { domain }, params: params(targetAccountId) },
        {
          onSuccess: () => {
            update((old) => ({ ...old, domains: withDefault(old.domains, domain) }));
            onDone?.();
          },
        },
      ),
  };
}

/**
 * The branding a domain's lookup answers, or null ("domain functions answer null on failure":
 * the preview then says "not found"). The generated lookup's key, as the app's own branding uses.
 */
export const domainLookupQueryOptions = (domain: string) =>
  queryOptions({
    queryKey: getLookupDomainQueryOptions({ domain }).queryKey as QueryKey,
    queryFn: async ({ signal }): Promise<DomainProfile | null> => {
      try {
        return await lookupDomain({ domain }, signal);
      } catch (error) {
        if (isApiError(error)) return null;
        throw error;
      }
    },
    staleTime: 60_000,
    retry: false,
  });
