// The visiting host's white-label profile (spec 000 §1): the domain lookup, checked.
import { queryOptions } from '@tanstack/react-query';
import { lookupDomain, lookupDomainQueryKey } from '@/api/first-page';
import type { DomainProfile } from '@/api/generated/model';
import { isApiError } from '@/api/errors';
import { checkDomainProfile } from './domain-profile';

/**
 * The white-label profile of the visiting host: null when the host has none (the lookup fails:
 * "domain functions answer null on failure"), and the product's own branding then applies.
 * Missing domain data is reported as 'Invalid domain data'.
 */
export async function fetchDomainProfile(host: string, signal?: AbortSignal): Promise<DomainProfile | null> {
  let answer: unknown;
  try {
    answer = await lookupDomain({ domain: host }, signal);
  } catch (error) {
    if (isApiError(error)) return null;
    throw error;
  }
  return checkDomainProfile(answer);
}

/** The host's profile, once per page load: the generated lookup's key, the checked profile as
 * its value (null for none). */
export const domainProfileQueryOptions = (host: string) =>
  queryOptions({
    queryKey: lookupDomainQueryKey({ domain: host }),
    queryFn: ({ signal }) => fetchDomainProfile(host, signal),
    staleTime: Infinity,
    retry: false,
    enabled: !!host,
  });
