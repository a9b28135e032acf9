import { defineOverlay, type AnyOverlayDefinition } from '@/overlays';

// The manifest loads with the registry: the API module is imported only when a prefetch runs.
const api = () => import('./api');

const host = () => (typeof window === 'undefined' ? '' : window.location.hostname);

/** The overlays of the help area (spec 000 §1, §2.2): help, the get-support form, the support
 * chat, about the account and console, and the page in the mobile app. */
export const helpOverlays: readonly AnyOverlayDefinition[] = [
  defineOverlay({
    name: 'help',
    title: 'Help',
    load: () => import('./help-overlay'),
    prefetch: async (queryClient) => queryClient.prefetchQuery((await api()).domainProfileQueryOptions(host())),
  }),
  defineOverlay({ name: 'form', title: 'Get support', load: () => import('./form-overlay') }),
  defineOverlay({ name: 'chat', title: 'Chat with support', load: () => import('./chat-overlay') }),
  defineOverlay({ name: 'info', title: 'About this account', load: () => import('./info-overlay') }),
  defineOverlay({ name: 'mobile', title: 'Open in the mobile app', load: () => import('./mobile-overlay') }),
];
