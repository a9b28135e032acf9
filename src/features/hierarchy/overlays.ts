import { defineOverlay, type AnyOverlayDefinition } from '@/overlays';
import { accountIdFromFlag } from './use-account-id';

// The manifest loads with the app: its API module is imported only when a prefetch runs.
const api = () => import('./api');
const info = () => import('./account-info-overlay');
const takeover = () => import('./takeover-overlay');
const create = () => import('./create-account-overlay');

const prefetchAccount = async (
  queryClient: Parameters<NonNullable<AnyOverlayDefinition['prefetch']>>[0],
  id: number | null,
  acting: { id: number },
) => queryClient.prefetchQuery((await api()).accountQueryOptions(id ?? acting.id));

/** The overlays of the hierarchy area (spec 000 §2.2). `?orgInfo=3001` names the account; a bare
 * flag means the account the console acts on. */
export const hierarchyOverlays: readonly AnyOverlayDefinition[] = [
  defineOverlay({ name: 'createResellerAccount', title: 'New reseller', load: create }),
  defineOverlay({ name: 'createOrgAccount', title: 'New organization', load: create }),
  defineOverlay({ name: 'createAgentAccount', title: 'Add agent', load: create }),
  defineOverlay({
    name: 'deleteOrganization',
    title: 'Delete organization',
    load: () => import('./delete-organization-overlay'),
    parseValue: accountIdFromFlag,
    prefetch: prefetchAccount,
  }),
  ...(['orgInfo', 'partnerInfo', 'resellerInfo', 'resellerPreview'] as const).map((name) =>
    defineOverlay({
      name,
      title: {
        orgInfo: 'Organization',
        partnerInfo: 'Partner',
        resellerInfo: 'Reseller',
        resellerPreview: 'Reseller preview',
      }[name],
      load: info,
      parseValue: accountIdFromFlag,
      prefetch: prefetchAccount,
    }),
  ),
  ...(['orgTakeover', 'resellerTakeover', 'partnerTakeover'] as const).map((name) =>
    defineOverlay({
      name,
      title: {
        orgTakeover: 'Take over organization',
        resellerTakeover: 'Take over reseller',
        partnerTakeover: 'Take over partner',
      }[name],
      load: takeover,
      parseValue: accountIdFromFlag,
      prefetch: prefetchAccount,
    }),
  ),
  defineOverlay({
    name: 'legacyLogin',
    title: 'Legacy account',
    load: () => import('./legacy-login-overlay'),
    parseValue: accountIdFromFlag,
    prefetch: prefetchAccount,
  }),
];
