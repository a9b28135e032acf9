import { describe, it, expect } from 'vitest';
import { navigationItems } from '@/features/permissions';
import { PERMISSION_FLAGS, SECTION_GATES, computePermissions, sectionShown, type Permissions } from '@/lib/permissions';
import type { OverlayName } from '@/lib/search';

const all = (v: boolean) => Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, v])) as unknown as Permissions;
const labels = (input: Parameters<typeof navigationItems>[0]) => navigationItems(input).map((i) => i.label);

describe('navigation by account type and permission flags', () => {
  it.each([
    ['partner', ['Resellers']],
    ['reseller', ['Organizations']],
    ['organization', ['Agents']],
    ['agent', []],
  ])('a %s account gets its own account list %j', (accountType, own) => {
    const got = navigationItems({ accountType, permissions: all(true) });
    expect(got.filter((i) => i.group === 'Accounts').map((i) => i.label)).toEqual(own);
  });

  it('offers every section of the issue, each a page or a real screen (never a panel that is not there yet)', () => {
    const items = navigationItems({ accountType: 'agent', permissions: all(true) });
    expect(items.map((i) => i.label)).toEqual(
      expect.arrayContaining([
        'Inbox',
        'Agent',
        'Dashboard',
        'Logs',
        'Usage',
        'Contacts',
        'Calendar',
        'Knowledge base',
        'Tasks',
        'Integrations',
        'Phone numbers',
        'Developer',
        'Team',
        'Billing',
        'Wallet',
        'Settings',
      ]),
    );
    // Overlays only where the overlay is the section's screen.
    expect(items.filter((i) => 'overlay' in i.target).map((i) => i.label)).toEqual(['Contacts']);
  });

  it.each([
    ['canViewBilling', 'Billing'],
    ['canManageUsers', 'Team'],
    ['canSelectNumber', 'Phone numbers'],
    ['canViewTasks', 'Tasks'],
  ] as const)('hides the entry behind %s when the flag is off', (flag, label) => {
    expect(labels({ accountType: 'organization', permissions: all(true) })).toContain(label);
    expect(labels({ accountType: 'organization', permissions: { ...all(true), [flag]: false } })).not.toContain(label);
  });

  it('offers Contacts only where an organization is: partners and resellers open it from one below', () => {
    expect(labels({ accountType: 'organization', permissions: all(true) })).toContain('Contacts');
    expect(labels({ accountType: 'agent', permissions: all(true) })).toContain('Contacts');
    expect(labels({ accountType: 'reseller', permissions: all(true) })).not.toContain('Contacts');
    expect(labels({ accountType: 'partner', permissions: all(true) })).not.toContain('Contacts');
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

  it.each([
    ['no list: every entry', null, ['Billing', 'Contacts', 'Calendar', 'Wallet', 'Team', 'Settings']],
    [
      'billing left out',
      ['contacts', 'schedule', 'wallet', 'members', 'settings'],
      ['Contacts', 'Calendar', 'Wallet', 'Team', 'Settings'],
    ],
    ['only billing', ['billing'], ['Billing']],
    ['an empty list', [], []],
  ] as const)("follows the account's allowed overlays (%s)", (_name, allowedOverlays, shown) => {
    const got = labels({ accountType: 'organization', permissions: all(true), allowedOverlays });
    for (const label of ['Billing', 'Contacts', 'Calendar', 'Wallet', 'Team', 'Settings'])
      expect(got.includes(label), label).toBe((shown as readonly string[]).includes(label));
    // Entries behind no overlay stay.
    expect(got).toEqual(expect.arrayContaining(['Home', 'Inbox', 'Dashboard', 'Logs', 'Developer']));
  });

  it('shows a gated section exactly when sectionShown does (the rule the home page uses)', () => {
    const sections = Object.keys(SECTION_GATES) as (keyof typeof SECTION_GATES)[];
    const lists: (readonly OverlayName[] | null)[] = [null, [], ['billing'], ['members', 'wallet', 'schedule']];
    for (const flagsOn of [true, false])
      for (const off of [...PERMISSION_FLAGS, undefined]) {
        const permissions = off ? { ...all(flagsOn), [off]: !flagsOn } : all(flagsOn);
        for (const allowedOverlays of lists) {
          const items = navigationItems({ accountType: 'organization', permissions, allowedOverlays });
          for (const section of sections) {
            const entry = items.some((i) => 'section' in i.target && i.target.section === section);
            expect(entry, `${section} ${JSON.stringify({ off, flagsOn, allowedOverlays })}`).toBe(
              sectionShown(permissions, allowedOverlays, section),
            );
          }
        }
      }
  });
});
