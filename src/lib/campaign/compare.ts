// Staging against live (spec 000 §4 "Agent campaign"; issue 12 "Unpublished changes",
// compareChanges, saveConflict): the fields that differ, and the instructions as a line diff.
/** Keys that say where a configuration sits rather than what it is. */
const IGNORED_KEYS = new Set(['success', 'message', 'published']);

/** Field labels for the comparison; other keys show as written. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  agentInstructions: 'Instructions',
  welcomeMessage: 'Welcome message',
  actions: 'Actions',
  apps: 'Apps',
  enabledFunctions: 'Enabled functions',
  confirmTransfers: 'Confirm transfers',
  title: 'Name',
  description: 'Description',
  timezone: 'Time zone',
  agentVoice: 'Voice',
  agentLang: 'Language',
  agentModel: 'Model',
};

/** Order of the known fields in a comparison; others follow alphabetically. */
const FIELD_ORDER = Object.keys(FIELD_LABELS);

/** Structural equality of JSON-like values; object key order does not matter, undefined equals a missing key. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') {
    return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, i) => sameValue(item, other[i]));
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ra), ...Object.keys(rb)]);
  for (const key of keys) if (!sameValue(ra[key], rb[key])) return false;
  return true;
}

export interface FieldChange {
  readonly key: string;
  readonly label: string;
  readonly before: unknown;
  readonly after: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An empty string, list or object and a missing value count as the same "nothing". */
function isNothing(v: unknown): boolean {
  if (v === undefined || v === null || v === '') return true;
  if (Array.isArray(v)) return v.length === 0;
  return isRecord(v) && Object.keys(v).length === 0;
}

/**
 * The fields that differ between two configurations (`before` → `after`), known fields first in
 * the editor's order, then the rest alphabetically. `published` and the answer envelope are
 * ignored, and an empty value equals a missing one.
 */
export function campaignChanges(before: unknown, after: unknown): FieldChange[] {
  const a = isRecord(before) ? before : {};
  const b = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => !IGNORED_KEYS.has(k));
  keys.sort((x, y) => {
    const ix = FIELD_ORDER.indexOf(x);
    const iy = FIELD_ORDER.indexOf(y);
    if (ix !== -1 || iy !== -1) return (ix === -1 ? Infinity : ix) - (iy === -1 ? Infinity : iy);
    return x < y ? -1 : x > y ? 1 : 0;
  });
  const out: FieldChange[] = [];
  for (const key of keys) {
    const x = a[key];
    const y = b[key];
    if (sameValue(x, y) || (isNothing(x) && isNothing(y))) continue;
    out.push({ key, label: FIELD_LABELS[key] ?? key, before: x, after: y });
  }
  return out;
}

export function hasChanges(before: unknown, after: unknown): boolean {
  return campaignChanges(before, after).length > 0;
}

/** A field value as readable text for the comparison (JSON for lists and objects). */
export function displayValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  try {
    return JSON.stringify(value, null, 2) ?? '—';
  } catch {
    return '—';
  }
}

/**
 * Another tab or user changed the staged configuration since we loaded (or last saved) `base`:
 * the configuration on the server (`remote`) differs from it, and from what we hold (`local`).
 */
export function isSaveConflict(base: unknown, remote: unknown, local: unknown): boolean {
  return hasChanges(base, remote) && hasChanges(remote, local);
}
