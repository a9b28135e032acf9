import { defineOverlay } from '@/overlays';
import { parseTranscriptRef, type TranscriptRef } from '@/lib/inbox';
import { conversationLogQueryOptions } from './api';

/** The inbox's overlays: `?callTranscript=<roomId>/<uuid>`, the log of one call. */
export const inboxOverlays = [
  defineOverlay<TranscriptRef | null>({
    name: 'callTranscript',
    title: 'Call transcript',
    load: () => import('./call-transcript-overlay'),
    parseValue: (raw) => (raw === true ? null : parseTranscriptRef(raw)),
    prefetch: (queryClient, ref, acting) =>
      ref ? queryClient.prefetchQuery(conversationLogQueryOptions(ref, acting.targetAccountId)) : undefined,
  }),
];
