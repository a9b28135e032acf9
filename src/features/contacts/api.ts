import { useMemo } from 'react';
import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import {
  getGetContactQueryKey,
  getGetContactQueryOptions,
  getListContactsQueryKey,
  getListContactsQueryOptions,
  useDeleteContact,
  useSaveContact,
} from '@/api/generated/hooks/conversations/conversations';
import type { Contact, ContactList, ContactResponse, ListContactsParams } from '@/api/generated/model';
import { mergeContactData, removeContact, upsertContact } from '@/lib/contacts';

/** Every list query key starts with this (the params, search included, follow). */
const LIST_KEY_PREFIX = getListContactsQueryKey();

export const contactQueryKey = (id: string, orgAccountId: number) =>
  getGetContactQueryKey(id, { targetAccountId: orgAccountId });

export const contactListParams = (orgAccountId: number, search: string): ListContactsParams =>
  search ? { targetAccountId: orgAccountId, q: search } : { targetAccountId: orgAccountId };

/** The organization's contacts, narrowed by `search` (the account is always explicit). */
export const contactListQueryOptions = (orgAccountId: number, search: string) =>
  getListContactsQueryOptions(contactListParams(orgAccountId, search));

/** One contact of the organization. */
export const contactQueryOptions = (id: string, orgAccountId: number) =>
  getGetContactQueryOptions(id, { targetAccountId: orgAccountId });

/**
 * Keeps the cached contacts in step with saves and deletes: the lists and the single contact are
 * updated at once, then the lists are marked stale (not refetched while shown) so the next time
 * they are opened they come from the server again. Plain functions of the query client, so
 * overlay prefetches use them outside React too.
 */
export function contactCache(queryClient: QueryClient, orgAccountId: number) {
  const isOrgList = (query: Query) =>
    (query.queryKey[1] as ListContactsParams | undefined)?.targetAccountId === orgAccountId;

  const updateLists = (update: (contacts: Contact[]) => Contact[]) => {
    queryClient.setQueriesData<ContactList>({ queryKey: LIST_KEY_PREFIX, predicate: isOrgList }, (old) => {
      if (!old) return old;
      const contacts = update(old.contacts);
      const total =
        old.total === undefined ? undefined : Math.max(0, old.total + contacts.length - old.contacts.length);
      return { ...old, contacts, ...(total === undefined ? {} : { total }) };
    });
    void queryClient.invalidateQueries({ queryKey: LIST_KEY_PREFIX, predicate: isOrgList, refetchType: 'none' });
  };

  const setContact = (contact: Contact) =>
    queryClient.setQueryData<ContactResponse>(contactQueryKey(contact.id, orgAccountId), (old) => ({
      ...old,
      success: true,
      contact,
    }));

  /** The contact as cached now: its own query, else any list of the organization that holds it. */
  const cachedContact = (id: string): Contact | undefined => {
    const own = queryClient.getQueryData<ContactResponse>(contactQueryKey(id, orgAccountId))?.contact;
    if (own) return own;
    for (const [, list] of queryClient.getQueriesData<ContactList>({
      queryKey: LIST_KEY_PREFIX,
      predicate: isOrgList,
    })) {
      const found = list?.contacts.find((c) => c.id === id);
      if (found) return found;
    }
    return undefined;
  };

  /** When a list holding the contact was last fetched (for initialData freshness). */
  const listUpdatedAt = (id: string): number | undefined => {
    const queries = queryClient.getQueryCache().findAll({ queryKey: LIST_KEY_PREFIX, predicate: isOrgList });
    const holding = queries.filter((q) => (q.state.data as ContactList | undefined)?.contacts.some((c) => c.id === id));
    return holding.length ? Math.max(...holding.map((q) => q.state.dataUpdatedAt)) : undefined;
  };

  return {
    cachedContact,
    listUpdatedAt,
    /** A created contact, as the server answered it, joins the lists. */
    created: (contact: Contact) => {
      setContact(contact);
      updateLists((list) => upsertContact(list, contact));
    },
    /**
     * An update merged `data` into the contact on the server; the same merge is applied to the
     * cached contact, so every screen shows the merged object at once. Returns the merged contact.
     */
    merged: (id: string, data: Record<string, unknown>, answered?: Contact): Contact => {
      const base = cachedContact(id) ?? answered ?? { id, contact: {} };
      const next = mergeContactData(base, data);
      setContact(next);
      updateLists((list) => list.map((c) => (c.id === id ? next : c)));
      return next;
    },
    deleted: (id: string) => {
      updateLists((list) => removeContact(list, id));
      queryClient.removeQueries({ queryKey: contactQueryKey(id, orgAccountId), exact: true });
    },
  };
}

export type ContactCache = ReturnType<typeof contactCache>;

export function useContactCache(orgAccountId: number): ContactCache {
  const queryClient = useQueryClient();
  return useMemo(() => contactCache(queryClient, orgAccountId), [queryClient, orgAccountId]);
}

/** One contact, shown at once from a cached list that holds it (as fresh as that list). */
export const cachedContactQueryOptions = (cache: ContactCache, id: string, orgAccountId: number) => ({
  ...contactQueryOptions(id, orgAccountId),
  initialData: (): ContactResponse | undefined => {
    const contact = cache.cachedContact(id);
    return contact ? { success: true, contact } : undefined;
  },
  initialDataUpdatedAt: () => cache.listUpdatedAt(id),
});

/** Warms one contact for an overlay: a contact a cached list holds needs no call. */
export const prefetchContact = (queryClient: QueryClient, id: string, orgAccountId: number) =>
  queryClient.prefetchQuery(cachedContactQueryOptions(contactCache(queryClient, orgAccountId), id, orgAccountId));

/** Creates a contact of the organization; the answer joins the cached lists. */
export function useCreateContact(orgAccountId: number) {
  const cache = useContactCache(orgAccountId);
  const save = useSaveContact();
  return {
    ...save,
    create: (data: Record<string, unknown>, options: { onSuccess?: (contact: Contact) => void } = {}) =>
      save.mutate(
        { data: { data }, params: { targetAccountId: orgAccountId } },
        {
          onSuccess: (answer) => {
            cache.created(answer.contact);
            options.onSuccess?.(answer.contact);
          },
        },
      ),
  };
}

/** Merges `data` into a contact; the cache gets the same merge at once. */
export function useUpdateContact(orgAccountId: number) {
  const cache = useContactCache(orgAccountId);
  const save = useSaveContact();
  return {
    ...save,
    update: (id: string, data: Record<string, unknown>, options: { onSuccess?: (contact: Contact) => void } = {}) =>
      save.mutate(
        { data: { id, data }, params: { targetAccountId: orgAccountId } },
        { onSuccess: (answer) => options.onSuccess?.(cache.merged(id, data, answer.contact)) },
      ),
  };
}

/** Deletes a contact; it leaves the cached lists and its own entry. */
export function useRemoveContact(orgAccountId: number) {
  const cache = useContactCache(orgAccountId);
  const remove = useDeleteContact();
  return {
    ...remove,
    remove: (id: string, options: { onSuccess?: () => void } = {}) =>
      remove.mutate(
        { data: { id }, params: { targetAccountId: orgAccountId } },
        {
          onSuccess: () => {
            cache.deleted(id);
            options.onSuccess?.();
          },
        },
      ),
  };
}
