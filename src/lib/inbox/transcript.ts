/** The call a `callTranscript=<roomId>/<uuid>` flag names. */
export interface TranscriptRef {
  roomId: string;
  uuid: string;
}

/** Reads `<roomId>/<uuid>`, split at the last slash; null when either part is missing. */
export function parseTranscriptRef(value: unknown): TranscriptRef | null {
  if (typeof value !== 'string') return null;
  const at = value.lastIndexOf('/');
  if (at <= 0 || at === value.length - 1) return null;
  return { roomId: value.slice(0, at), uuid: value.slice(at + 1) };
}

export const transcriptRef = (roomId: string, uuid: string) => `${roomId}/${uuid}`;
