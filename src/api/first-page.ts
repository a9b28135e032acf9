// The calls of the first page that orval writes into larger modules: the account (the
// Accounts tag, about forty operations), the white-label domain lookup (Developer, about
// fifty) and the anonymous session (Authentication, with sign-in's calls). A module the first
// download imports is in the first download whole, with every export a lazy area uses, so
// importing the first two from the generated modules put both (24 KB of minified code) into it,
// and the third put sign-in's calls there. They are restated here over the same transport
// (orval's mutator, hence the one openapi-fetch client) with the generated types and the same
// query keys, so the first page and the areas share one cache entry; tests/api/first-page.test.ts
// holds the keys, the requests and the options equal to the generated ones.
import { queryOptions } from '@tanstack/react-query';
import type { AccountAnswer, DomainProfile, DomainRequest, GetAccountParams, TempUserSession } from './generated/model';
import { apiRequest } from './mutator';

const ACCOUNT_URL = '/api/v1/account';
const LOOKUP_URL = '/api/v1/domain/lookup';
const TEMP_SESSION_URL = '/api/v1/allocateTempUserSession';

/** The account call's query key, as `getGetAccountQueryKey` writes it. */
export const accountQueryKey = (params?: GetAccountParams) => [ACCOUNT_URL, ...(params ? [params] : [])] as const;

/** The account call (`getAccount`). */
export const getAccount = (params?: GetAccountParams, signal?: AbortSignal) =>
  apiRequest<AccountAnswer>({ url: ACCOUNT_URL, method: 'GET', params, signal });

/** The account call's query options (`getGetAccountQueryOptions`). */
export const accountQueryOptions = (params?: GetAccountParams) =>
  queryOptions({ queryKey: accountQueryKey(params), queryFn: ({ signal }) => getAccount(params, signal) });

/** The domain lookup's query key, as `getLookupDomainQueryKey` writes it. */
export const lookupDomainQueryKey = (body?: DomainRequest) => [LOOKUP_URL, body] as const;

/** The domain lookup (`lookupDomain`). */
export const lookupDomain = (body: DomainRequest, signal?: AbortSignal) =>
  apiRequest<DomainProfile>({
    url: LOOKUP_URL,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    data: body,
    signal,
  });

/** The anonymous session's query key, as `getAllocateTempUserSessionQueryKey` writes it. */
export const tempUserSessionQueryKey = () => [TEMP_SESSION_URL] as const;

/** The anonymous session call (`allocateTempUserSession`). */
export const allocateTempUserSession = (signal?: AbortSignal) =>
  apiRequest<TempUserSession>({ url: TEMP_SESSION_URL, method: 'GET', signal });
