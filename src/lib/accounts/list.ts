// The three account lists of the hierarchy (spec 000 §3, §9; spec 001 "Accounts", §5): which list
// each account type shows, a list's rows from the server's entries, sorting and paging.
import type { AccountType } from '@/api/generated/model';
import type { AccountPathType } from '../search/account-path';
import { AGENT_ACCOUNT_PAGE_SIZE, ORG_ACCOUNT_PAGE_SIZE, PAGE_SIZE } from '../constants';

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
  /** Rows per page (spec 000 §9: agent accounts 20, org accounts 20; resellers the general 20). */
  pageSize: number;
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
    pageSize: PAGE_SIZE,
  },
  organizations: {
    title: 'Organizations',
    childType: 'org',
    childAccountType: 'organization',
    parentType: 'reseller',
    singular: 'organization',
    empty: 'This reseller has no organizations yet.',
    createOverlay: 'createOrgAccount',
    pageSize: ORG_ACCOUNT_PAGE_SIZE,
  },
  agents: {
    title: 'Agents',
    childType: 'agent',
    childAccountType: 'agent',
    parentType: 'org',
    singular: 'agent',
    empty: 'This organization has no agents yet.',
    createOverlay: 'createAgentAccount',
    pageSize: AGENT_ACCOUNT_PAGE_SIZE,
  },
};

export const ACCOUNT_SORTS = ['name', '-name', 'created', '-created'] as const;
export type AccountSort = (typeof ACCOUNT_SORTS)[number];

/** The server's zero-based page of the URL's one-based `page` (absent or below 1: the first). */
export const serverPage = (page: number | undefined): number => (page && page > 1 ? page - 1 : 0);
