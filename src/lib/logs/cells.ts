// Typed cells of the conversation logs table (spec 000 §3 "Conversation log row": timestamp is a
// date, duration an integer, further fields are dynamic and typed integer, date or string).
// Display text and sort keys are computed here, outside React, so the table stays cheap.
import type { CampaignStatsResponse } from '@/api/generated/model';
import { formatPhoneNumber } from '../validate';

export type CellKind = 'date' | 'duration' | 'direction' | 'phone' | 'transfer' | 'integer' | 'agent' | 'text';

/** Agent names by agent (campaign) id, as far as they are known. */
export type AgentNames = ReadonlyMap<string, string>;

/** Agent names by agent (campaign) id from the account's campaign statistics (each campaign's
 * title); campaigns without a title are left out. */
export function agentNamesOf(answer: Partial<CampaignStatsResponse> | undefined): AgentNames {
  const names = new Map<string, string>();
  const stats = Array.isArray(answer?.stats) ? answer.stats : [];
  for (const item of stats) {
    const title = typeof item?.title === 'string' ? item.title.trim() : '';
    if (typeof item?.campaignId === 'string' && title) names.set(item.campaignId, title);
  }
  return names;
}

/** Kinds of the fixed row fields; other fields are inferred from their values. */
const FIXED_KINDS: ReadonlyMap<string, CellKind> = new Map<string, CellKind>([
  ['timestamp', 'date'],
  ['duration', 'duration'],
  ['direction', 'direction'],
  ['fromNumber', 'phone'],
  ['toNumber', 'phone'],
  ['transfer', 'transfer'],
  ['accountId', 'text'],
  ['accountName', 'text'],
  ['agentId', 'agent'],
  ['cnam', 'text'],
  ['roomId', 'text'],
  ['callId', 'text'],
  ['uuid', 'text'],
]);

/** Human column titles of the fixed fields; other fields are split from camelCase. */
const TITLES: ReadonlyMap<string, string> = new Map([
  ['timestamp', 'Date'],
  ['duration', 'Duration'],
  ['direction', 'Direction'],
  ['fromNumber', 'From'],
  ['toNumber', 'To'],
  ['transfer', 'Transferred'],
  ['accountId', 'Account ID'],
  ['accountName', 'Account'],
  ['agentId', 'Agent'],
  ['cnam', 'Caller name'],
  ['roomId', 'Room'],
  ['callId', 'Call ID'],
  ['uuid', 'UUID'],
]);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

export function columnTitle(field: string): string {
  const known = TITLES.get(field);
  if (known) return known;
  const words = field
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The kind of a column: fixed for the known fields, else from the first values that are set
 * (all numbers: integer; all ISO dates: date; otherwise text). */
export function columnKind(field: string, rows: readonly Readonly<Record<string, unknown>>[]): CellKind {
  const fixed = FIXED_KINDS.get(field);
  if (fixed) return fixed;
  let seen = 0;
  let numbers = 0;
  let dates = 0;
  for (let i = 0; i < rows.length && seen < 50; i += 1) {
    const value = rows[i]![field];
    if (value === undefined || value === null || value === '') continue;
    seen += 1;
    if (typeof value === 'number') numbers += 1;
    else if (typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value))) dates += 1;
  }
  if (seen === 0) return 'text';
  if (numbers === seen) return 'integer';
  if (dates === seen) return 'date';
  return 'text';
}

/** Epoch milliseconds of a date cell (ISO text, epoch seconds or milliseconds), or NaN. */
export function dateMillis(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value < 1e11 ? value * 1000 : value;
  if (typeof value === 'string' && value.trim() !== '') {
    const text = value.trim();
    if (/^\d+$/.test(text)) return dateMillis(Number(text));
    return Date.parse(text);
  }
  return Number.NaN;
}

/** Seconds as m:ss, or h:mm:ss from an hour. */
export function formatDuration(value: unknown): string {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0)
    return value === undefined || value === null ? '' : String(value);
  const total = Math.round(n);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

// Made on first use: an Intl formatter costs milliseconds to build, and this module loads with
// the first page (the logs route's search rules) long before any cell is shown.
let dateFormat: Intl.DateTimeFormat | undefined;
let integerFormat: Intl.NumberFormat | undefined;

export function formatDate(value: unknown): string {
  const ms = dateMillis(value);
  if (Number.isNaN(ms)) return value === undefined || value === null ? '' : String(value);
  return (dateFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })).format(ms);
}

function plainText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') {
    try {
      return JSON.stringify(value);
    } catch {
      return '';
    }
  }
  return String(value);
}

/** The text a cell shows. Never HTML: the table renders it as text. */
export function formatCell(kind: CellKind, value: unknown): string {
  switch (kind) {
    case 'date':
      return formatDate(value);
    case 'duration':
      return formatDuration(value);
    case 'direction':
      return value === 'inbound' ? 'Inbound' : value === 'outbound' ? 'Outbound' : plainText(value);
    case 'phone':
      return formatPhoneNumber(value);
    case 'transfer':
      return value === 1 || value === true || value === '1'
        ? 'Yes'
        : value === 0 || value === false || value === '0'
          ? 'No'
          : plainText(value);
    case 'integer':
      return typeof value === 'number' && Number.isFinite(value)
        ? (integerFormat ??= new Intl.NumberFormat()).format(value)
        : plainText(value);
    default:
      return plainText(value);
  }
}

/** A key that sorts cells of a kind: numbers for dates, durations and integers, else text.
 * Missing values sort as null (last, whatever the direction, by the table). */
export function sortKey(kind: CellKind, value: unknown): number | string | null {
  if (value === undefined || value === null || value === '') return null;
  switch (kind) {
    case 'date': {
      const ms = dateMillis(value);
      return Number.isNaN(ms) ? null : ms;
    }
    case 'duration':
    case 'integer':
    case 'transfer': {
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(n) ? n : plainText(value).toLowerCase();
    }
    default:
      return plainText(value).toLowerCase();
  }
}

/** Compares two sort keys ascending; nulls last. Numbers sort before text. */
export function compareSortKeys(a: number | string | null, b: number | string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return a < b ? -1 : 1;
}

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * The name a row's agent shows (issue 28 §2: never its campaign id as text): the agent's name
 * from `names` (by agentId), else the row's accountName (an agent is an account of its own, so
 * the account a conversation belongs to is its agent), else 'Unnamed agent'; '' without an agent.
 */
export function agentName(row: Readonly<Record<string, unknown>>, names?: AgentNames): string {
  const id = row.agentId;
  const known = typeof id === 'string' ? nonEmpty(names?.get(id)) : undefined;
  if (known) return known;
  const account = nonEmpty(row.accountName);
  if (account) return account;
  return id === undefined || id === null || id === '' ? '' : 'Unnamed agent';
}

/** The text of one cell of a row: formatCell of the field's value, the agent's name for the
 * agent column. */
export function cellText(
  kind: CellKind,
  row: Readonly<Record<string, unknown>>,
  field: string,
  names?: AgentNames,
): string {
  return kind === 'agent' ? agentName(row, names) : formatCell(kind, row[field]);
}

/** The sort key of one cell of a row: sortKey of the field's value; the agent column sorts by
 * the name it shows. */
export function cellSortKey(
  kind: CellKind,
  row: Readonly<Record<string, unknown>>,
  field: string,
  names?: AgentNames,
): number | string | null {
  return kind === 'agent' ? sortKey('text', agentName(row, names)) : sortKey(kind, row[field]);
}
