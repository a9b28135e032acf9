import type { AnyOverlayDefinition } from '@/overlays';
import { defineOverlay } from '@/overlays';
import { parseAppRef } from '@/lib/integrations';

const api = () => import('./api');

/** The integrations overlay (spec 000 §2.2): the catalogue, or one app with `?integrations=<appId>@<version>`. */
export const integrationOverlays: readonly AnyOverlayDefinition[] = [
  defineOverlay({
    name: 'integrations',
    title: 'Integrations',
    load: () => import('./integrations-overlay'),
    parseValue: parseAppRef,
    prefetch: async (queryClient, value, acting) => {
      const m = await api();
      return value
        ? queryClient.prefetchQuery(m.appQueryOptions(value, acting.targetAccountId))
        : queryClient.prefetchQuery(m.appsQueryOptions(acting.targetAccountId));
    },
  }),
];
