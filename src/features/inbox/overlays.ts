import { defineOverlay } from '@/overlays';
import { parseTranscriptRef, type TranscriptRef } from '@/lib/inbox';

/** The inbox's overlays: `?callTranscript=<roomId>/<uuid>[@<agentId>]`, the log of one call (a log
 * row names its agent; the inbox's form has none). */
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
