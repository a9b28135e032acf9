// Spec 000 §6 as a table: every role (the user) × every view it may choose × every permission
// flag (action), written out from the spec's sentences, against computePermissions. Also the
// refusal of a view above the user's own level, and the partner settings turning each flag off.
import { describe, expect, it } from 'vitest';
import {
  computePermissions,
  PERMISSION_FLAGS,
  type PermissionFlag,
  type PermissionUser,
  type ViewAsLevel,
} from '@/lib/permissions';

const ROLES: Record<string, { user: PermissionUser; level: ViewAsLevel }> = {
  superAdmin: { user: { isSuperAdmin: true, accountType: 'partner' }, level: 'superAdmin' },
  partner: { user: { accountType: 'partner' }, level: 'partner' },
  reseller: { user: { accountType: 'reseller' }, level: 'reseller' },
  organisation: { user: { accountType: 'organization' }, level: 'owner' },
  'invited admin': { user: { accountType: 'organization', isAdminUser: true }, level: 'admin' },
  agent: { user: { accountType: 'agent' }, level: 'admin' },
  'anonymous visitor': { user: {}, level: 'admin' },
};
const ORDER: readonly ViewAsLevel[] = ['superAdmin', 'partner', 'reseller', 'owner', 'admin'];
const FULL: readonly ViewAsLevel[] = ['superAdmin', 'partner', 'reseller'];
// "Any other user is the same, except billing flags, delete and deactivate are false."
const OWNER_ONLY: readonly PermissionFlag[] = [
  'canViewBilling',
  'canManageBilling',
  'canDeleteOrg',
  'canDeactivateOrg',
];

/** The spec's answer for a flag, with every partner setting left on. */
function expected(flag: PermissionFlag, view: ViewAsLevel, orgItself: boolean): boolean {
  if (FULL.includes(view)) return true; // "All flags are true when viewing as superAdmin, partner or reseller"
  if (flag === 'canInspectJSON') return false; // "canInspectJSON is false"
  if (OWNER_ONLY.includes(flag)) return orgItself || view === 'owner';
  return true; // each flag follows a partner setting that is on unless explicitly false
}

const cases = Object.entries(ROLES).flatMap(([role, { user, level }]) =>
  ORDER.flatMap((requested) =>
    PERMISSION_FLAGS.map((flag) => {
      // "allowed only if the user holds that level or higher"; otherwise the user's own level.
      const allowed = ORDER.indexOf(requested) >= ORDER.indexOf(level);
      const view = allowed ? requested : level;
      const orgItself = role === 'organisation';
      return { role, user, requested, flag, want: expected(flag, view, orgItself) };
    }),
  ),
);

describe('roles × views × actions (spec 000 §6)', () => {
  it('covers every role, view and flag', () => {
    expect(cases).toHaveLength(Object.keys(ROLES).length * ORDER.length * PERMISSION_FLAGS.length);
    expect(PERMISSION_FLAGS).toHaveLength(17);
  });

  it.each(cases)('$role viewing as $requested: $flag is $want', ({ user, requested, flag, want }) => {
    const flags = computePermissions({ viewAs: requested, user, account: { id: 3001, accountType: 'organization' } });
    expect(flags[flag]).toBe(want);
  });

  it('a partner setting set to false turns its flags off below the full views, never above', () => {
    const off = {
      grantTrialEntry: false,
      showMembers: false,
      showBilling: false,
      allowSignup: false,
      allowTasks: false,
      allowAddAgents: false,
      allowAgentTakeover: false,
      allowFullEditor: false,
      allowEmbeds: false,
      smsMessaging: false,
      allowOrgNumberAssignment: false,
    };
    const owner = computePermissions({
      viewAs: 'owner',
      user: { accountType: 'organization' },
      account: { id: 3001, accountType: 'organization' },
      partnerSettings: off,
    });
    // canViewOrg and canEditOrg follow no partner setting; every other flag is off.
    for (const flag of PERMISSION_FLAGS)
      expect([flag, owner[flag]]).toEqual([flag, flag === 'canViewOrg' || flag === 'canEditOrg']);
    const reseller = computePermissions({
      viewAs: 'reseller',
      user: { accountType: 'reseller' },
      partnerSettings: off,
    });
    for (const flag of PERMISSION_FLAGS) expect([flag, reseller[flag]]).toEqual([flag, true]);
  });
});
