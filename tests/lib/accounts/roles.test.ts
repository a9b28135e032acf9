import { describe, expect, it } from 'vitest';
import { computePermissions, type ViewAsLevel } from '@/lib/permissions';
import { hierarchyActions, type HierarchyActions } from '@/lib/accounts';
import type { AccountPathType } from '@/lib/search';

/** The §6 roles as the permission rules see them (the user's own account and the view chosen). */
const ROLES = {
  superAdmin: { user: { isSuperAdmin: true, accountType: 'partner' }, level: 'superAdmin' },
  partner: { user: { accountType: 'partner' }, level: 'partner' },
  reseller: { user: { accountType: 'reseller' }, level: 'reseller' },
  owner: { user: { accountType: 'organization' }, level: 'owner' },
  admin: { user: { accountType: 'agent' }, level: 'admin' },
} as const;
type RoleName = keyof typeof ROLES;

function actionsOf(role: RoleName, acting: AccountPathType, partnerSettings = {}): HierarchyActions {
  const { user, level } = ROLES[role];
  const permissions = computePermissions({
    viewAs: level,
    user,
    account: { id: 3001, accountType: 'organization' },
    partnerSettings,
  });
  return hierarchyActions({ level: level as ViewAsLevel, superAdmin: 'isSuperAdmin' in user, permissions }, acting);
}

type Row = [RoleName, AccountPathType, keyof HierarchyActions, boolean];
const TABLE: Row[] = [
  // Create a reseller: partners (and the super admin) on a partner's list.
  ['superAdmin', 'partner', 'createReseller', true],
  ['partner', 'partner', 'createReseller', true],
  ['reseller', 'partner', 'createReseller', false],
  ['owner', 'partner', 'createReseller', false],
  ['partner', 'reseller', 'createReseller', false],
  // Create an organization: resellers and above, on a reseller's list.
  ['reseller', 'reseller', 'createOrg', true],
  ['partner', 'reseller', 'createOrg', true],
  ['owner', 'reseller', 'createOrg', false],
  ['admin', 'reseller', 'createOrg', false],
  ['reseller', 'org', 'createOrg', false],
  // Add agents: canAddAgents, on an organization.
  ['owner', 'org', 'createAgent', true],
  ['admin', 'org', 'createAgent', true],
  ['reseller', 'org', 'createAgent', true],
  ['owner', 'reseller', 'createAgent', false],
  // Delete an organization: canDeleteOrg (owner-only among non-full views).
  ['reseller', 'reseller', 'deleteOrg', true],
  ['owner', 'org', 'deleteOrg', true],
  ['admin', 'org', 'deleteOrg', false],
  // Enable, disable and takeover with adminToken: the super admin only.
  ['superAdmin', 'reseller', 'enableDisable', true],
  ['partner', 'reseller', 'enableDisable', false],
  ['reseller', 'reseller', 'enableDisable', false],
  ['superAdmin', 'org', 'takeover', true],
  ['partner', 'org', 'takeover', false],
  ['owner', 'org', 'takeover', false],
  // Agents are taken over from their organization with canTakeoverAgent.
  ['owner', 'org', 'takeoverAgent', true],
  ['admin', 'org', 'takeoverAgent', true],
  ['superAdmin', 'org', 'takeoverAgent', true],
  ['owner', 'reseller', 'takeoverAgent', false],
  ['owner', 'org', 'favorites', true],
  ['owner', 'reseller', 'favorites', false],
];

describe('hierarchy actions by §6 role', () => {
  it.each(TABLE)('%s on a %s: %s is %s', (role, acting, action, expected) => {
    expect(actionsOf(role, acting)[action]).toBe(expected);
  });

  it('partner settings switch off what they govern for owners, not for full views', () => {
    const off = { allowAddAgents: false, allowAgentTakeover: false, allowSignup: false };
    expect(actionsOf('owner', 'org', off)).toMatchObject({
      createAgent: false,
      takeoverAgent: false,
      deleteOrg: false,
    });
    expect(actionsOf('reseller', 'org', off)).toMatchObject({
      createAgent: true,
      takeoverAgent: true,
      deleteOrg: true,
    });
  });
});
