import { ALL_MESSAGES } from '../message-catalogue';

/** Plain sentences for failures the spec's catalogue has no message for. */
export const HUMAN_MESSAGES = {
  network: 'The server could not be reached. Check your connection and try again.',
  timeout: 'The server took too long to answer. Check your connection and try again.',
  unauthorized: 'Your session is no longer valid. Sign in again or try again in a moment.',
  forbidden: 'You do not have access to this. Ask an account owner for access.',
  notFound: 'We could not find what you asked for. It may have been removed.',
  tooLarge: 'The request was too large for the server. Try again with less data.',
  server: 'The server ran into a problem. Try again in a moment.',
  malformed: 'The server sent an answer this page could not read. Try again in a moment.',
  sessionRejected:
    'The server did not accept a new session. Check your connection and try again; if it keeps happening, try again later.',
  generic: 'Something went wrong. Try again in a moment.',
} as const;

const CATALOGUE: ReadonlySet<string> = new Set(ALL_MESSAGES);

/** Technical text that must never reach a user (browser, parser and HTTP wording). */
const TECHNICAL =
  /(failed to (execute|fetch)|networkerror|load failed|typeerror|syntaxerror|referenceerror|unexpected (token|end)|json|response|request header|undefined|null|\bnan\b|cannot read|is not a function|is not defined|https?:\/\/|\bhttp \d{3}\b|\bstatus code\b|stack|exception|abort)/i;

/** True for a short sentence a person can read (a server envelope's own message, say). */
export function isHumanSentence(text: unknown): text is string {
  return typeof text === 'string' && text.trim().length > 0 && text.length <= 200 && !TECHNICAL.test(text);
}

/** What the mapping reads from an error (the transport's ApiError has these; anything else
 * thrown, e.g. a TypeError from a malformed answer, has at most a message). */
interface ErrorShape {
  kind?: unknown;
  status?: unknown;
  message?: unknown;
  name?: unknown;
}

/**
 * The message a user sees for a failure: the spec's catalogue message when the error carries one,
 * else a plain sentence chosen by the kind of failure. Raw exception text never comes through.
 * `fallback` (a catalogue message of the screen, say) replaces the generic sentence.
 */
export function humanMessage(error: unknown, fallback?: string): string {
  const e: ErrorShape = error && typeof error === 'object' ? (error as ErrorShape) : {};
  const message = typeof e.message === 'string' ? e.message.trim() : '';
  if (CATALOGUE.has(message)) return message;
  const status = typeof e.status === 'number' ? e.status : 0;
  switch (e.kind) {
    case 'network':
      return HUMAN_MESSAGES.network;
    case 'timeout':
      return HUMAN_MESSAGES.timeout;
    case 'invalid':
      return isHumanSentence(message) ? message : HUMAN_MESSAGES.notFound;
    case 'envelope':
      // `success: false` with the server's own sentence: show it when it reads as one.
      return isHumanSentence(message) ? message : (fallback ?? HUMAN_MESSAGES.generic);
    case 'http':
      if (status === 401) return HUMAN_MESSAGES.unauthorized;
      if (status === 403) return HUMAN_MESSAGES.forbidden;
      if (status === 404) return HUMAN_MESSAGES.notFound;
      if (status === 413 || status === 414 || status === 431) return HUMAN_MESSAGES.tooLarge;
      if (status >= 500) return HUMAN_MESSAGES.server;
      return isHumanSentence(message) ? message : (fallback ?? HUMAN_MESSAGES.generic);
    default:
      break;
  }
  // Not a transport error: a page that could not read a 2xx answer throws TypeError & co.
  if (e.name === 'TypeError' || e.name === 'SyntaxError' || e.name === 'RangeError') return HUMAN_MESSAGES.malformed;
  if (e.name === 'AbortError') return HUMAN_MESSAGES.timeout;
  return fallback ?? HUMAN_MESSAGES.generic;
}

/** The HTTP status an error carries (an ApiError's, or any error object's `status`), else undefined. */
export function errorStatus(error: unknown): number | undefined {
  const status =
    error && typeof error === 'object' && 'status' in error ? (error as { status: unknown }).status : undefined;
  return typeof status === 'number' ? status : undefined;
}
