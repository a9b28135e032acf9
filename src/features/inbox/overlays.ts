import { defineOverlay } from '@/overlays';
import { parseTranscriptRef, type TranscriptRef } from '@/lib/inbox';

/** The inbox's overlays: `?callTranscript=<roomId>/<uuid>`, the log of one call. */
export const inboxOverlays = [
  defineOverlay<TranscriptRef | null>({
    name: 'callTranscript',
    title: 'Call transcript',
    load: () => import('./call-transcript-overlay'),
    parseValue: (raw) => (raw === true ? null : parseTranscriptRef(raw)),
    // The manifest loads with the app: its API module is imported only when a prefetch runs.
    prefetch: async (queryClient, ref, acting) =>
      ref
        ? queryClient.prefetchQuery((await import('./api')).conversationLogQueryOptions(ref, acting.targetAccountId))
        : undefined,
  }),
];
