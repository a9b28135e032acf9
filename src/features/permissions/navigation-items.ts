import type { OverlayName } from '@/lib/search';
import type { PermissionFlag, Permissions } from '@/lib/permissions';

export interface NavItem {
  label: string;
  overlay: OverlayName;
}

interface NavRule extends NavItem {
  /** Shown only when this permission flag is on. */
  flag?: PermissionFlag;
  /** Shown only to these account types. */
  accountTypes?: readonly string[];
  superAdminOnly?: boolean;
}

/** The app's navigation: what an account type and its permission flags may open (spec 000 §6). */
export const NAV_RULES: readonly NavRule[] = [
  { label: 'Contacts', overlay: 'contacts' },
  { label: 'Calendar', overlay: 'schedule' },
  { label: 'Integrations', overlay: 'integrations' },
  { label: 'Phone number', overlay: 'selectNumber', flag: 'canSelectNumber' },
  { label: 'Members', overlay: 'members', flag: 'canManageUsers' },
  { label: 'Billing', overlay: 'billing', flag: 'canViewBilling' },
  { label: 'Wallet', overlay: 'wallet' },
  { label: 'New reseller', overlay: 'createResellerAccount', accountTypes: ['partner'] },
  { label: 'New organization', overlay: 'createOrgAccount', accountTypes: ['reseller'] },
  { label: 'New agent', overlay: 'createAgentAccount', accountTypes: ['organization'], flag: 'canAddAgents' },
  { label: 'Org admin', overlay: 'orgAdmin', superAdminOnly: true },
  { label: 'View as', overlay: 'viewAs' },
  { label: 'Settings', overlay: 'settings' },
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
  ).map(({ label, overlay }) => ({ label, overlay }));
}
