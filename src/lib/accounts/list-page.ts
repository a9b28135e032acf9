/** The rules of a list page once it is open (lazy: only the list screen's API module uses them,
 * so they stay out of the first download, where the routes' URL rules in `./list-view` are). */
import { PAGE_SIZE } from '../constants';
import type { AccountListKind, AccountSort } from './list';
import { accountTitle } from './account-title';
import { hasOrgFilters } from './list-change';
import { formatPhoneNumber, phoneDigits } from '../validate/phone';
import type { AccountsListSearch, ListStatus } from './list-view';

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
  // Else the general name, in the frame's order (the account's own name, which Settings edits, first).
  return own ?? accountTitle(a) ?? (typeof a.id === 'number' ? `#${a.id}` : 'Unnamed account');
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

/**
 * What a list asks the server for. The contract has no sort and no phrase parameter on any list
 * call, and `searchOrganizations` has no `active`: so a search, a sort or the organization
 * filters ask for every matching account at once (`pagination=false`) and the client applies
 * the phrase, the status and the sort to the whole set before cutting the page of 20; otherwise
 * the server pages.
 */
export function listHoldsAll(kind: AccountListKind, view: Pick<AccountsListSearch, 'q' | 'sort' | 'filters'>): boolean {
  return !!view.q?.trim() || !!view.sort || (kind === 'organizations' && hasOrgFilters(view.filters));
}

/** The rows a list call answered: one page (`held: false`) or every match (`held: true`). */
export interface ListData {
  rows: AccountRow[];
  /** How many the server says there are. */
  total: number;
  held: boolean;
}

/** The page a person sees. */
export interface ListPageView {
  rows: AccountRow[];
  /** The zero-based page shown (a held set opens on the page of the row in focus). */
  page: number;
  total: number;
  /** The server had more than it sent at once: the search and sort cover only the rows held. */
  truncated: boolean;
  /** How many rows the client held, and how many the server has (they differ when truncated). */
  held: number;
  available: number;
}

/** A word typed as (part of) a phone number: digits with + ( ) - . around or between them. */
const PHONE_WORD = /^[+().\-\d]+$/;

/** The phrase's words, consecutive phone words kept together (`(415) 555-0142` is one number). */
function phraseGroups(words: readonly string[]): { words: string[]; phone: boolean }[] {
  const groups: { words: string[]; phone: boolean }[] = [];
  for (const word of words) {
    const phone = PHONE_WORD.test(word);
    const last = groups[groups.length - 1];
    if (phone && last?.phone) last.words.push(word);
    else groups.push({ words: [word], phone });
  }
  return groups;
}

/**
 * Whether a row holds every word of the phrase in its name, username, email or number. A number
 * is found as the list shows it (`+1 (415) 555-0142`) or by any run of its digits however typed
 * (`415-555`, `(415) 555`): consecutive words made of digits and + ( ) - . match when their
 * digits, read together, are in the number's digits, else word by word like any other word.
 */
export function matchesPhrase(row: AccountRow, phrase: string | undefined): boolean {
  const words = (phrase ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const shown = row.phoneNumber ? formatPhoneNumber(row.phoneNumber) : undefined;
  const hay = [row.name, row.username, row.email, row.phoneNumber, shown].filter(Boolean).join(' ').toLowerCase();
  const digits = phoneDigits(row.phoneNumber);
  return phraseGroups(words).every((group) => {
    const wanted = group.phone ? phoneDigits(group.words.join('')) : '';
    if (wanted && digits.includes(wanted)) return true;
    return group.words.every((w) => hay.includes(w));
  });
}

/** Whether a row has the status asked for (a row that does not say counts as active). */
export const matchesStatus = (row: AccountRow, status: ListStatus | undefined): boolean =>
  status === 'disabled' ? row.active === false : row.active !== false;

/** The page (zero-based `page`) of the data: a held set is searched, filtered by status, sorted
 * and cut; a server page is shown as it came. A page past the end shows the last one. */
export function pageView(
  data: ListData,
  view: { page: number; q?: string; status?: ListStatus; sort?: AccountSort; focusId?: number },
  pageSize: number = PAGE_SIZE,
): ListPageView {
  if (!data.held)
    return {
      rows: data.rows,
      page: view.page,
      total: data.total,
      truncated: false,
      held: data.rows.length,
      available: data.total,
    };
  const matching = data.rows.filter((r) => matchesStatus(r, view.status) && matchesPhrase(r, view.q));
  const sorted = sortRows(matching, view.sort);
  const last = Math.max(0, Math.ceil(sorted.length / pageSize) - 1);
  // No page asked for: the page holding the row in focus (the one just created or picked).
  const focusAt = view.page <= 0 && view.focusId !== undefined ? sorted.findIndex((r) => r.id === view.focusId) : -1;
  const page = focusAt >= 0 ? Math.floor(focusAt / pageSize) : Math.min(Math.max(0, view.page), last);
  return {
    rows: pageSlice(sorted, page, pageSize),
    page,
    total: sorted.length,
    truncated: data.total > data.rows.length,
    held: data.rows.length,
    available: data.total,
  };
}
