import { describe, it, expect } from 'vitest';
import { navigationItems } from '@/features/permissions';
import { PERMISSION_FLAGS, computePermissions, type Permissions } from '@/lib/permissions';

const all = (v: boolean) => Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, v])) as unknown as Permissions;
const labels = (input: Parameters<typeof navigationItems>[0]) => navigationItems(input).map((i) => i.label);

describe('navigation by account type and permission flags', () => {
  it.each([
    ['partner', ['New reseller']],
    ['reseller', ['New organization']],
    ['organization', ['New agent']],
    ['agent', []],
  ])('a %s account gets its own creation entry %j', (accountType, own) => {
    const got = labels({ accountType, permissions: all(true) });
    const creation = got.filter((l) => l.startsWith('New '));
    expect(creation).toEqual(own);
  });

  it.each([
    ['canViewBilling', 'Billing'],
    ['canManageUsers', 'Team'],
    ['canSelectNumber', 'Phone numbers'],
  ] as const)('hides the entry behind %s when the flag is off', (flag, label) => {
    expect(labels({ accountType: 'organization', permissions: all(true) })).toContain(label);
    expect(labels({ accountType: 'organization', permissions: { ...all(true), [flag]: false } })).not.toContain(label);
  });

  it('offers Org admin to super admins only', () => {
    expect(labels({ accountType: 'agent', superAdmin: true, permissions: all(true) })).toContain('Org admin');
    expect(labels({ accountType: 'agent', superAdmin: false, permissions: all(true) })).not.toContain('Org admin');
  });

  it('follows the partner settings: billing and members off when the partner says so', () => {
    const permissions = computePermissions({
      user: { accountType: 'organization' },
      account: { id: 3001, accountType: 'organization' },
      partnerSettings: { showBilling: false, showMembers: false },
    });
    const got = labels({ accountType: 'organization', permissions });
    expect(got).not.toContain('Billing');
    expect(got).not.toContain('Team');
    expect(got).toContain('Contacts');
  });

  it('an agent account (not the organization itself) does not see billing', () => {
    const permissions = computePermissions({
      user: { accountType: 'agent' },
      account: { id: 4001, accountType: 'agent' },
    });
    expect(labels({ accountType: 'agent', permissions })).not.toContain('Billing');
  });
});
