import { defineOverlay, type AnyOverlayDefinition } from '@/overlays';

// The manifest loads with the app: its API module is imported only when a prefetch runs.
const api = () => import('./api');

/** The calendar overlays (spec 000 §2.2): the booking schedule. */
export const calendarOverlays: readonly AnyOverlayDefinition[] = [
  defineOverlay({
    name: 'schedule',
    title: 'Booking hours',
    load: () => import('./schedule-overlay'),
    prefetch: async (queryClient, _value, acting) =>
      queryClient.prefetchQuery((await api()).scheduleQueryOptions(acting.targetAccountId)),
  }),
];
