import type { FrameIconName } from '@/components/frame-icon';
import type { OverlayName } from '@/lib/search';
import { SECTION_GATES, gateOpen, type Gate, type Permissions } from '@/lib/permissions';

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

/** The icon an entry shows, by its frame-icon name (the sidebar draws it as it is). */
export type NavIcon = FrameIconName;

export interface NavItem {
  /** The link's accessible name. */
  label: string;
  group: NavGroup;
  icon: NavIcon;
  target: NavTarget;
}

interface NavRule extends NavItem {
  /** Shown only to these account types. */
  accountTypes?: readonly string[];
  superAdminOnly?: boolean;
}

/** The list of the accounts one level down, offered only to the account type above them. */
const accountList = (label: string, section: NavSection, parentType: string): NavRule => ({
  label,
  group: 'Accounts',
  icon: 'building-complex',
  target: { section },
  accountTypes: [parentType],
});

/** The app's navigation: what an account type and its permission flags may open (spec 000 §6),
 * grouped by purpose. */
export const NAV_RULES: readonly NavRule[] = [
  { label: 'Home', group: 'Workspace', icon: 'house', target: { page: 'home' } },
  { label: 'Inbox', group: 'Workspace', icon: 'inbox', target: { page: 'inbox' } },
  { label: 'Agent', group: 'Workspace', icon: 'bot', target: { section: 'agent' }, accountTypes: ['agent'] },
  { label: 'Dashboard', group: 'Workspace', icon: 'layout-dashboard', target: { section: 'dashboard' } },
  { label: 'Logs', group: 'Workspace', icon: 'scroll-text', target: { section: 'logs' } },
  { label: 'Usage', group: 'Workspace', icon: 'chart-column', target: { section: 'usage' } },
  // Contacts belong to an organization (spec 000 §8): partners and resellers, above every
  // organization, open them from an organization of theirs.
  {
    label: 'Contacts',
    group: 'Workspace',
    icon: 'users-round',
    target: { overlay: 'contacts' },
    accountTypes: ['organization', 'agent'],
  },
  { label: 'Calendar', group: 'Workspace', icon: 'calendar', target: { section: 'calendar' } },
  { label: 'Knowledge base', group: 'Workspace', icon: 'book-open', target: { section: 'knowledge' } },
  { label: 'Tasks', group: 'Workspace', icon: 'list-checks', target: { section: 'tasks' } },
  accountList('Resellers', 'resellers', 'partner'),
  accountList('Organizations', 'organizations', 'reseller'),
  accountList('Agents', 'agents', 'organization'),
  {
    label: 'Integrations',
    group: 'Configure',
    icon: 'plug',
    target: { section: 'integrations' },
  },
  {
    label: 'Phone numbers',
    group: 'Configure',
    icon: 'phone',
    target: { section: 'numbers' },
  },
  { label: 'Developer', group: 'Configure', icon: 'code-xml', target: { section: 'developer' } },
  { label: 'Settings', group: 'Configure', icon: 'settings', target: { section: 'settings' } },
  {
    label: 'Team',
    group: 'Administration',
    icon: 'users',
    target: { section: 'team' },
  },
  {
    label: 'Billing',
    group: 'Administration',
    icon: 'credit-card',
    target: { section: 'billing' },
  },
  { label: 'Wallet', group: 'Administration', icon: 'wallet', target: { section: 'wallet' } },
  {
    label: 'Org admin',
    group: 'Administration',
    icon: 'shield-check',
    target: { overlay: 'orgAdmin' },
    superAdminOnly: true,
  },
];

const GATES: Readonly<Partial<Record<NavSection, Gate>>> = SECTION_GATES;

/** What an entry asks of the viewer: a section's gate (its permission flag and the spec's overlay of
 * the same screen), or the overlay that is its screen, in the account's allowed overlays. */
const gateOf = (target: NavTarget): Gate | undefined =>
  'section' in target ? GATES[target.section] : 'overlay' in target ? target : undefined;

/** The entries the viewer is offered: the account type's, the gates open (the permission flags and
 * the account's allowed overlays), Org admin to super admins. */
export function navigationItems(input: {
  accountType?: string;
  superAdmin?: boolean;
  permissions: Permissions;
  /** The account's allowed overlays (settings.allowedOverlays); null or absent: no list. */
  allowedOverlays?: readonly OverlayName[] | null;
}): NavItem[] {
  return NAV_RULES.filter(
    (r) =>
      gateOpen(gateOf(r.target), input.permissions, input.allowedOverlays) &&
      (!r.accountTypes || (input.accountType !== undefined && r.accountTypes.includes(input.accountType))) &&
      (!r.superAdminOnly || input.superAdmin === true),
  ).map(({ label, group, icon, target }) => ({ label, group, icon, target }));
}
