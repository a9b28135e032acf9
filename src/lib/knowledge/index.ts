// The knowledge base (spec 001 "Knowledge base", §8): URLs validated and shown by host, each
// failure as its catalogue message followed by the status text, the query's answer and sources.
import type { KnowledgeBaseDocument, QueryKnowledgeBaseResponseResponse } from '@/api/generated/model';
import * as MESSAGES from '../message-catalogue';
import { sanitizeUrl } from '../url';

/** At most this many URLs in one add (the contract's limit). */
export const KB_MAX_URLS_PER_ADD = 500;

export type KbUrlProblem = 'invalid' | 'scheme';

/** What is wrong with a typed URL, or null (http and https pages only). */
export function kbUrlProblem(raw: string): KbUrlProblem | null {
  const value = raw.trim();
  if (!/^https?:\/\//i.test(value)) return /^[a-z][a-z0-9+.-]*:/i.test(value) ? 'scheme' : 'invalid';
  const safe = sanitizeUrl(value);
  if (!safe) return 'invalid';
  const host = new URL(safe).hostname;
  return host.includes('.') || host === 'localhost' ? null : 'invalid';
}

export const KB_URL_MESSAGES: Record<KbUrlProblem, string> = {
  invalid: 'Enter a web address, like https://www.example.com/page.',
  scheme: 'Use a web address that starts with http:// or https://.',
};

/** Splits pasted text (lines, commas, spaces) into URLs: valid ones in order, once each, and the rest. */
export function parseUrlList(text: string): { urls: string[]; invalid: string[] } {
  const urls: string[] = [];
  const invalid: string[] = [];
  const seen = new Set<string>();
  for (const part of text.split(/[\s,]+/)) {
    if (!part) continue;
    if (kbUrlProblem(part)) {
      invalid.push(part);
      continue;
    }
    const url = sanitizeUrl(part) ?? part;
    if (!seen.has(url)) {
      seen.add(url);
      urls.push(url);
    }
  }
  return { urls, invalid };
}

/** A URL shown by host (spec 000 §5: website URLs are shown as {host}); unusable text as "—". */
export function urlHost(raw: string | undefined): string {
  const safe = sanitizeUrl(raw);
  if (!safe || !/^https?:/i.test(safe)) return '—';
  return new URL(safe).hostname.replace(/^www\./, '');
}

/** The host and path of a page ("example.com/services/cleanings"), to tell pages of one site apart. */
export function urlHostPath(raw: string | undefined): string {
  const safe = sanitizeUrl(raw);
  if (!safe || !/^https?:/i.test(safe)) return '—';
  const url = new URL(safe);
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
  return `${url.hostname.replace(/^www\./, '')}${path}`;
}

/** The catalogue messages of the knowledge base's calls (spec 001 §8). */
export const KB_FAILURES = {
  sitemap: MESSAGES.fetchSitemapFailed,
  deleteBase: MESSAGES.deleteKnowledgeBaseFailed,
  addDocuments: MESSAGES.addDocumentsFailed,
  refreshDocument: MESSAGES.refreshDocumentFailed,
  deleteDocument: MESSAGES.deleteDocumentFailed,
  createBase: MESSAGES.createKnowledgeBaseFailed,
  query: MESSAGES.queryKnowledgeBaseFailed,
} as const;

/** HTTP's reason phrases for the statuses the knowledge base's calls declare (and a few more). */
const REASON_PHRASES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** What a failure carries (the transport's ApiError, or anything thrown). */
interface FailureShape {
  kind?: unknown;
  status?: unknown;
  message?: unknown;
}

/**
 * The status text that follows a knowledge-base failure's message: the HTTP reason phrase of the
 * answer's status, the server's own sentence for a `success: false` answer, else what happened.
 */
export function failureStatusText(error: unknown): string {
  const e: FailureShape = error && typeof error === 'object' ? (error as FailureShape) : {};
  const status = typeof e.status === 'number' ? e.status : 0;
  if (e.kind === 'network') return 'Network error';
  if (e.kind === 'timeout') return 'Timed out';
  if (e.kind === 'envelope') {
    const m = typeof e.message === 'string' ? e.message.trim() : '';
    return m && m.length <= 200 && !/https?:\/\//i.test(m) ? m : 'Request failed';
  }
  if (status) return REASON_PHRASES[status] ?? `Error ${status}`;
  return 'Unknown error';
}

/** "Failed to fetch sitemap: Internal Server Error". */
export const kbFailureMessage = (what: keyof typeof KB_FAILURES, error: unknown): string =>
  `${KB_FAILURES[what]}: ${failureStatusText(error)}`;

export interface KbAnswer {
  /** The answer's text: the engine's `answer` when it gives one, else the best passage. */
  answer: string | null;
  /** The query as the engine searched it (processQuery rewrites it). */
  searched: string | null;
  sources: { documentId?: string; url: string | null; host: string; content: string; score?: number }[];
}

/** The answer and the documents it came from, best first. */
export function kbAnswerOf(response: QueryKnowledgeBaseResponseResponse): KbAnswer {
  const results = [...(response.results ?? [])].sort((a, b) => (b.score ?? 0) - (a.score ?? 0));
  const raw = (response as Record<string, unknown>).answer;
  const answer = typeof raw === 'string' && raw.trim() ? raw.trim() : (results[0]?.content?.trim() ?? null) || null;
  return {
    answer,
    searched: typeof response.query === 'string' && response.query ? response.query : null,
    sources: results.map((r) => ({
      ...(r.documentId ? { documentId: r.documentId } : {}),
      url: sanitizeUrl(r.url),
      host: urlHostPath(r.url),
      content: r.content ?? '',
      ...(r.score === undefined ? {} : { score: r.score }),
    })),
  };
}

export type KbDocumentState = 'pending' | 'indexed' | 'failed' | 'unknown';

export const KB_DOCUMENT_STATE_LABELS: Record<KbDocumentState, string> = {
  pending: 'Indexing',
  indexed: 'Ready',
  failed: 'Failed',
  unknown: 'Unknown',
};

export function kbDocumentState(doc: KnowledgeBaseDocument): KbDocumentState {
  const s = (doc.status ?? '').toLowerCase();
  return s === 'pending' || s === 'indexed' || s === 'failed' ? s : 'unknown';
}

/** The sitemap's links not yet in the base (by URL), in order, once each. */
export function newSitemapLinks(links: readonly string[], documents: readonly KnowledgeBaseDocument[]): string[] {
  const have = new Set(documents.map((d) => d.url));
  const out: string[] = [];
  const seen = new Set<string>();
  for (const link of links) {
    if (have.has(link) || seen.has(link) || kbUrlProblem(link)) continue;
    seen.add(link);
    out.push(link);
  }
  return out;
}
