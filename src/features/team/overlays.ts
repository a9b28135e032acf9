import type { QueryClient } from '@tanstack/react-query';
import type { ActingAccount } from '@/hooks/acting-account';
import { defineOverlay, type AnyOverlayDefinition, type OverlayFlagValue } from '@/overlays';
import { memberIdFromFlag } from '@/lib/team';

// The manifest loads with the registry: the API module is imported only when a prefetch runs.
const api = () => import('./api');

const prefetchMembers = async (queryClient: QueryClient, _value: unknown, acting: ActingAccount) =>
  queryClient.prefetchQuery((await api()).membersQueryOptions(acting.targetAccountId));

/** The overlays of the team area (spec 000 §2.2): the members, inviting one and removing one. */
export const teamOverlays: readonly AnyOverlayDefinition[] = [
  defineOverlay({
    name: 'members',
    title: 'Team members',
    load: () => import('./members-overlay'),
    prefetch: prefetchMembers,
  }),
  defineOverlay({
    name: 'memberInvite',
    title: 'Invite a member',
    load: () => import('./member-invite-overlay'),
    prefetch: prefetchMembers,
  }),
  defineOverlay({
    name: 'memberDelete',
    title: 'Remove a member',
    load: () => import('./member-delete-overlay'),
    parseValue: (raw: OverlayFlagValue) => memberIdFromFlag(raw),
    prefetch: prefetchMembers,
  }),
];
