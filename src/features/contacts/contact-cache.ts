import { useCallback } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { getGetContactQueryKey, getListContactsQueryKey } from '@/api/generated/hooks/conversations/conversations';
import type { Contact, ContactList, ContactResponse, ListContactsParams } from '@/api/generated/model';
import { mergeContactData, removeContact, upsertContact } from '@/lib/contacts';

/** Every list query key starts with this (the params, search included, follow). */
const LIST_KEY_PREFIX = getListContactsQueryKey();

export const contactQueryKey = (id: string, orgAccountId: number) =>
  getGetContactQueryKey(id, { targetAccountId: orgAccountId });

export const contactListParams = (orgAccountId: number, search: string): ListContactsParams =>
  search ? { targetAccountId: orgAccountId, q: search } : { targetAccountId: orgAccountId };

/**
 * Keeps the cached contacts in step with saves and deletes: the lists and the single contact are
 * updated at once, then the lists are marked stale (not refetched while shown) so the next time
 * they are opened they come from the server again.
 */
export function useContactCache(orgAccountId: number) {
  const queryClient = useQueryClient();

  const isOrgList = useCallback(
    (query: Query) => (query.queryKey[1] as ListContactsParams | undefined)?.targetAccountId === orgAccountId,
    [orgAccountId],
  );

  const updateLists = useCallback(
    (update: (contacts: Contact[]) => Contact[]) => {
      queryClient.setQueriesData<ContactList>({ queryKey: LIST_KEY_PREFIX, predicate: isOrgList }, (old) => {
        if (!old) return old;
        const contacts = update(old.contacts);
        const total =
          old.total === undefined ? undefined : Math.max(0, old.total + contacts.length - old.contacts.length);
        return { ...old, contacts, ...(total === undefined ? {} : { total }) };
      });
      void queryClient.invalidateQueries({ queryKey: LIST_KEY_PREFIX, predicate: isOrgList, refetchType: 'none' });
    },
    [queryClient, isOrgList],
  );

  const setContact = useCallback(
    (contact: Contact) =>
      queryClient.setQueryData<ContactResponse>(contactQueryKey(contact.id, orgAccountId), (old) => ({
        ...old,
        success: true,
        contact,
      })),
    [queryClient, orgAccountId],
  );

  /** The contact as cached now: its own query, else any list of the organization that holds it. */
  const cachedContact = useCallback(
    (id: string): Contact | undefined => {
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
    },
    [queryClient, orgAccountId, isOrgList],
  );

  /** When a list holding the contact was last fetched (for initialData freshness). */
  const listUpdatedAt = useCallback(
    (id: string): number | undefined => {
      const queries = queryClient.getQueryCache().findAll({ queryKey: LIST_KEY_PREFIX, predicate: isOrgList });
      const holding = queries.filter((q) =>
        (q.state.data as ContactList | undefined)?.contacts.some((c) => c.id === id),
      );
      return holding.length ? Math.max(...holding.map((q) => q.state.dataUpdatedAt)) : undefined;
    },
    [queryClient, isOrgList],
  );

  /** A created contact, as the server answered it, joins the lists. */
  const created = useCallback(
    (contact: Contact) => {
      setContact(contact);
      updateLists((list) => upsertContact(list, contact));
    },
    [setContact, updateLists],
  );

  /**
   * An update merged `data` into the contact on the server; the same merge is applied to the
   * cached contact, so every screen shows the merged object at once. Returns the merged contact.
   */
  const merged = useCallback(
    (id: string, data: Record<string, unknown>, answered?: Contact): Contact => {
      const base = cachedContact(id) ?? answered ?? { id, contact: {} };
      const next = mergeContactData(base, data);
      setContact(next);
      updateLists((list) => list.map((c) => (c.id === id ? next : c)));
      return next;
    },
    [cachedContact, setContact, updateLists],
  );

  const deleted = useCallback(
    (id: string) => {
      updateLists((list) => removeContact(list, id));
      queryClient.removeQueries({ queryKey: contactQueryKey(id, orgAccountId), exact: true });
    },
    [queryClient, orgAccountId, updateLists],
  );

  return { cachedContact, listUpdatedAt, created, merged, deleted };
}
