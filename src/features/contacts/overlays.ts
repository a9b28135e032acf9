import type { QueryClient } from '@tanstack/react-query';
import { defineOverlay, type OverlayFlagValue } from '@/overlays';
import type { ActingAccount } from '@/hooks/acting-account';
import { contactIdFromFlag } from '@/lib/contacts';

// The manifest loads with the app: its API module is imported only when a prefetch runs.
const api = () => import('./api');

/** `?editContact=<id>` and the like: the contact id, or null when the flag names none. */
const contactId = (raw: OverlayFlagValue): string | null => (raw === true ? null : contactIdFromFlag(raw));

const prefetchOne = async (queryClient: QueryClient, id: string | null, acting: ActingAccount) =>
  id && acting.orgId ? (await api()).prefetchContact(queryClient, id, acting.orgId) : undefined;

/** The contact overlays (spec 000 §2.2): the list, and one contact to preview, edit or delete. */
export const contactOverlays = [
  defineOverlay({
    name: 'contacts',
    title: 'Contacts',
    load: () => import('./contacts-overlay'),
    prefetch: async (queryClient, _value, acting) =>
      acting.orgId ? queryClient.prefetchQuery((await api()).contactListQueryOptions(acting.orgId, '')) : undefined,
  }),
  defineOverlay({
    name: 'createContact',
    title: 'Create contact',
    load: () => import('./create-contact-overlay'),
  }),
  defineOverlay({
    name: 'previewContact',
    title: 'Preview contact',
    load: () => import('./preview-contact-overlay'),
    parseValue: contactId,
    prefetch: prefetchOne,
  }),
  defineOverlay({
    name: 'editContact',
    title: 'Edit contact',
    load: () => import('./edit-contact-overlay'),
    parseValue: contactId,
    prefetch: prefetchOne,
  }),
  defineOverlay({
    name: 'deleteContact',
    title: 'Delete contact',
    load: () => import('./delete-contact-overlay'),
    parseValue: contactId,
    prefetch: prefetchOne,
  }),
];
