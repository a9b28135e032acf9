// The onboarding feature's overlays, merged into the app's registry (src/app/overlays/registry.ts).
import { defineOverlay } from '@/overlays';
// The manifest loads with the app: its API module is imported only when a prefetch runs.
const api = () => import('./api');

export const onboardingOverlays = [
  defineOverlay({
    name: 'onboard',
    title: 'Set up your agent',
    load: () => import('./onboarding-overlay'),
    prefetch: async (queryClient, _value, acting) =>
      queryClient.prefetchQuery((await api()).onboardingTemplatesQueryOptions(acting.targetAccountId)),
  }),
  defineOverlay({
    name: 'forwardingInstructions',
    title: 'Forward your calls',
    load: () => import('./forwarding-instructions-overlay'),
  }),
];
