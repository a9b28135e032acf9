import { defineOverlay } from '@/overlays';

/** The super administrator's overlay: refunds, enabling accounts, disabling organizations. */
export const adminOverlays = [
  defineOverlay({ name: 'orgAdmin', title: 'Org admin', load: () => import('./super-admin-actions') }),
];
