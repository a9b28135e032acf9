// The three account lists of the hierarchy (spec 000 §3, §9; spec 001 "Accounts", §5): which list
// each account type shows, a list's rows from the server's entries, sorting and paging.
import type { AccountType } from '@/api/generated/model';
import { PAGE_SIZE } from '../constants';
import type { AccountPathType } from '../search/account-path';

/** The lists: a partner's resellers, a reseller's organizations, an organization's agents. */
export const ACCOUNT_LIST_KINDS = ['resellers', 'organizations', 'agents'] as const;
export type AccountListKind = (typeof ACCOUNT_LIST_KINDS)[number];

export interface AccountListMeta {
  title: string;
  /** The path segment of a row (its account path is the list's path plus `childType:id`). */
  childType: AccountPathType;
  /** The row's `accountType` as the server names it. */
  childAccountType: AccountType;
  /** The account type whose list this is. */
  parentType: AccountPathType;
  singular: string;
  empty: string;
  /** The overlay that creates a row. */
  createOverlay: 'createResellerAccount' | 'createOrgAccount' | 'createAgentAccount';
}

export const ACCOUNT_LISTS: Readonly<Record<AccountListKind, AccountListMeta>> = {
  resellers: {
    title: 'Resellers',
    childType: 'reseller',
    childAccountType: 'reseller',
    parentType: 'partner',
    singular: 'reseller',
    empty: 'This partner has no resellers yet.',
    createOverlay: 'createResellerAccount',
  },
  organizations: {
    title: 'Organizations',
    childType: 'org',
    childAccountType: 'organization',
    parentType: 'reseller',
    singular: 'organization',
    empty: 'This reseller has no organizations yet.',
    createOverlay: 'createOrgAccount',
  },
  agents: {
    title: 'Agents',
    childType: 'agent',
    childAccountType: 'agent',
    parentType: 'org',
    singular: 'agent',
    empty: 'This organization has no agents yet.',
    createOverlay: 'createAgentAccount',
  },
};

/** One row of any list, whatever answer it came from. */
export interface AccountRow {
  id: number;
  name: string;
  username?: string;
  email?: string;
  /** False when the account is disabled; undefined when the answer does not say. */
  active?: boolean;
  /** Epoch seconds. */
  created?: number;
  plan?: string;
  phoneNumber?: string;
  accountType?: string;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The name a person reads for an account entry: the name of its level, else a general one, else `#id`. */
export function accountDisplayName(entry: unknown, kind?: AccountListKind): string {
  const a = record(entry);
  const details = record(a.details);
  const own =
    kind === 'organizations' || a.accountType === 'organization'
      ? (text(a.orgName) ?? text(details.orgName))
      : kind === 'resellers' || a.accountType === 'reseller'
        ? (text(a.resellerName) ?? text(details.resellerName))
        : kind === 'agents' || a.accountType === 'agent'
          ? (text(a.agentName) ?? text(details.agentName))
          : a.accountType === 'partner'
            ? text(details.partnerName)
            : undefined;
  return (
    own ??
    text(details.accountName) ??
    text(a.accountName) ??
    text(a.name) ??
    text(a.username) ??
    (typeof a.id === 'number' ? `#${a.id}` : 'Unnamed account')
  );
}

/** The rows of a list answer's `accounts`; entries without a numeric id are skipped. */
export function rowsOf(accounts: unknown, kind?: AccountListKind): AccountRow[] {
  if (!Array.isArray(accounts)) return [];
  return accounts.flatMap((raw): AccountRow[] => {
    const a = record(raw);
    if (typeof a.id !== 'number' || !Number.isSafeInteger(a.id)) return [];
    return [
      {
        id: a.id,
        name: accountDisplayName(a, kind),
        username: text(a.username),
        email: text(a.email),
        active: typeof a.active === 'boolean' ? a.active : undefined,
        created: typeof a.timestamp === 'number' && Number.isFinite(a.timestamp) ? a.timestamp : undefined,
        plan: text(a.subscription) ?? text(a.productPlanId),
        phoneNumber: text(a.vidaPhoneNumber) ?? text(a.phoneNumber),
        accountType: text(a.accountType),
      },
    ];
  });
}

/** Sorts of a list, as written in the URL (`-` first: descending). */
export const ACCOUNT_SORTS = ['name', '-name', 'created', '-created'] as const;
export type AccountSort = (typeof ACCOUNT_SORTS)[number];

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The rows in the sort's order (stable; rows without a date go last either way). */
export function sortRows(rows: readonly AccountRow[], sort: AccountSort | undefined): AccountRow[] {
  if (!sort) return [...rows];
  const desc = sort.startsWith('-');
  const key = desc ? sort.slice(1) : sort;
  const indexed = rows.map((row, i) => ({ row, i }));
  indexed.sort((x, y) => {
    let c: number;
    if (key === 'name') c = collator.compare(x.row.name, y.row.name);
    else {
      const a = x.row.created;
      const b = y.row.created;
      if (a === undefined || b === undefined) return a === b ? x.i - y.i : a === undefined ? 1 : -1;
      c = a - b;
    }
    return (desc ? -c : c) || x.i - y.i;
  });
  return indexed.map((e) => e.row);
}

/** The next sort when a column's header is pressed: ascending, then descending, then ascending. */
export function nextSort(current: AccountSort | undefined, column: 'name' | 'created'): AccountSort {
  return current === column ? `-${column}` : column;
}

/** The server's zero-based page of the URL's one-based `page` (absent or below 1: the first). */
export const serverPage = (page: number | undefined): number => (page && page > 1 ? page - 1 : 0);

/** Paging params as spec 001 §5 sends them: page and pageSize only when numbers greater than 0. */
export function pagingParams(
  page: number,
  pageSize: number = PAGE_SIZE,
): { page?: number; pageSize?: number; pagination: true } {
  return {
    pagination: true,
    ...(Number.isSafeInteger(pageSize) && pageSize > 0 ? { pageSize } : {}),
    ...(Number.isSafeInteger(page) && page > 0 ? { page } : {}),
  };
}

/** One page of rows the client holds in full (search results). */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number = PAGE_SIZE): T[] {
  const p = Math.max(0, page);
  return items.slice(p * pageSize, p * pageSize + pageSize);
}
