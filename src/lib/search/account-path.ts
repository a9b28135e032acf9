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

/** The account type of each path level, as the account's `accountType` names it. */
export const ACCOUNT_TYPE_OF_PATH: Readonly<
  Record<AccountPathType, 'partner' | 'reseller' | 'organization' | 'agent'>
> = { partner: 'partner', reseller: 'reseller', org: 'organization', agent: 'agent' };

/** The path level of an account type (`organization` → `org`), or null for anything else. */
export function pathTypeOfAccountType(accountType: unknown): AccountPathType | null {
  switch (accountType) {
    case 'partner':
    case 'reseller':
    case 'agent':
      return accountType;
    case 'organization':
      return 'org';
    default:
      return null;
  }
}

/**
 * The router's internal form of an account path: one path segment of `type:id` pairs joined by
 * commas (`reseller:2001,org:3001`). Public URLs keep the spec's segments
 * (`/app/reseller/2001/org/3001/logs`); the router rewrites between the two, so each section
 * is an ordinary typed file route under `/app/$account/`.
 */
export const formatAccountParam = (entries: readonly Pick<AccountPathEntry, 'type' | 'id'>[]): string =>
  entries.map((e) => `${e.type}:${e.id}`).join(',');

/** The entries of an internal account segment (`org:3001`), or null when it is not one. */
export function parseAccountParam(param: string | null | undefined): AccountPathEntry[] | null {
  if (typeof param !== 'string' || param.length === 0 || param.length > 200) return null;
  const segments: string[] = [];
  for (const pair of param.split(',')) {
    const at = pair.indexOf(':');
    if (at <= 0) return null;
    segments.push(pair.slice(0, at), pair.slice(at + 1));
  }
  return parseAccountPath(segments);
}

const APP_PREFIX = '/app/';
const isPathType = (s: string | undefined): boolean => s !== undefined && RANK.has(s);

/**
 * Public → internal pathname: `/app/org/3001/logs` → `/app/org:3001/logs`. Only a valid account
 * path is rewritten; anything else (`/app/org/abc`, `/app/signin`) is left as it is, so the
 * catch-all route can turn it away.
 */
export function accountPathToInternal(pathname: string): string | null {
  if (!pathname.startsWith(APP_PREFIX)) return null;
  const segments = pathname.slice(APP_PREFIX.length).split('/');
  let end = 0;
  // A level counts only with an id after it (`/app/org/3001/agent` names the section `agent`).
  while (isPathType(segments[end]) && /^\d+$/.test(segments[end + 1] ?? '')) end += 2;
  if (end === 0) return null;
  const entries = parseAccountPath(segments.slice(0, end));
  if (!entries) return null;
  const rest = segments.slice(end);
  return `${APP_PREFIX}${formatAccountParam(entries)}${rest.length ? `/${rest.join('/')}` : ''}`;
}

/** Internal → public pathname: `/app/org:3001/logs` → `/app/org/3001/logs`. */
export function accountPathToPublic(pathname: string): string | null {
  if (!pathname.startsWith(APP_PREFIX)) return null;
  const rest = pathname.slice(APP_PREFIX.length);
  const slash = rest.indexOf('/');
  const head = slash === -1 ? rest : rest.slice(0, slash);
  // The router may hand the segment back percent-encoded (`org%3A3001`).
  let decoded: string;
  try {
    decoded = decodeURIComponent(head);
  } catch {
    return null;
  }
  const entries = parseAccountParam(decoded);
  if (!entries) return null;
  return `${APP_PREFIX}${formatAccountPath(entries)}${slash === -1 ? '' : rest.slice(slash)}`;
}

/** The account path named by an internal pathname (`/app/org:3001/…`), `[]` when there is none. */
export function accountPathOfPathname(pathname: string): AccountPathEntry[] {
  if (!pathname.startsWith(APP_PREFIX)) return [];
  const head = pathname.slice(APP_PREFIX.length).split('/')[0] ?? '';
  let decoded = head;
  try {
    decoded = decodeURIComponent(head);
  } catch {
    return [];
  }
  return parseAccountParam(decoded) ?? [];
}

/** The page an account opens on when its path names no section (spec: each type has one). */
export const DEFAULT_SECTION: Readonly<Record<AccountPathType, string>> = {
  agent: 'agent',
  org: 'agents',
  reseller: 'organizations',
  partner: 'resellers',
};
