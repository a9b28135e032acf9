// The numbers area's calls, built on orval's generated functions: the acting account (its numbers
// and SMS state), number searches, assignment, bringing your own number and its verification, and
// the SMS access request. Every account-scoped call passes `targetAccountId` explicitly.
import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  getGetAccountQueryKey,
  getGetAccountSuspenseQueryOptions,
  useUpdateAccountSettings,
} from '@/api/generated/hooks/accounts/accounts';
import {
  getSearchPhoneNumbersByLocalityQueryOptions,
  getSearchPhoneNumbersByPhraseQueryOptions,
  getSearchPhoneNumbersByPrefixQueryOptions,
  useAssignByoPhoneNumber,
  useAssignPhoneNumber,
} from '@/api/generated/hooks/phone-numbers/phone-numbers';
import {
  useValidateVerifiedNumber,
  useVerifyCellForwarding,
  validateVerifiedNumber,
} from '@/api/generated/hooks/verification/verification';
import type { Account, PhoneNumberSearchResult } from '@/api/generated/model';
import {
  DEFAULT_NUMBER_COUNTRY,
  agentNumberPatch,
  type NumberSearchRequest,
  type SmsAccessRequest,
} from '@/lib/numbers';

type Target = number | undefined;
const params = (targetAccountId: Target) => (targetAccountId === undefined ? undefined : { targetAccountId });

/** The account whose numbers a page shows: the same query (and key) the console's acting account reads. */
export const numbersAccountQueryOptions = (targetAccountId: Target) =>
  getGetAccountSuspenseQueryOptions(params(targetAccountId), { query: { staleTime: 30_000 } });

/** One search for available numbers; "none found" (404) is an answer too, not retried. */
export function numberSearchQueryOptions(request: NumberSearchRequest, targetAccountId: Target) {
  const query = { query: { staleTime: 30_000, retry: false } } as const;
  const p = params(targetAccountId);
  switch (request.kind) {
    case 'prefix':
      return getSearchPhoneNumbersByPrefixQueryOptions(request.body, p, query);
    case 'locality':
      return getSearchPhoneNumbersByLocalityQueryOptions(request.body, p, query);
    case 'phrase':
      return getSearchPhoneNumbersByPhraseQueryOptions(request.body, p, query);
  }
}

export type NumberSearchAnswer = PhoneNumberSearchResult;

/** Every account answer and every search is stale after a number changes hands. */
function numbersChanged(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getGetAccountQueryKey() }),
    queryClient.invalidateQueries({
      predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('/api/v2/phoneNumber/search'),
    }),
  ]);
}

/** The account as cached now, with `patch` applied at once (the refetch follows). */
function patchAccount(queryClient: QueryClient, targetAccountId: Target, patch: Readonly<Record<string, unknown>>) {
  queryClient.setQueryData<Account>(getGetAccountQueryKey(params(targetAccountId)), (old) =>
    old ? { ...old, ...patch } : old,
  );
}

/** Assigns an offered number to the account: the account shows it at once, searches refetch. */
export function useAssignNumber(targetAccountId: Target) {
  const queryClient = useQueryClient();
  const assign = useAssignPhoneNumber();
  return {
    ...assign,
    assign: (e164: string) =>
      assign
        .mutateAsync({ data: { number: e164, country: DEFAULT_NUMBER_COUNTRY }, params: params(targetAccountId) })
        .then(async (answer) => {
          patchAccount(queryClient, targetAccountId, agentNumberPatch(e164));
          await numbersChanged(queryClient);
          return answer;
        }),
  };
}

/** Brings the account's own number (`byo/assign`). */
export function useAssignOwnNumber(targetAccountId: Target) {
  const queryClient = useQueryClient();
  const assign = useAssignByoPhoneNumber();
  return {
    ...assign,
    assign: (e164: string) =>
      assign.mutateAsync({ data: { number: e164 }, params: params(targetAccountId) }).then(async (answer) => {
        patchAccount(queryClient, targetAccountId, agentNumberPatch(e164));
        await numbersChanged(queryClient);
        return answer;
      }),
  };
}

/**
 * Where verification stands on the server: validateVerifiedNumber without `listen` only checks
 * (it waits for no call), so reopening callVerify shows a number verified earlier as verified.
 */
export function verifiedNumberQueryOptions(targetAccountId: Target) {
  return queryOptions({
    queryKey: ['numbers', 'verified', targetAccountId ?? null] as const,
    queryFn: ({ signal }) => validateVerifiedNumber({ listen: false }, params(targetAccountId), signal),
    staleTime: 0,
    retry: false,
  });
}

/** The two verification calls of callVerify. */
export function useVerification(targetAccountId: Target) {
  const forwarding = useVerifyCellForwarding();
  const listen = useValidateVerifiedNumber();
  return {
    forwarding,
    listen,
    checkForwarding: () => forwarding.mutateAsync({ params: params(targetAccountId) }),
    listenForCall: () => listen.mutateAsync({ data: { listen: true }, params: params(targetAccountId) }),
  };
}

/** Requests SMS access: the request goes into the account's settings; the account refetches. */
export function useRequestSmsAccess(targetAccountId: Target) {
  const queryClient = useQueryClient();
  const save = useUpdateAccountSettings();
  return {
    ...save,
    /** `useCase`: what the agent will text about (carriers review it). */
    request: async (useCase: string) => {
      const request: SmsAccessRequest = { requestedAt: Math.floor(Date.now() / 1000), useCase };
      const answer = await save.mutateAsync({
        data: { settings: { smsAccessRequest: request } },
        params: params(targetAccountId),
      });
      await queryClient.invalidateQueries({ queryKey: getGetAccountQueryKey() });
      return answer;
    },
  };
}

/** The account as the server has it now (after a change, before the gate goes on). */
export const fetchAccount = (queryClient: QueryClient, targetAccountId: Target) =>
  queryClient.fetchQuery({ ...numbersAccountQueryOptions(targetAccountId), staleTime: 0 });
