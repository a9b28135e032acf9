// The real product's further agent settings (../shared/reference, POST /api/v2/agent body): voice,
// language, speech engines, timing, transfer options, call handling and background audio. The
// editor's "Advanced" section renders these descriptors; values are coerced here.

export type AdvancedFieldType = 'text' | 'integer' | 'boolean' | 'select';

export interface AdvancedField {
  readonly key: string;
  readonly label: string;
  readonly type: AdvancedFieldType;
  readonly help?: string;
  /** For selects: the allowed values ('' stands for "not set"). */
  readonly options?: readonly { value: string; label: string }[];
  /** For integers: the unit shown beside the input. */
  readonly unit?: string;
}

export interface AdvancedGroup {
  readonly id: string;
  readonly title: string;
  readonly fields: readonly AdvancedField[];
}

const opts = (values: readonly string[], labels: Record<string, string> = {}) =>
  values.map((value) => ({ value, label: labels[value] ?? value }));

/** The enums of the reference's agent body. */
export const AGENT_LANGUAGES = ['en-US', 'multi', 'es-MX', 'es-ES', 'es-US'] as const;
export const STT_ENGINES = ['google', 'deepgram', 'deepgramflux', 'openai'] as const;
export const S2S_ENGINES = ['openai', 'gemini'] as const;
export const BACKGROUND_TRACKS = ['bg', 'fx'] as const;
export type BackgroundTrack = (typeof BACKGROUND_TRACKS)[number];
const isBackgroundTrack = (value: unknown): value is BackgroundTrack => BACKGROUND_TRACKS.some((t) => t === value);

export const ADVANCED_GROUPS: readonly AdvancedGroup[] = [
  {
    id: 'voice',
    title: 'Voice and language',
    fields: [
      { key: 'agentVoice', label: 'Voice', type: 'text', help: 'The voice the agent speaks with.' },
      {
        key: 'agentLang',
        label: 'Language',
        type: 'select',
        options: opts(AGENT_LANGUAGES, {
          'en-US': 'English (US)',
          multi: 'Multilingual',
          'es-MX': 'Spanish (Mexico)',
          'es-ES': 'Spanish (Spain)',
          'es-US': 'Spanish (US)',
        }),
      },
      { key: 'timezone', label: 'Time zone', type: 'text', help: 'An IANA zone, e.g. America/Los_Angeles.' },
      { key: 'agentModel', label: 'Model', type: 'text' },
      {
        key: 'agentThinking',
        label: 'Thinking',
        type: 'select',
        options: [
          { value: '', label: 'Off' },
          { value: 'low', label: 'Low' },
        ],
      },
    ],
  },
  {
    id: 'engines',
    title: 'Speech engines',
    fields: [
      {
        key: 'agentSttEngine',
        label: 'Speech-to-text engine',
        type: 'select',
        options: [{ value: '', label: 'Default' }, ...opts(STT_ENGINES)],
      },
      { key: 'agentSttSmartFormatting', label: 'Smart formatting of transcripts', type: 'boolean' },
      {
        key: 'agentS2SEngine',
        label: 'Speech-to-speech engine',
        type: 'select',
        options: [{ value: '', label: 'None' }, ...opts(S2S_ENGINES)],
      },
    ],
  },
  {
    id: 'timing',
    title: 'Timing',
    fields: [
      { key: 'preAnswerRingTime', label: 'Ring before answering', type: 'integer', unit: 's' },
      { key: 'waitOnAnswer', label: 'Wait after answering', type: 'integer', unit: 'ms' },
      { key: 'speakingTimeout', label: 'Speaking timeout', type: 'integer', unit: 'ms' },
      { key: 'speechProcessingDelay', label: 'Speech processing delay', type: 'integer', unit: 'ms' },
      { key: 'interruptionWordCount', label: 'Words before an interruption', type: 'integer' },
      {
        key: 'interruptionMinimumSpeakingTime',
        label: 'Minimum speaking time to interrupt',
        type: 'integer',
        unit: 'ms',
      },
      { key: 'callerResponseTimeout', label: 'Caller response timeout', type: 'integer', unit: 'ms' },
      { key: 'callerResponseTimeoutHangupCounter', label: 'Hang up after this many timeouts', type: 'integer' },
    ],
  },
  {
    id: 'transfers',
    title: 'Transfers and call handling',
    fields: [
      { key: 'monitorTransfers', label: 'Monitor transfers', type: 'boolean' },
      { key: 'cnamAutoTransferRegex', label: 'Auto-transfer callers whose name matches', type: 'text' },
      { key: 'cnamAutoTransferDestination', label: 'Auto-transfer destination', type: 'text' },
      { key: 'cnamAutoRejectRegex', label: 'Reject callers whose name matches', type: 'text' },
      { key: 'cnamAutoRejectCode', label: 'Reject with code', type: 'integer' },
      { key: 'postAnswerDtmf', label: 'Digits to send after answering', type: 'text' },
      { key: 'recordingNotificationPhrase', label: 'Recording notice', type: 'text' },
      { key: 'noContactInjection', label: 'Do not give the agent contact details', type: 'boolean' },
      { key: 'noConvoHistory', label: 'Do not give the agent past conversations', type: 'boolean' },
    ],
  },
];

export const ADVANCED_FIELDS: readonly AdvancedField[] = ADVANCED_GROUPS.flatMap((g) => g.fields);

export const INTEGER_ERROR = 'Enter a whole number of 0 or more.';

/**
 * What an input means for a field: `{ value }` to store (undefined clears the setting) or
 * `{ error }`. Integers accept digits only (blank clears); selects accept their options only.
 */
export function coerceAdvanced(field: AdvancedField, input: string | boolean): { value: unknown } | { error: string } {
  switch (field.type) {
    case 'boolean':
      return { value: input === true || input === 'true' };
    case 'integer': {
      const text = String(input).trim();
      if (text === '') return { value: undefined };
      if (!/^\d{1,9}$/.test(text)) return { error: INTEGER_ERROR };
      return { value: Number(text) };
    }
    case 'select': {
      const text = String(input);
      if (text === '') return { value: undefined };
      return field.options?.some((o) => o.value === text) ? { value: text } : { error: 'Choose one of the options.' };
    }
    default: {
      const text = String(input);
      return { value: text === '' ? undefined : text };
    }
  }
}

/** The input text of a stored value (for a select, only one of its options). */
export function advancedInput(field: AdvancedField, value: unknown): string | boolean {
  if (field.type === 'boolean') return value === true;
  if (field.type === 'integer') return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
  if (field.type === 'select')
    return typeof value === 'string' && field.options?.some((o) => o.value === value) ? value : '';
  return typeof value === 'string' ? value : '';
}

export interface BackgroundAudio {
  readonly url: string;
  readonly loop: boolean;
  readonly gain?: number;
  readonly startAfterGreeting: boolean;
  readonly track?: BackgroundTrack;
}

/** Background audio is a URL or an object with its playback options; anything else is none. */
export function readBackgroundAudio(raw: unknown): BackgroundAudio | null {
  if (typeof raw === 'string') return raw.trim() ? { url: raw, loop: false, startAfterGreeting: false } : null;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.url !== 'string') return null;
  return {
    url: r.url,
    loop: r.loop === true,
    startAfterGreeting: r.startAfterGreeting === true,
    ...(typeof r.gain === 'number' && Number.isFinite(r.gain) ? { gain: r.gain } : {}),
    ...(isBackgroundTrack(r.track) ? { track: r.track } : {}),
  };
}
