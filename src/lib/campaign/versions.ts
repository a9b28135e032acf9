// Agent versions (spec 001 "Agent, templates, campaigns, versions"): stored snapshots identified
// by the epoch milliseconds at which they were stored; source and restore target default to staging.

export type AgentSlot = 'staging' | 'default';
export const DEFAULT_VERSION_SOURCE: AgentSlot = 'staging';
export const DEFAULT_RESTORE_TARGET: AgentSlot = 'staging';

export const SLOT_LABELS: Readonly<Record<AgentSlot, string>> = { staging: 'Draft (staging)', default: 'Live' };

export interface VersionEntry {
  readonly versionId: number;
  readonly title: string;
  readonly source: AgentSlot | null;
  /** When it was stored (from the versionId), or null when the id is not a plausible time. */
  readonly storedAt: Date | null;
  readonly snapshot: Record<string, unknown> | null;
  /** Stored by the product itself (titles `Auto-…`), not named by a person. */
  readonly automatic: boolean;
  /** Who stored it, when the answer says. */
  readonly author: string | null;
}

const MAX_TIME = 8.64e15;

/** The versions of an answer, newest first; malformed entries are dropped. */
export function versionTimeline(raw: unknown): VersionEntry[] {
  if (!Array.isArray(raw)) return [];
  const out: VersionEntry[] = [];
  const seen = new Set<number>();
  for (const item of raw as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const r = item as Record<string, unknown>;
    const id =
      typeof r.versionId === 'number' ? r.versionId : typeof r.versionId === 'string' ? Number(r.versionId) : NaN;
    if (!Number.isSafeInteger(id) || id < 0 || seen.has(id)) continue;
    seen.add(id);
    const title = typeof r.title === 'string' && r.title.trim() ? r.title : `Version ${id}`;
    const author =
      typeof r.createdBy === 'string' && r.createdBy
        ? r.createdBy
        : typeof r.author === 'string' && r.author
          ? r.author
          : null;
    out.push({
      versionId: id,
      title,
      source: r.source === 'staging' || r.source === 'default' ? r.source : null,
      storedAt: id > 0 && id < MAX_TIME ? new Date(id) : null,
      snapshot:
        typeof r.snapshot === 'object' && r.snapshot !== null && !Array.isArray(r.snapshot)
          ? (r.snapshot as Record<string, unknown>)
          : null,
      // `Auto-<time in ms>`, as the editor's autosave names one; a person's "Auto-reply…" is not.
      automatic: /^Auto-\d+$/.test(title.trim()),
      author,
    });
  }
  return out.sort((a, b) => b.versionId - a.versionId);
}

/** A version title: trimmed, 1 to 200 characters; null when it is not acceptable. */
export function cleanVersionTitle(title: string): string | null {
  const trimmed = typeof title === 'string' ? title.trim() : '';
  return trimmed.length >= 1 && trimmed.length <= 200 ? trimmed : null;
}
