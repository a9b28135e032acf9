// The job-tracking integration (JobNimbus): a bearer token (the JobNimbus API key) and a target
// day; the server answers `valid: false` with JobNimbus's status when JobNimbus refuses.
import type { JobNimbusResult } from '@/api/generated/model';
import { isDayText } from '../dates/day-text';
import * as MESSAGES from '../message-catalogue';

export const JOBNIMBUS_SLUG = 'jobnimbus';
export const BEARER_TOKEN_MAX = 500;

export const JOBNIMBUS_MESSAGES = {
  required: MESSAGES.fieldRequired,
  tokenTooLong: `Use at most ${BEARER_TOKEN_MAX} characters.`,
  tokenSpaces: 'An API key has no spaces.',
  date: MESSAGES.unreadableDay,
  refused: (status: number | undefined) =>
    status === undefined
      ? 'JobNimbus did not accept this API key.'
      : `JobNimbus did not accept this API key (status ${status}${STATUS_TEXT[status] ? `, ${STATUS_TEXT[status]}` : ''}).`,
} as const;

const STATUS_TEXT: Record<number, string> = {
  400: 'bad request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not found',
  429: 'too many requests',
  500: 'JobNimbus error',
  502: 'bad gateway',
  503: 'unavailable',
};

export function bearerTokenProblem(raw: string): string | null {
  const text = raw.trim();
  if (!text) return JOBNIMBUS_MESSAGES.required;
  if (text.length > BEARER_TOKEN_MAX) return JOBNIMBUS_MESSAGES.tokenTooLong;
  if (/\s/.test(text)) return JOBNIMBUS_MESSAGES.tokenSpaces;
  return null;
}

export function targetDateProblem(raw: string): string | null {
  if (!raw) return null;
  return isDayText(raw) ? null : JOBNIMBUS_MESSAGES.date;
}

export type JobNimbusOutcome =
  { kind: 'connected'; data: JobNimbusResult['data'] } | { kind: 'refused'; status: number | undefined; text: string };

export function jobNimbusOutcome(result: JobNimbusResult): JobNimbusOutcome {
  return result.valid
    ? { kind: 'connected', data: result.data }
    : { kind: 'refused', status: result.status, text: JOBNIMBUS_MESSAGES.refused(result.status) };
}

/** Team members as the answer lists them (objects with a name or email), for display. */
export function teamMembersOf(data: JobNimbusResult['data']): { id: string; name: string; email: string | null }[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((m, i) => {
    const row = m as Record<string, unknown>;
    const name = typeof row.name === 'string' ? row.name : typeof row.email === 'string' ? row.email : null;
    if (!name) return [];
    return [
      {
        id: typeof row.id === 'string' ? row.id : String(i),
        name,
        email: typeof row.email === 'string' ? row.email : null,
      },
    ];
  });
}

/** Settings lists as the answer gives them (`jobTypes: [...]`), as label → values. */
export function settingsListsOf(data: JobNimbusResult['data']): { key: string; values: string[] }[] {
  if (!data || Array.isArray(data) || typeof data !== 'object') return [];
  return Object.entries(data).flatMap(([key, v]) =>
    Array.isArray(v) ? [{ key, values: v.filter((x): x is string => typeof x === 'string') }] : [],
  );
}
