// The command palette (spec 000 §2.2 accountSearch and search; issue: "search everywhere"): the
// local entries (sections and overlays the viewer may open), matching, grouping and recent items.
import type { Permissions, ViewAsLevel } from '../permissions';
import { SECTION_GATES, sectionShown, type GatedSection } from '../permissions/sections';
import { hierarchyActions, type HierarchyActions } from './roles';
import type { AccountPathType } from '../search/account-path';
import type { OverlayName } from '../search/overlays';

export type PaletteKind = 'recent' | 'account' | 'person' | 'contact' | 'section' | 'action';

export type PaletteTarget =
  | { type: 'account'; accountType: AccountPathType; id: number }
  | { type: 'section'; section: string }
  | { type: 'home' }
  | { type: 'inbox'; username?: string }
  /** A person: their conversation (the room with them, from the group-room call). */
  | { type: 'conversation'; username: string }
  | { type: 'overlay'; name: OverlayName; value?: string };

export interface PaletteItem {
  /** Unique within the palette (`account:3001`, `overlay:addFunds`). */
  key: string;
  kind: PaletteKind;
  label: string;
  detail?: string;
  target: PaletteTarget;
}

export const PALETTE_GROUP_LABELS: Readonly<Record<PaletteKind, string>> = {
  recent: 'Recent',
  account: 'Accounts',
  person: 'People and conversations',
  contact: 'Contacts',
  section: 'Pages',
  action: 'Actions',
};
export const PALETTE_GROUP_ORDER: readonly PaletteKind[] = [
  'recent',
  'account',
  'person',
  'contact',
  'section',
  'action',
];

interface LocalEntry {
  label: string;
  keywords?: string;
  target: PaletteTarget;
  /** Shown only for these acting account types (all when absent). */
  types?: readonly AccountPathType[];
  /** An action's permission flag (a section's gate is the sidebar's: `SECTION_GATES`). */
  permission?: keyof Permissions;
  superAdmin?: boolean;
  /** Shown only when the viewer (as they view: view-as) may take this hierarchy action here. */
  hierarchy?: keyof HierarchyActions;
}

const SECTIONS: readonly LocalEntry[] = [
  { label: 'Home', target: { type: 'home' } },
  { label: 'Inbox', keywords: 'conversations messages', target: { type: 'inbox' } },
  { label: 'Agent', keywords: 'prompt editor', target: { type: 'section', section: 'agent' }, types: ['agent'] },
  { label: 'Dashboard', keywords: 'metrics', target: { type: 'section', section: 'dashboard' } },
  { label: 'Logs', keywords: 'calls conversation logs', target: { type: 'section', section: 'logs' } },
  { label: 'Usage', keywords: 'minutes statistics', target: { type: 'section', section: 'usage' } },
  { label: 'Resellers', target: { type: 'section', section: 'resellers' }, types: ['partner'] },
  { label: 'Organizations', target: { type: 'section', section: 'organizations' }, types: ['reseller'] },
  { label: 'Agents', target: { type: 'section', section: 'agents' }, types: ['org'] },
  { label: 'Calendar', keywords: 'schedule', target: { type: 'section', section: 'calendar' } },
  { label: 'Knowledge base', target: { type: 'section', section: 'knowledge' } },
  { label: 'Tasks', keywords: 'jobs', target: { type: 'section', section: 'tasks' } },
  { label: 'Integrations', keywords: 'apps', target: { type: 'section', section: 'integrations' } },
  { label: 'Phone numbers', target: { type: 'section', section: 'numbers' } },
  { label: 'Developer', keywords: 'sip tokens webhooks api', target: { type: 'section', section: 'developer' } },
  { label: 'Settings', target: { type: 'section', section: 'settings' } },
  { label: 'Team', keywords: 'members users', target: { type: 'section', section: 'team' } },
  { label: 'Billing', keywords: 'plan subscription', target: { type: 'section', section: 'billing' } },
  { label: 'Wallet', keywords: 'credit balance', target: { type: 'section', section: 'wallet' } },
];

const ACTIONS: readonly LocalEntry[] = [
  { label: 'Add funds', keywords: 'wallet credit top up', target: { type: 'overlay', name: 'addFunds' } },
  {
    label: 'Invite a member',
    keywords: 'team user',
    target: { type: 'overlay', name: 'memberInvite' },
    permission: 'canInviteUsers',
  },
  { label: 'Contacts', target: { type: 'overlay', name: 'contacts' }, types: ['org', 'agent'] },
  { label: 'Create contact', target: { type: 'overlay', name: 'createContact' }, types: ['org', 'agent'] },
  { label: 'Create task', target: { type: 'overlay', name: 'createTask' }, permission: 'canViewTasks' },
  { label: 'Create webhook', target: { type: 'overlay', name: 'createWebhook' } },
  {
    label: 'Get a phone number',
    keywords: 'select number',
    target: { type: 'overlay', name: 'selectNumber' },
    permission: 'canSelectNumber',
  },
  { label: 'Test the agent', keywords: 'call try', target: { type: 'overlay', name: 'testAgent' }, types: ['agent'] },
  { label: 'Help', keywords: 'support docs', target: { type: 'overlay', name: 'help' } },
  { label: 'View as', keywords: 'role', target: { type: 'overlay', name: 'viewAs' } },
  {
    label: 'Create a reseller',
    target: { type: 'overlay', name: 'createResellerAccount' },
    hierarchy: 'createReseller',
  },
  { label: 'Create an organization', target: { type: 'overlay', name: 'createOrgAccount' }, hierarchy: 'createOrg' },
  { label: 'Add an agent', target: { type: 'overlay', name: 'createAgentAccount' }, hierarchy: 'createAgent' },
  {
    label: 'Org admin',
    keywords: 'refund enable disable',
    target: { type: 'overlay', name: 'orgAdmin' },
    superAdmin: true,
  },
];

export interface PaletteViewer {
  actingType: AccountPathType;
  /** The level the user views as (view-as, already checked against what the user holds). */
  viewAs: ViewAsLevel;
  permissions: Permissions;
  superAdmin: boolean;
  /** The account's allowed overlays (null: no restriction). */
  allowedOverlays: readonly OverlayName[] | null;
}

const keyOf = (t: PaletteTarget): string => {
  switch (t.type) {
    case 'account':
      return `account:${t.accountType}:${t.id}`;
    case 'section':
      return `section:${t.section}`;
    case 'overlay':
      return `overlay:${t.name}${t.value ? `:${t.value}` : ''}`;
    case 'inbox':
      return `inbox:${t.username ?? ''}`;
    case 'conversation':
      return `conversation:${t.username}`;
    case 'home':
      return 'home';
  }
};
export const paletteKey = keyOf;

const isGated = (section: string): section is GatedSection => Object.hasOwn(SECTION_GATES, section);

/** The pages and actions this viewer may open here, as palette items (a page where the sidebar
 * offers it: its account types here, its gate by `sectionShown`). */
export function localPaletteItems(viewer: PaletteViewer): PaletteItem[] {
  // The create entries follow the lists' own rule (the viewer as they view, on this account).
  const actions = hierarchyActions(
    { level: viewer.viewAs, superAdmin: viewer.superAdmin, permissions: viewer.permissions },
    viewer.actingType,
  );
  const visible = (e: LocalEntry) =>
    (!e.types || e.types.includes(viewer.actingType)) &&
    (!e.hierarchy || actions[e.hierarchy]) &&
    (!e.permission || viewer.permissions[e.permission]) &&
    (!e.superAdmin || viewer.superAdmin) &&
    (e.target.type !== 'overlay' || !viewer.allowedOverlays || viewer.allowedOverlays.includes(e.target.name)) &&
    (e.target.type !== 'section' ||
      !isGated(e.target.section) ||
      sectionShown(viewer.permissions, viewer.allowedOverlays, e.target.section));
  const item =
    (kind: PaletteKind) =>
    (e: LocalEntry): PaletteItem => ({
      key: keyOf(e.target),
      kind,
      label: e.label,
      detail: e.keywords,
      target: e.target,
    });
  return [...SECTIONS.filter(visible).map(item('section')), ...ACTIONS.filter(visible).map(item('action'))];
}

const norm = (s: string) =>
  s
    .toLocaleLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/** A match score of an item for the query (0: no match). Every word must appear; a label prefix ranks first. */
export function matchScore(item: Pick<PaletteItem, 'label' | 'detail'>, query: string): number {
  const words = norm(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return 1;
  const label = norm(item.label);
  const hay = `${label} ${norm(item.detail ?? '')}`;
  if (!words.every((w) => hay.includes(w))) return 0;
  if (label.startsWith(words.join(' '))) return 3;
  return words.every((w) => label.includes(w)) ? 2 : 1;
}

/** The local items matching `query`, best first (stable within a score). */
export function filterLocal(items: readonly PaletteItem[], query: string): PaletteItem[] {
  return items
    .map((item, i) => ({ item, i, s: matchScore(item, query) }))
    .filter((e) => e.s > 0)
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((e) => e.item);
}

export interface PaletteGroup {
  kind: PaletteKind;
  label: string;
  items: PaletteItem[];
}

/**
 * The groups shown, in the fixed order, each item once (the first group that has it wins, so a
 * recent item is not repeated below), empty groups left out, at most `perGroup` items each.
 */
export function groupPalette(items: readonly PaletteItem[], perGroup = 8): PaletteGroup[] {
  const seen = new Set<string>();
  const byKind = new Map<PaletteKind, PaletteItem[]>();
  for (const kind of PALETTE_GROUP_ORDER) {
    for (const item of items) {
      if (item.kind !== kind || seen.has(item.key)) continue;
      const list = byKind.get(kind) ?? [];
      if (list.length >= perGroup) continue;
      seen.add(item.key);
      list.push(item);
      byKind.set(kind, list);
    }
  }
  return PALETTE_GROUP_ORDER.flatMap((kind) => {
    const list = byKind.get(kind);
    return list?.length ? [{ kind, label: PALETTE_GROUP_LABELS[kind], items: list }] : [];
  });
}

/** The flat order the arrow keys walk. */
export const flattenGroups = (groups: readonly PaletteGroup[]): PaletteItem[] => groups.flatMap((g) => g.items);

/** The next active index for an arrow key, wrapping around; -1 when there is nothing. */
export function moveActive(index: number, count: number, key: 'ArrowDown' | 'ArrowUp' | 'Home' | 'End'): number {
  if (count <= 0) return -1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (index < 0) return key === 'ArrowDown' ? 0 : count - 1;
  return key === 'ArrowDown' ? (index + 1) % count : (index - 1 + count) % count;
}

export const RECENT_LIMIT = 6;

/** Recent items after opening `item`: it first, once, at most RECENT_LIMIT. */
export function pushRecent(recent: readonly PaletteItem[], item: PaletteItem): PaletteItem[] {
  const entry: PaletteItem = { ...item, kind: 'recent' };
  return [entry, ...recent.filter((r) => r.key !== item.key)].slice(0, RECENT_LIMIT);
}

/** Server searches wait for this many characters. */
export const PALETTE_MIN_SERVER_QUERY = 2;

/**
 * The server search to use for a phrase (spec 001: searchAccount and searchAccount/enhanced "by
 * phrase", search/{target} and enhancedSearch/{target}): one word asks the plain search, a phrase
 * of several words the enhanced one (its broader match on names and businesses).
 */
export const usesEnhancedSearch = (phrase: string): boolean => phrase.trim().split(/\s+/).length > 1;

export interface PaletteAccountHit {
  id: number;
  accountType: AccountPathType;
  label: string;
  detail: string;
}
export interface PalettePersonHit {
  id?: number;
  username: string;
  label: string;
}

/**
 * The server's results as palette items: accounts open their console; people open the
 * conversation with them. An account found by both searches is listed once, as the account
 * (search/{target} also answers accounts, which listed them twice).
 */
export function serverPaletteItems(
  accounts: readonly PaletteAccountHit[],
  people: readonly PalettePersonHit[],
): PaletteItem[] {
  const accountIds = new Set(accounts.map((a) => a.id));
  const items: PaletteItem[] = [];
  const seen = new Set<string>();
  for (const a of accounts) {
    const target: PaletteTarget = { type: 'account', accountType: a.accountType, id: a.id };
    const key = keyOf(target);
    if (seen.has(key)) continue;
    seen.add(key);
    items.push({ key, kind: 'account', label: a.label, detail: a.detail, target });
  }
  for (const p of people) {
    if (p.id !== undefined && accountIds.has(p.id)) continue;
    const target: PaletteTarget = { type: 'conversation', username: p.username };
    const key = keyOf(target);
    if (seen.has(key)) continue;
    seen.add(key);
    items.push({ key, kind: 'person', label: p.label, detail: `@${p.username}`, target });
  }
  return items;
}
