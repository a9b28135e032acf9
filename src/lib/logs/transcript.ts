// The call transcript a log row opens (its own module: only the logs screen needs it, not the
// logs route's search, which is in the first download).
import { transcriptRef } from '../inbox/transcript';

/** The callTranscript overlay's value for a row: `{roomId}/{uuid}` with the row's agent
 * (`@{agentId}`) when it has one, or null when it lacks a room or a uuid. */
export function transcriptValue(row: Readonly<Record<string, unknown>>): string | null {
  const { roomId, uuid, agentId } = row;
  if (typeof roomId !== 'string' || typeof uuid !== 'string' || roomId === '' || uuid === '') return null;
  if (uuid.includes('/')) return null;
  return transcriptRef(roomId, uuid, typeof agentId === 'string' && agentId.trim() ? agentId.trim() : undefined);
}
