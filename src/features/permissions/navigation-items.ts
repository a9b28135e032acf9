import type { OverlayName } from '@/lib/search';
import type { PermissionFlag, Permissions } from '@/lib/permissions';

/** Where an entry leads: a page of the console (when its route exists) or the overlay that
 * serves the section today (never a page that does not exist yet). */
export type NavTarget = { page: 'home' | 'inbox' } | { section: NavSection } | { overlay: OverlayName };

/** The account sections that have a page (`/app/<account path>/<section>`). */
export type NavSection = 'agent' | 'dashboard' | 'logs' | 'usage';

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
  | 'add'
  | 'admin'
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
}

interface NavRule extends NavItem {
  /** Shown only when this permission flag is on. */
  flag?: PermissionFlag;
  /** Shown only to these account types. */
  accountTypes?: readonly string[];
  superAdminOnly?: boolean;
}

/** The app's navigation: what an account type and its permission flags may open (spec 000 §6),
 * grouped by purpose. */
export const NAV_RULES: readonly NavRule[] = [
  { label: 'Home', group: 'Workspace', icon: 'home', target: { page: 'home' } },
  { label: 'Inbox', group: 'Workspace', icon: 'inbox', target: { page: 'inbox' } },
  { label: 'Agent', group: 'Workspace', icon: 'agent', target: { section: 'agent' }, accountTypes: ['agent'] },
  { label: 'Dashboard', group: 'Workspace', icon: 'dashboard', target: { section: 'dashboard' } },
  { label: 'Logs', group: 'Workspace', icon: 'logs', target: { section: 'logs' } },
  { label: 'Usage', group: 'Workspace', icon: 'usage', target: { section: 'usage' } },
  { label: 'Contacts', group: 'Workspace', icon: 'contacts', target: { overlay: 'contacts' } },
  { label: 'Calendar', group: 'Workspace', icon: 'calendar', target: { overlay: 'schedule' } },
  {
    label: 'New reseller',
    group: 'Accounts',
    icon: 'add',
    target: { overlay: 'createResellerAccount' },
    accountTypes: ['partner'],
  },
  {
    label: 'New organization',
    group: 'Accounts',
    icon: 'add',
    target: { overlay: 'createOrgAccount' },
    accountTypes: ['reseller'],
  },
  {
    label: 'New agent',
    group: 'Accounts',
    icon: 'add',
    target: { overlay: 'createAgentAccount' },
    accountTypes: ['organization'],
    flag: 'canAddAgents',
  },
  { label: 'Integrations', group: 'Configure', icon: 'integrations', target: { overlay: 'integrations' } },
  {
    label: 'Phone numbers',
    group: 'Configure',
    icon: 'phone',
    target: { overlay: 'selectNumber' },
    flag: 'canSelectNumber',
  },
  { label: 'Settings', group: 'Configure', icon: 'settings', target: { overlay: 'settings' } },
  { label: 'Team', group: 'Administration', icon: 'team', target: { overlay: 'members' }, flag: 'canManageUsers' },
  {
    label: 'Billing',
    group: 'Administration',
    icon: 'billing',
    target: { overlay: 'billing' },
    flag: 'canViewBilling',
  },
  { label: 'Wallet', group: 'Administration', icon: 'wallet', target: { overlay: 'wallet' } },
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
  ).map(({ label, group, icon, target }) => ({ label, group, icon, target }));
}
