import { defineOverlay } from '@/overlays';

/** `?viewAs`: see the app as a role at or below the user's own. */
export const permissionOverlays = [
  defineOverlay({ name: 'viewAs', title: 'View as', load: () => import('./view-as-overlay') }),
];
