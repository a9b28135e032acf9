/**
 * The account path of `/app/[...path]` (spec 000 §2.1): segments partner, reseller, org and
 * agent, each followed by a numeric id, combined as `type:id`. Levels must descend the
 * hierarchy (partner › reseller › org › agent), each at most once.
 */
export const ACCOUNT_PATH_TYPES = ['partner', 'reseller', 'org', 'agent'] as const;
export type AccountPathType = (typeof ACCOUNT_PATH_TYPES)[number];

export interface AccountPathEntry {
  type: AccountPathType;
  id: number;
  /** `type:id`, the form routing combines them into. */
  key: string;
}

const RANK: ReadonlyMap<string, number> = new Map(ACCOUNT_PATH_TYPES.map((t, i) => [t, i]));

/** The entries of a path such as `reseller/2001/org/3001`, or null when it is not a valid account path. */
export function parseAccountPath(path: string | readonly string[] | undefined | null): AccountPathEntry[] | null {
  const segments = (Array.isArray(path) ? path : String(path ?? '').split('/')).filter((s) => s !== '');
  if (segments.length === 0 || segments.length % 2 !== 0) return null;
  const entries: AccountPathEntry[] = [];
  let lastRank = -1;
  for (let i = 0; i < segments.length; i += 2) {
    const type = segments[i]!;
    const rawId = segments[i + 1]!;
    const rank = RANK.get(type);
    if (rank === undefined || rank <= lastRank || !/^\d{1,15}$/.test(rawId)) return null;
    const id = Number(rawId);
    if (!Number.isSafeInteger(id) || id <= 0) return null;
    lastRank = rank;
    entries.push({ type: type as AccountPathType, id, key: `${type}:${id}` });
  }
  return entries;
}

/** The account acted on: the deepest level of the path. */
export const targetOfAccountPath = (entries: readonly AccountPathEntry[]): AccountPathEntry | undefined =>
  entries.at(-1);

export function formatAccountPath(entries: readonly Pick<AccountPathEntry, 'type' | 'id'>[]): string {
  return entries.map((e) => `${e.type}/${e.id}`).join('/');
}
