import { defineOverlay, type AnyOverlayDefinition } from '@/overlays';

// The manifest loads with the registry: the API module is imported only when a prefetch runs.
const api = () => import('./api');

/** The overlays of the settings area (spec 000 §2.2): the settings of the account acted on. */
export const settingsOverlays: readonly AnyOverlayDefinition[] = [
  defineOverlay({
    name: 'settings',
    title: 'Settings',
    load: () => import('./settings-overlay'),
    prefetch: async (queryClient, _value, acting) =>
      queryClient.prefetchQuery((await api()).accountQueryOptions(acting.targetAccountId)),
  }),
];
