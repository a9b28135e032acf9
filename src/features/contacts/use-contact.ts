import { useGetContact } from '@/api/generated/hooks/conversations/conversations';
import { useContactCache } from './contact-cache';

/**
 * One contact of the organization. A contact already in a cached list shows at once (the list's
 * copy is the initial data, as fresh as that list); without an id nothing is fetched, since a
 * fetch without an id answers false (doc 001 §5).
 */
export function useContact(id: string | null, orgAccountId: number) {
  const cache = useContactCache(orgAccountId);
  return useGetContact(
    id ?? '',
    { targetAccountId: orgAccountId },
    {
      query: {
        enabled: !!id,
        initialData: () => {
          const contact = id ? cache.cachedContact(id) : undefined;
          return contact ? { success: true, contact } : undefined;
        },
        initialDataUpdatedAt: () => (id ? cache.listUpdatedAt(id) : undefined),
      },
    },
  );
}
