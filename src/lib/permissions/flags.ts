// Roles, view-as levels and permission flags (spec 000 §6). The template-variable default by
// role and the new-conversation gate (§2.3) are ./gates (see ./index.ts).
import type { AccountType } from '@/api/generated/model';
import { SMS_AND_EMBEDS_FORCED_ACCOUNT_ID, TEST_ACCOUNT_IDS } from '../constants';

// ---------------------------------------------------------------------------------------------
// Roles and view-as levels

/** View-as levels, highest first: superAdmin, partner, reseller, owner, then admin. */
export const VIEW_AS_LEVELS = ['superAdmin', 'partner', 'reseller', 'owner', 'admin'] as const;
export type ViewAsLevel = (typeof VIEW_AS_LEVELS)[number];

export const ROLES = [...VIEW_AS_LEVELS, 'organization', 'agent', 'anonymous'] as const;
export type Role = (typeof ROLES)[number];

export type { AccountType };

/** Owner ranks above admin, so an invited admin cannot choose the owner's view. */
const LEVEL_RANK: ReadonlyMap<ViewAsLevel, number> = new Map<ViewAsLevel, number>([
  ['superAdmin', 4],
  ['partner', 3],
  ['reseller', 2],
  ['owner', 1],
  ['admin', 0],
]);

const rankOf = (level: ViewAsLevel): number => LEVEL_RANK.get(level) ?? 0;

export function isViewAsLevel(value: unknown): value is ViewAsLevel {
  return typeof value === 'string' && (VIEW_AS_LEVELS as readonly string[]).includes(value);
}

export interface PermissionUser {
  /** The user is the super administrator. */
  readonly isSuperAdmin?: boolean;
  /** The signed-in account's type. */
  readonly accountType?: string;
  /** The user is an admin user invited to the account (not its owner). */
  readonly isAdminUser?: boolean;
}

/**
 * True when the user is the organization account itself: account type organization, not an
 * invited admin user and not the super admin.
 */
export function isOrganizationItself(user: PermissionUser | null | undefined): boolean {
  return (
    typeof user === 'object' &&
    user !== null &&
    user.accountType === 'organization' &&
    user.isAdminUser !== true &&
    user.isSuperAdmin !== true
  );
}

/**
 * The user's own level: superAdmin, partner, reseller; owner only for the organization account
 * itself; any other user (invited admins, agent accounts, unknown or missing account types) is
 * admin.
 */
export function userLevel(user: PermissionUser | null | undefined): ViewAsLevel {
  if (typeof user !== 'object' || user === null) return 'admin';
  if (user.isSuperAdmin === true) return 'superAdmin';
  if (user.accountType === 'partner') return 'partner';
  if (user.accountType === 'reseller') return 'reseller';
  return isOrganizationItself(user) ? 'owner' : 'admin';
}

/** A view-as level is allowed only at or below the user's own level (owner above admin). */
export function canViewAs(user: PermissionUser | null | undefined, level: ViewAsLevel): boolean {
  return isViewAsLevel(level) && rankOf(level) <= rankOf(userLevel(user));
}

export function allowedViewAsLevels(user: PermissionUser | null | undefined): ViewAsLevel[] {
  return VIEW_AS_LEVELS.filter((level) => canViewAs(user, level));
}

/** The stored view-as choice if allowed for the user, else the user's own level. */
export function resolveViewAs(stored: unknown, user: PermissionUser | null | undefined): ViewAsLevel {
  return isViewAsLevel(stored) && canViewAs(user, stored) ? stored : userLevel(user);
}

// ---------------------------------------------------------------------------------------------
// Permission flags

export const PERMISSION_FLAGS = [
  'canViewOrg',
  'canEditOrg',
  'canOnboardWithoutPlan',
  'canManageUsers',
  'canInviteUsers',
  'canViewBilling',
  'canManageBilling',
  'canDeleteOrg',
  'canViewTasks',
  'canAddAgents',
  'canTakeoverAgent',
  'canUseFullEditor',
  'canViewEmbeds',
  'canSetupSMS',
  'canSelectNumber',
  'canInspectJSON',
  'canDeactivateOrg',
] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];
export type Permissions = Readonly<Record<PermissionFlag, boolean>>;

/** Partner settings behind the flags; each is on unless explicitly false. */
export interface PartnerSettings {
  readonly grantTrialEntry?: boolean;
  readonly showMembers?: boolean;
  readonly showBilling?: boolean;
  readonly allowSignup?: boolean;
  readonly allowTasks?: boolean;
  readonly allowAddAgents?: boolean;
  readonly allowAgentTakeover?: boolean;
  readonly allowFullEditor?: boolean;
  readonly allowEmbeds?: boolean;
  readonly smsMessaging?: boolean;
  readonly allowOrgNumberAssignment?: boolean;
}

/** Which partner setting each flag follows (flags not listed are on). */
export const FLAG_SETTINGS: Readonly<Partial<Record<PermissionFlag, keyof PartnerSettings>>> = {
  canOnboardWithoutPlan: 'grantTrialEntry',
  canManageUsers: 'showMembers',
  canInviteUsers: 'showMembers',
  canViewBilling: 'showBilling',
  canManageBilling: 'showBilling',
  canDeleteOrg: 'allowSignup',
  canDeactivateOrg: 'allowSignup',
  canViewTasks: 'allowTasks',
  canAddAgents: 'allowAddAgents',
  canTakeoverAgent: 'allowAgentTakeover',
  canUseFullEditor: 'allowFullEditor',
  canViewEmbeds: 'allowEmbeds',
  canSetupSMS: 'smsMessaging',
  canSelectNumber: 'allowOrgNumberAssignment',
};

/** Flags true for designated test accounts; the rest are false. */
export const TEST_ACCOUNT_FLAGS: readonly PermissionFlag[] = [
  'canViewOrg',
  'canEditOrg',
  'canOnboardWithoutPlan',
  'canSelectNumber',
  'canDeactivateOrg',
];

/** Flags that are off for users other than the organisation itself (or viewing as owner). */
export const OWNER_ONLY_FLAGS: readonly PermissionFlag[] = [
  'canViewBilling',
  'canManageBilling',
  'canDeleteOrg',
  'canDeactivateOrg',
];

export interface PermissionAccount {
  readonly id?: string | number | null;
  readonly accountType?: string;
}

export interface PermissionInput {
  /** The stored view-as choice (checked against the user's level). */
  readonly viewAs?: unknown;
  readonly user: PermissionUser;
  /** The organisation account the permissions apply to. */
  readonly account?: PermissionAccount | null;
  readonly partnerSettings?: PartnerSettings | null;
  /** A designated test account (also true when the account id is in TEST_ACCOUNT_IDS). */
  readonly isTestAccount?: boolean;
}

function allFlags(value: boolean): Record<PermissionFlag, boolean> {
  const out = {} as Record<PermissionFlag, boolean>;
  for (const flag of PERMISSION_FLAGS) out[flag] = value;
  return out;
}

/** True when viewing as superAdmin, partner or reseller (the view being allowed for the user). */
function hasFullView(viewAs: ViewAsLevel): boolean {
  return viewAs === 'superAdmin' || viewAs === 'partner' || viewAs === 'reseller';
}

export function isTestAccountId(id: unknown): boolean {
  return (typeof id === 'string' || typeof id === 'number') && TEST_ACCOUNT_IDS.includes(String(id));
}

/**
 * The 17 flags (spec §6), in order of precedence:
 * 1. viewing as superAdmin, partner (by a partner or super admin) or reseller (by a reseller,
 *    partner or super admin): all true;
 * 2. designated test accounts: canViewOrg, canEditOrg, canOnboardWithoutPlan, canSelectNumber and
 *    canDeactivateOrg true, the rest false;
 * 3. the organisation itself, or viewing as owner: each flag follows its partner setting (on
 *    unless explicitly false), canInspectJSON false;
 * 4. any other user: the same, with billing, delete and deactivate false.
 * The special account id forces canSetupSMS and canViewEmbeds on.
 */
export function computePermissions(input: PermissionInput): Permissions {
  const viewAs = resolveViewAs(input.viewAs, input.user);
  const accountId = input.account?.id;
  let flags: Record<PermissionFlag, boolean>;
  if (hasFullView(viewAs)) {
    flags = allFlags(true);
  } else if (input.isTestAccount === true || isTestAccountId(accountId)) {
    flags = allFlags(false);
    for (const flag of TEST_ACCOUNT_FLAGS) flags[flag] = true;
  } else {
    const settings = input.partnerSettings ?? {};
    flags = allFlags(true);
    for (const flag of PERMISSION_FLAGS) {
      const setting = FLAG_SETTINGS[flag];
      if (setting !== undefined) flags[flag] = settings[setting] !== false;
    }
    flags.canInspectJSON = false;
    // The organisation's own account (not an invited admin user, not a super admin looking in).
    if (!(isOrganizationItself(input.user) || viewAs === 'owner')) {
      for (const flag of OWNER_ONLY_FLAGS) flags[flag] = false;
    }
  }
  if (accountId !== undefined && accountId !== null && String(accountId) === SMS_AND_EMBEDS_FORCED_ACCOUNT_ID) {
    flags.canSetupSMS = true;
    flags.canViewEmbeds = true;
  }
  return flags;
}
