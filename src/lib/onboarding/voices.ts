// The voices SELECT_VOICE offers. The contract has no voice-list call (the catalogue names none
// and the campaign's `agentVoice` is free text), so the choice is this fixed list; the first
// entry is the default voice (spec §9: its id is not shown, see DEFAULT_AGENT_VOICE_ID).
// A voice may carry a sample URL; the screen plays it where one is given.
import { DEFAULT_AGENT_VOICE_ID } from '../constants';

export interface AgentVoice {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly sampleUrl?: string;
}

export const AGENT_VOICES: readonly AgentVoice[] = [
  { id: DEFAULT_AGENT_VOICE_ID, name: 'Default', description: 'The platform’s standard voice: clear and neutral.' },
  { id: 'alloy', name: 'Alloy', description: 'Warm and even; suits front desks and reception.' },
  { id: 'echo', name: 'Echo', description: 'Calm and low; suits support and after-hours lines.' },
  { id: 'nova', name: 'Nova', description: 'Bright and upbeat; suits sales and bookings.' },
  { id: 'shimmer', name: 'Shimmer', description: 'Soft and friendly; suits healthcare and wellness.' },
];

/** Voices whose name or description contains the query (case-insensitive); all for a blank query. */
export function filterVoices(query: string, voices: readonly AgentVoice[] = AGENT_VOICES): AgentVoice[] {
  const q = typeof query === 'string' ? query.trim().toLowerCase() : '';
  if (q === '') return [...voices];
  return voices.filter((v) => v.name.toLowerCase().includes(q) || v.description.toLowerCase().includes(q));
}
