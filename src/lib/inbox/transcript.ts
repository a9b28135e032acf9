/** The call a `callTranscript=<roomId>/<uuid>[@<agentId>]` flag names: its room and uuid, and the
 * agent that handled it when the opener knows it (a log row does). */
export interface TranscriptRef {
  roomId: string;
  uuid: string;
  agentId?: string;
}

/** Reads `<roomId>/<uuid>`, split at the last slash, then an optional `@<agentId>` (URI-encoded,
 * after the last `@` of the uuid part); null when the room or the uuid is missing. A malformed
 * agent part is dropped, never the call. */
export function parseTranscriptRef(value: unknown): TranscriptRef | null {
  if (typeof value !== 'string') return null;
  const at = value.lastIndexOf('/');
  if (at <= 0 || at === value.length - 1) return null;
  const roomId = value.slice(0, at);
  const tail = value.slice(at + 1);
  const sep = tail.lastIndexOf('@');
  if (sep < 0) return { roomId, uuid: tail };
  const uuid = tail.slice(0, sep);
  if (!uuid) return null;
  const agentId = decodeAgentId(tail.slice(sep + 1));
  return agentId ? { roomId, uuid, agentId } : { roomId, uuid };
}

function decodeAgentId(text: string): string | undefined {
  try {
    return decodeURIComponent(text).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The flag's value for a call; with `agentId`, the agent that handled it. A uuid holding an `@`
 * gets the separator even without an agent, so it reads back whole. */
export const transcriptRef = (roomId: string, uuid: string, agentId?: string) =>
  agentId || uuid.includes('@') ? `${roomId}/${uuid}@${encodeURIComponent(agentId ?? '')}` : `${roomId}/${uuid}`;
