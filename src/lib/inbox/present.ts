/**
 * How the inbox presents what the server sends: one date style, human labels for collected data,
 * file sizes, channels, call outcomes, reactions with names, and the outbox of texts being sent.
 * Pure; dates use Intl (no library needed: the relative words come from Intl.RelativeTimeFormat).
 */
import { phoneDigits } from '../validate';

const LOCALE = 'en-US';

/** Epoch seconds or milliseconds (under 1e11 is taken as seconds) as a Date; null when invalid. */
export function toDate(epoch: unknown): Date | null {
  if (typeof epoch !== 'number' || !Number.isFinite(epoch) || epoch <= 0) return null;
  const d = new Date(epoch < 1e11 ? epoch * 1000 : epoch);
  return Number.isNaN(d.getTime()) ? null : d;
}

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
const dayDiff = (d: Date, now: Date) => Math.round((startOfDay(now) - startOfDay(d)) / 86_400_000);

/** Made on first use: an Intl formatter costs milliseconds to build, and this module loads with
 * the app (the inbox overlay's `parseValue`), long before a date is shown. */
const onFirstUse = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};
const time = onFirstUse(() => new Intl.DateTimeFormat(LOCALE, { hour: 'numeric', minute: '2-digit' }));
const dayMonth = onFirstUse(() => new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric' }));
const dayMonthYear = onFirstUse(
  () => new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric', year: 'numeric' }),
);
const full = onFirstUse(() => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'full', timeStyle: 'short' }));
const relative = onFirstUse(() => new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' }));
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The day of a date, relative for today and yesterday ("Today", "Yesterday"), then the date
 * ("Nov 3", with the year when it is not this year's). */
function dayLabel(d: Date, now: Date): string {
  const diff = dayDiff(d, now);
  if (diff === 0 || diff === 1) return capital(relative().format(-diff, 'day'));
  return (d.getFullYear() === now.getFullYear() ? dayMonth() : dayMonthYear()).format(d);
}

/**
 * The inbox's one date style. `list` (room rows, activity): the time for today, "Yesterday",
 * then the date. `message`: the day as above and the time ("Today, 10:30 AM", "Nov 3, 9:05 PM").
 * An invalid time gives ''. The full date and time go in the title (`fullDateTime`).
 */
export function inboxDate(epoch: unknown, now: number, style: 'list' | 'message' = 'message'): string {
  const d = toDate(epoch);
  if (!d) return '';
  const n = new Date(now);
  if (style === 'list') return dayDiff(d, n) === 0 ? time().format(d) : dayLabel(d, n);
  return `${dayLabel(d, n)}, ${time().format(d)}`;
}

/** The full date and time, for a title on hover: "Saturday, November 22, 2025 at 7:10 AM". */
export function fullDateTime(epoch: unknown): string {
  const d = toDate(epoch);
  return d ? full().format(d) : '';
}

/** The ISO form for a <time dateTime>. */
export function isoDateTime(epoch: unknown): string {
  return toDate(epoch)?.toISOString() ?? '';
}

/** A data key as a label: `patientName`, `appointment_type`, `reminder-opt-in` → "Patient name",
 * "Appointment type", "Reminder opt in"; acronyms stay ("callerID" → "Caller ID"). */
export function humanLabel(key: string): string {
  const words = key
    .replace(/[_\-.]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (!words.length) return key;
  return words
    .map((w, i) => (/^[A-Z0-9]{2,}$/.test(w) ? w : i === 0 ? capital(w.toLowerCase()) : w.toLowerCase()))
    .join(' ');
}

export type DataValue =
  | { kind: 'empty'; text: string }
  | { kind: 'boolean'; text: string; value: boolean }
  | { kind: 'number'; text: string }
  | { kind: 'date'; text: string; iso: string }
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: DataValue[] }
  | { kind: 'record'; entries: { label: string; value: DataValue }[] };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const number = onFirstUse(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 6 }));
const dateOnly = onFirstUse(() => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone: 'UTC' }));
const dateTime = onFirstUse(() => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' }));

/** A collected value, typed: yes/no, a number, a date, text, a list or a nested record.
 * Depth is bounded (deeper data shows as text). */
export function dataValue(v: unknown, depth = 0): DataValue {
  if (v === null || v === undefined || v === '') return { kind: 'empty', text: '—' };
  if (typeof v === 'boolean') return { kind: 'boolean', value: v, text: v ? 'Yes' : 'No' };
  if (typeof v === 'number')
    return Number.isFinite(v) ? { kind: 'number', text: number().format(v) } : { kind: 'text', text: String(v) };
  if (typeof v === 'string') {
    const s = v.trim();
    if (ISO_DATE.test(s)) {
      const d = new Date(s.length === 10 ? `${s}T00:00:00Z` : s);
      if (!Number.isNaN(d.getTime()))
        return {
          kind: 'date',
          iso: d.toISOString(),
          text: s.length === 10 ? dateOnly().format(d) : dateTime().format(d),
        };
    }
    if (/^(true|false)$/i.test(s))
      return { kind: 'boolean', value: /^true$/i.test(s), text: /^true$/i.test(s) ? 'Yes' : 'No' };
    return { kind: 'text', text: v };
  }
  if (depth >= 3) return { kind: 'text', text: JSON.stringify(v) ?? '' };
  if (Array.isArray(v))
    return v.length ? { kind: 'list', items: v.map((x) => dataValue(x, depth + 1)) } : { kind: 'empty', text: '—' };
  if (typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>).map(([k, x]) => ({
      label: humanLabel(k),
      value: dataValue(x, depth + 1),
    }));
    return entries.length ? { kind: 'record', entries } : { kind: 'empty', text: '—' };
  }
  return { kind: 'text', text: String(v) };
}

/** Collected data as labelled, typed rows (the object's own keys, in order). */
export function collectedRows(data: unknown): { key: string; label: string; value: DataValue }[] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [];
  return Object.entries(data as Record<string, unknown>).map(([key, v]) => ({
    key,
    label: humanLabel(key),
    value: dataValue(v),
  }));
}

/** A size in bytes for people: "812 B", "14.2 KB", "3.1 MB" (1 KB = 1024 B); '' when unknown. */
export function formatBytes(bytes: unknown): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let v = bytes / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i += 1;
  }
  return `${v >= 100 ? Math.round(v) : Number(v.toFixed(1))} ${units[i]}`;
}

export type AttachmentKind = 'image' | 'audio' | 'video' | 'file';

/** What an attachment is, from its type (a media type, or `call` for a recording) or its name. */
export function attachmentKind(type: unknown, nameOrUrl: unknown): AttachmentKind {
  const t = typeof type === 'string' ? type.toLowerCase() : '';
  if (t === 'call' || t === 'recording' || t.startsWith('audio/')) return 'audio';
  if (t.startsWith('image/') || t === 'image') return 'image';
  if (t.startsWith('video/') || t === 'video') return 'video';
  const name = typeof nameOrUrl === 'string' ? nameOrUrl.toLowerCase().split(/[?#]/)[0]! : '';
  if (/\.(png|jpe?g|gif|webp|avif|heic)$/.test(name)) return 'image';
  if (/\.(mp3|wav|m4a|ogg|oga|aac|flac|weba)$/.test(name)) return 'audio';
  if (/\.(mp4|webm|mov)$/.test(name)) return 'video';
  return 'file';
}

/** The file's kind in words from its extension or media type: "PDF", "Word document", … */
export function fileKindLabel(name: unknown, type: unknown): string {
  const ext = typeof name === 'string' && name.includes('.') ? name.split('.').pop()!.toLowerCase() : '';
  const known: Record<string, string> = {
    pdf: 'PDF',
    doc: 'Word document',
    docx: 'Word document',
    xls: 'Spreadsheet',
    xlsx: 'Spreadsheet',
    csv: 'CSV file',
    txt: 'Text file',
    zip: 'ZIP archive',
  };
  if (known[ext]) return known[ext];
  if (ext) return `${ext.toUpperCase()} file`;
  return typeof type === 'string' && type.includes('/') ? type : 'File';
}

export type Channel = 'call' | 'sms' | 'chat';

const CALL_TEXT = /^(inbound|outbound|missed)\s+call\b/i;
const looksLikePhone = (s: unknown) =>
  typeof s === 'string' && /^[+\d\s().-]+$/.test(s) && /^1?\d{10}$/.test(phoneDigits(s));

/**
 * A room's channel for its icon. The room list does not say, so: a last message that records a
 * call ("Inbound call, 2 min") is a call; a party known by a phone number texts (SMS); anyone
 * else is on the chat (a username of the platform).
 */
export function roomChannel(room: { lastMessage?: unknown; username?: unknown; unregistered?: unknown }): Channel {
  if (typeof room.lastMessage === 'string' && CALL_TEXT.test(room.lastMessage.trim())) return 'call';
  if (room.unregistered === true || looksLikePhone(room.username)) return 'sms';
  return 'chat';
}

export const CHANNEL_LABELS: Record<Channel, string> = { call: 'Call', sms: 'SMS', chat: 'Chat' };

/** Where a text is sent: a phone number in E.164 (US numbers get +1), else the username as is. */
export function smsTarget(party: string): string {
  const s = party.trim();
  if (!looksLikePhone(s)) return s;
  const digits = phoneDigits(s);
  return `+${digits.length === 10 ? `1${digits}` : digits}`;
}

export interface CallFacts {
  direction: 'Inbound' | 'Outbound' | 'Missed';
  outcome: string;
  duration: string;
}

/** A call message's direction, outcome and length, in words. */
export function callFacts(m: {
  direction?: unknown;
  duration?: unknown;
  status?: unknown;
  aiAgent?: unknown;
}): CallFacts {
  const seconds =
    typeof m.duration === 'number' && Number.isFinite(m.duration) && m.duration >= 0 ? m.duration : undefined;
  const status = typeof m.status === 'string' ? m.status.toLowerCase() : '';
  const missed = seconds === 0 || /miss|no.?answer|busy/.test(status);
  const direction =
    missed && m.direction !== 'outbound' ? 'Missed' : m.direction === 'outbound' ? 'Outbound' : 'Inbound';
  const outcome = missed
    ? m.direction === 'outbound'
      ? 'No answer'
      : 'Missed'
    : status === 'success' || status === 'completed' || status === ''
      ? m.aiAgent
        ? 'Handled by the AI agent'
        : 'Completed'
      : /fail|error/.test(status)
        ? 'Failed'
        : capital(status);
  return { direction, outcome, duration: seconds === undefined ? '' : spokenDuration(seconds) };
}

/** A duration for reading: "2 min 14 s", "45 s", "1 h 3 min". */
export function spokenDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const r = s % 60;
  if (h) return m ? `${h} h ${m} min` : `${h} h`;
  if (m) return r ? `${m} min ${r} s` : `${m} min`;
  return `${r} s`;
}

/** The reactions the picker offers, each with a name (screen readers, and systems without an
 * emoji font: the UI draws each with an icon of the same name). */
export const REACTIONS = [
  { emoji: '👍', label: 'Thumbs up' },
  { emoji: '❤️', label: 'Heart' },
  { emoji: '😂', label: 'Laughing' },
  { emoji: '🎉', label: 'Celebrate' },
  { emoji: '😢', label: 'Sad' },
  { emoji: '🙏', label: 'Thank you' },
] as const;

/** The name of a reaction glyph ("Thumbs up"), or the glyph itself when it is not one of ours. */
export function reactionLabel(emoji: string): string {
  return REACTIONS.find((r) => r.emoji === emoji)?.label ?? emoji;
}

/** A text on its way: shown at once, then replaced by the server's copy. */
export interface OutboxEntry {
  localId: string;
  roomId: string;
  text: string;
  /** Epoch seconds when it was written. */
  timestamp: number;
  status: 'sending' | 'sent' | 'failed';
  error?: string;
}

/** How far apart (seconds) the server's time of a sent text may be from ours and still match. */
const MATCH_WINDOW_S = 300;

/**
 * The texts of the outbox that the server's messages do not hold yet. A sent entry is matched by
 * an outbound message with the same text written no earlier than the window before it; each
 * server message matches at most one entry. Sending and failed entries always stay.
 */
export function pendingOutbox<M extends { message?: unknown; direction?: unknown; timestamp?: unknown }>(
  server: readonly M[],
  outbox: readonly OutboxEntry[],
): OutboxEntry[] {
  const used = new Set<number>();
  const out: OutboxEntry[] = [];
  for (const entry of outbox) {
    if (entry.status !== 'sent') {
      out.push(entry);
      continue;
    }
    const at = server.findIndex(
      (m, i) =>
        !used.has(i) &&
        m.direction === 'outbound' &&
        m.message === entry.text &&
        typeof m.timestamp === 'number' &&
        m.timestamp >= entry.timestamp - MATCH_WINDOW_S,
    );
    if (at >= 0) used.add(at);
    else out.push(entry);
  }
  return out;
}
