import type { AnyOverlayDefinition } from '@/overlays';
import { defineOverlay } from '@/overlays';

// The manifest loads with the app: its API module is imported only when a prefetch runs.
const api = () => import('./api');

/** The overlays of the developer area (spec 000 §2.2): createWebhook and docsPage. */
export const developerOverlays: readonly AnyOverlayDefinition[] = [
  defineOverlay({
    name: 'createWebhook',
    title: 'Add webhook',
    load: () => import('./create-webhook-overlay'),
    prefetch: async (queryClient, _value, acting) =>
      queryClient.prefetchQuery((await api()).webhooksQueryOptions(acting.targetAccountId)),
  }),
  defineOverlay({
    name: 'docsPage',
    title: 'Developer documentation',
    load: () => import('./docs-page-overlay'),
  }),
];
