import type { OverlayName } from '@/lib/search';
import type { PermissionFlag, Permissions } from '@/lib/permissions';

/** Where an entry leads: a page of the console, or the overlay that is the section's screen
 * (Contacts). A section whose own screen has not landed has a page with its empty state. */
export type NavTarget = { page: 'home' | 'inbox' } | { section: NavSection } | { overlay: OverlayName };

/** The account sections that have a page (`/app/<account path>/<section>`). */
export type NavSection =
  | 'agent'
  | 'dashboard'
  | 'logs'
  | 'usage'
  | 'calendar'
  | 'knowledge'
  | 'tasks'
  | 'integrations'
  | 'numbers'
  | 'developer'
  | 'team'
  | 'billing'
  | 'wallet'
  | 'settings'
  | 'agents'
  | 'organizations'
  | 'resellers';

export type NavGroup = 'Workspace' | 'Accounts' | 'Configure' | 'Administration';
export const NAV_GROUPS: readonly NavGroup[] = ['Workspace', 'Accounts', 'Configure', 'Administration'];

/** The icon an entry shows (the sidebar maps these to lucide icons). */
export type NavIcon =
  | 'home'
  | 'inbox'
  | 'contacts'
  | 'calendar'
  | 'integrations'
  | 'phone'
  | 'team'
  | 'billing'
  | 'wallet'
  | 'settings'
  | 'admin'
  | 'knowledge'
  | 'tasks'
  | 'developer'
  | 'accounts'
  | 'agent'
  | 'dashboard'
  | 'logs'
  | 'usage';

export interface NavItem {
  /** The link's accessible name. */
  label: string;
  group: NavGroup;
  icon: NavIcon;
  target: NavTarget;
  /** The spec's overlay of the same screen (`wallet` for Wallet): an account whose allowed list
   * leaves it out is not offered the section either. */
  overlay?: OverlayName;
}

interface NavRule extends NavItem {
  /** Shown only when this permission flag is on. */
  flag?: PermissionFlag;
  /** Shown only to these account types. */
  accountTypes?: readonly string[];
  superAdminOnly?: boolean;
}

/** The list of the accounts one level down, offered only to the account type above them. */
const accountList = (label: string, section: NavSection, parentType: string): NavRule => ({
  label,
  group: 'Accounts',
  icon: 'accounts',
  target: { section },
  accountTypes: [parentType],
});

/** The app's navigation: what an account type and its permission flags may open (spec 000 §6),
 * grouped by purpose. */
export const NAV_RULES: readonly NavRule[] = [
  { label: 'Home', group: 'Workspace', icon: 'home', target: { page: 'home' } },
  { label: 'Inbox', group: 'Workspace', icon: 'inbox', target: { page: 'inbox' } },
  { label: 'Agent', group: 'Workspace', icon: 'agent', target: { section: 'agent' }, accountTypes: ['agent'] },
  { label: 'Dashboard', group: 'Workspace', icon: 'dashboard', target: { section: 'dashboard' } },
  { label: 'Logs', group: 'Workspace', icon: 'logs', target: { section: 'logs' } },
  { label: 'Usage', group: 'Workspace', icon: 'usage', target: { section: 'usage' } },
  // Contacts belong to an organization (spec 000 §8): partners and resellers, above every
  // organization, open them from an organization of theirs.
  {
    label: 'Contacts',
    group: 'Workspace',
    icon: 'contacts',
    target: { overlay: 'contacts' },
    accountTypes: ['organization', 'agent'],
  },
  { label: 'Calendar', group: 'Workspace', icon: 'calendar', overlay: 'schedule', target: { section: 'calendar' } },
  { label: 'Knowledge base', group: 'Workspace', icon: 'knowledge', target: { section: 'knowledge' } },
  { label: 'Tasks', group: 'Workspace', icon: 'tasks', target: { section: 'tasks' } },
  accountList('Resellers', 'resellers', 'partner'),
  accountList('Organizations', 'organizations', 'reseller'),
  accountList('Agents', 'agents', 'organization'),
  {
    label: 'Integrations',
    group: 'Configure',
    icon: 'integrations',
    overlay: 'integrations',
    target: { section: 'integrations' },
  },
  {
    label: 'Phone numbers',
    group: 'Configure',
    icon: 'phone',
    overlay: 'selectNumber',
    target: { section: 'numbers' },
    flag: 'canSelectNumber',
  },
  { label: 'Developer', group: 'Configure', icon: 'developer', target: { section: 'developer' } },
  { label: 'Settings', group: 'Configure', icon: 'settings', overlay: 'settings', target: { section: 'settings' } },
  {
    label: 'Team',
    group: 'Administration',
    icon: 'team',
    overlay: 'members',
    target: { section: 'team' },
    flag: 'canManageUsers',
  },
  {
    label: 'Billing',
    group: 'Administration',
    icon: 'billing',
    overlay: 'billing',
    target: { section: 'billing' },
    flag: 'canViewBilling',
  },
  { label: 'Wallet', group: 'Administration', icon: 'wallet', overlay: 'wallet', target: { section: 'wallet' } },
  { label: 'Org admin', group: 'Administration', icon: 'admin', target: { overlay: 'orgAdmin' }, superAdminOnly: true },
];

export function navigationItems(input: {
  accountType?: string;
  superAdmin?: boolean;
  permissions: Permissions;
}): NavItem[] {
  return NAV_RULES.filter(
    (r) =>
      (!r.flag || input.permissions[r.flag]) &&
      (!r.accountTypes || (input.accountType !== undefined && r.accountTypes.includes(input.accountType))) &&
      (!r.superAdminOnly || input.superAdmin === true),
  ).map(({ label, group, icon, target, overlay }) => ({ label, group, icon, target, ...(overlay ? { overlay } : {}) }));
}
