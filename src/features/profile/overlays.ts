import type { QueryClient } from '@tanstack/react-query';
import { defineOverlay, type AnyOverlayDefinition } from '@/overlays';

// The manifest loads with the registry: the API module is imported only when a prefetch runs.
const api = () => import('./api');
const prefetchOwn = async (queryClient: QueryClient) =>
  queryClient.prefetchQuery((await api()).ownAccountQueryOptions());

/** The overlays of the profile area (spec 000 §2.2): the hub and one editor per part. */
export const profileOverlays: readonly AnyOverlayDefinition[] = [
  defineOverlay({
    name: 'editUserAccount',
    title: 'Your profile',
    load: () => import('./edit-user-account-overlay'),
    prefetch: prefetchOwn,
  }),
  defineOverlay({
    name: 'editFullName',
    title: 'Full name',
    load: () => import('./edit-full-name-overlay'),
    prefetch: prefetchOwn,
  }),
  defineOverlay({
    name: 'editEmail',
    title: 'Change email',
    load: () => import('./edit-email-overlay'),
    prefetch: prefetchOwn,
  }),
  defineOverlay({
    name: 'editSlug',
    title: 'Public address',
    load: () => import('./edit-slug-overlay'),
    prefetch: prefetchOwn,
  }),
  defineOverlay({ name: 'editAvatar', title: 'Profile picture', load: () => import('./edit-avatar-overlay') }),
  defineOverlay({
    name: 'editPage',
    title: 'Page links',
    load: () => import('./edit-page-overlay'),
    prefetch: prefetchOwn,
  }),
  defineOverlay({
    name: 'editPageProfile',
    title: 'Page options',
    load: () => import('./edit-page-profile-overlay'),
    prefetch: prefetchOwn,
  }),
  defineOverlay({
    name: 'editSocial',
    title: 'Social links',
    load: () => import('./edit-social-overlay'),
    prefetch: prefetchOwn,
  }),
  defineOverlay({
    name: 'shareProfile',
    title: 'Share your page',
    load: () => import('./share-profile-overlay'),
    prefetch: prefetchOwn,
  }),
];
