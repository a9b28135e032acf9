import { useQuery } from '@tanstack/react-query';
import { cachedContactQueryOptions, useContactCache } from './api';

/**
 * One contact of the organization. A contact already in a cached list shows at once (the list's
 * copy is the initial data, as fresh as that list); without an id nothing is fetched, since a
 * fetch without an id answers false (doc 001 §5).
 */
export function useContact(id: string | null, orgAccountId: number) {
  const cache = useContactCache(orgAccountId);
  return useQuery({ ...cachedContactQueryOptions(cache, id ?? '', orgAccountId), enabled: !!id });
}
