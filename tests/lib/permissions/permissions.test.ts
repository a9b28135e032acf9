import { describe, it, expect } from 'vitest';
import type { PartnerSettings, PermissionFlag, PermissionUser } from '@/lib/permissions';
import {
  PERMISSION_FLAGS,
  allowedViewAsLevels,
  canViewAs,
  computePermissions,
  defaultReplaceTemplateVars,
  newConversationGate,
  newConversationInput,
  resolveViewAs,
  userLevel,
} from '@/lib/permissions';
import { SMS_AND_EMBEDS_FORCED_ACCOUNT_ID, TEST_ACCOUNT_IDS } from '@/lib/constants';

const superAdmin: PermissionUser = { isSuperAdmin: true, accountType: 'organization' };
const partner: PermissionUser = { accountType: 'partner' };
const reseller: PermissionUser = { accountType: 'reseller' };
const owner: PermissionUser = { accountType: 'organization' };
const admin: PermissionUser = { accountType: 'organization', isAdminUser: true };

const ALL_ON = Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, true]));
const only = (flags: PermissionFlag[]): Record<string, boolean> =>
  Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, flags.includes(f)]));
const except = (flags: PermissionFlag[]): Record<string, boolean> =>
  Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, !flags.includes(f)]));

describe('view-as levels', () => {
  it.each([
    [superAdmin, 'superAdmin', ['superAdmin', 'partner', 'reseller', 'owner', 'admin']],
    [partner, 'partner', ['partner', 'reseller', 'owner', 'admin']],
    [reseller, 'reseller', ['reseller', 'owner', 'admin']],
    [owner, 'owner', ['owner', 'admin']],
    [admin, 'admin', ['admin']],
    [{}, 'admin', ['admin']],
    [{ accountType: 'agent' }, 'admin', ['admin']],
    [{ accountType: 'nonsense' }, 'admin', ['admin']],
    [{ accountType: 'organization', isSuperAdmin: false, isAdminUser: false }, 'owner', ['owner', 'admin']],
  ] as const)('%j is %s and may view as %j', (user, level, allowed) => {
    expect(userLevel(user)).toBe(level);
    expect(allowedViewAsLevels(user)).toEqual(allowed);
  });

  it('an invited admin cannot choose the owner view; the owner can choose the admin view', () => {
    expect(canViewAs(admin, 'owner')).toBe(false);
    expect(resolveViewAs('owner', admin)).toBe('admin');
    expect(canViewAs(owner, 'admin')).toBe(true);
    expect(resolveViewAs('admin', owner)).toBe('admin');
  });

  it('a missing or malformed user is the lowest level', () => {
    expect(userLevel(null)).toBe('admin');
    expect(resolveViewAs('owner', undefined)).toBe('admin');
  });

  it.each([
    [reseller, 'partner', 'reseller'],
    [reseller, 'owner', 'owner'],
    [owner, 'superAdmin', 'owner'],
    [admin, 'owner', 'admin'],
    [partner, 'superAdmin', 'partner'],
    [superAdmin, 'reseller', 'reseller'],
    [admin, 'nonsense', 'admin'],
    [admin, undefined, 'admin'],
  ] as const)('stored choice: %j asking %s gets %s', (user, stored, level) => {
    expect(resolveViewAs(stored, user)).toBe(level);
    expect(canViewAs(user, level)).toBe(true);
  });
});

describe('computePermissions (spec §6)', () => {
  it('has the 17 flags', () => {
    expect(PERMISSION_FLAGS).toHaveLength(17);
  });

  it.each([
    ['super admin as superAdmin', superAdmin, 'superAdmin'],
    ['super admin as partner', superAdmin, 'partner'],
    ['super admin as reseller', superAdmin, 'reseller'],
    ['partner as partner', partner, 'partner'],
    ['partner as reseller', partner, 'reseller'],
    ['reseller as reseller', reseller, 'reseller'],
  ] as const)('all flags are true: %s', (_name, user, viewAs) => {
    expect(computePermissions({ user, viewAs, partnerSettings: { showBilling: false }, isTestAccount: true })).toEqual(
      ALL_ON,
    );
  });

  it('a reseller cannot gain a partner view by storing it: the flags are the reseller view’s', () => {
    const stored = computePermissions({ user: reseller, viewAs: 'partner', partnerSettings: { showBilling: false } });
    const own = computePermissions({ user: reseller, viewAs: 'reseller', partnerSettings: { showBilling: false } });
    expect(resolveViewAs('partner', reseller)).toBe('reseller');
    expect(stored).toEqual(own);
    expect(stored).toEqual(ALL_ON);
  });

  it('lower users cannot gain a higher view by storing it', () => {
    const ownerFlags = except(['canInspectJSON']);
    for (const viewAs of ['superAdmin', 'partner', 'reseller']) {
      expect(computePermissions({ user: owner, viewAs })).toEqual(ownerFlags);
      expect(computePermissions({ user: admin, viewAs })).toEqual(computePermissions({ user: admin }));
    }
    expect(computePermissions({ user: admin, viewAs: 'reseller' }).canInspectJSON).toBe(false);
  });

  it('designated test accounts: five flags on, the rest off', () => {
    const expected = only(['canViewOrg', 'canEditOrg', 'canOnboardWithoutPlan', 'canSelectNumber', 'canDeactivateOrg']);
    expect(computePermissions({ user: owner, isTestAccount: true })).toEqual(expected);
    expect(computePermissions({ user: owner, account: { id: TEST_ACCOUNT_IDS[0] } })).toEqual(expected);
    expect(computePermissions({ user: superAdmin, viewAs: 'owner', isTestAccount: true })).toEqual(expected);
  });

  it('the organisation itself or viewing as owner: everything on by default except canInspectJSON', () => {
    const expected = except(['canInspectJSON']);
    expect(computePermissions({ user: owner })).toEqual(expected);
    expect(computePermissions({ user: owner, partnerSettings: {} })).toEqual(expected);
    expect(computePermissions({ user: superAdmin, viewAs: 'owner' })).toEqual(expected);
    expect(computePermissions({ user: reseller, viewAs: 'owner' })).toEqual(expected);
  });

  it.each([
    ['grantTrialEntry', ['canOnboardWithoutPlan']],
    ['showMembers', ['canManageUsers', 'canInviteUsers']],
    ['showBilling', ['canViewBilling', 'canManageBilling']],
    ['allowSignup', ['canDeleteOrg', 'canDeactivateOrg']],
    ['allowTasks', ['canViewTasks']],
    ['allowAddAgents', ['canAddAgents']],
    ['allowAgentTakeover', ['canTakeoverAgent']],
    ['allowFullEditor', ['canUseFullEditor']],
    ['allowEmbeds', ['canViewEmbeds']],
    ['smsMessaging', ['canSetupSMS']],
    ['allowOrgNumberAssignment', ['canSelectNumber']],
  ] as const)('partner setting %s = false turns off %j (only when explicitly false)', (setting, flags) => {
    const off = computePermissions({ user: owner, partnerSettings: { [setting]: false } as PartnerSettings });
    expect(off).toEqual(except(['canInspectJSON', ...flags]));
    const unset = computePermissions({ user: owner, partnerSettings: { [setting]: undefined } as PartnerSettings });
    expect(unset).toEqual(except(['canInspectJSON']));
  });

  it('other users: the same, with billing, delete and deactivate off', () => {
    const expected = except([
      'canInspectJSON',
      'canViewBilling',
      'canManageBilling',
      'canDeleteOrg',
      'canDeactivateOrg',
    ]);
    expect(computePermissions({ user: admin })).toEqual(expected);
    expect(computePermissions({ user: admin, viewAs: 'owner' })).toEqual(expected);
    expect(computePermissions({ user: {} })).toEqual(expected);
    expect(computePermissions({ user: { accountType: 'agent' } })).toEqual(expected);
    expect(computePermissions({ user: {}, viewAs: 'owner' })).toEqual(expected);
    expect(computePermissions({ user: superAdmin, viewAs: 'admin' })).toEqual(expected);
    expect(computePermissions({ user: admin, partnerSettings: { allowTasks: false } }).canViewTasks).toBe(false);
  });

  it('the special account id forces SMS and embeds on', () => {
    const settings = { smsMessaging: false, allowEmbeds: false };
    const account = { id: SMS_AND_EMBEDS_FORCED_ACCOUNT_ID };
    expect(computePermissions({ user: owner, partnerSettings: settings })).toMatchObject({
      canSetupSMS: false,
      canViewEmbeds: false,
    });
    expect(computePermissions({ user: owner, account, partnerSettings: settings })).toMatchObject({
      canSetupSMS: true,
      canViewEmbeds: true,
    });
    expect(computePermissions({ user: admin, account, partnerSettings: settings })).toMatchObject({
      canSetupSMS: true,
      canViewEmbeds: true,
    });
  });
});

describe('template variables', () => {
  it.each([
    ['superAdmin', undefined, false],
    ['reseller', undefined, false],
    ['partner', undefined, true],
    ['owner', undefined, true],
    ['admin', undefined, true],
    ['superAdmin', 'true', true],
    ['reseller', true, true],
    ['owner', 'false', false],
    ['superAdmin', 'maybe', false],
  ])('%s with force %j → replace %s', (level, force, replace) => {
    expect(defaultReplaceTemplateVars(level, force)).toBe(replace);
  });
});

describe('new conversation gate (checked in order)', () => {
  it.each([
    [
      { premium: false, phoneNumber: null, smsEnabled: false },
      { ok: false, open: 'upgrade', redirect: 'selectNumber' },
    ],
    [
      { premium: false, phoneNumber: '+15551234567', smsEnabled: true },
      { ok: false, open: 'upgrade', redirect: 'selectNumber' },
    ],
    [
      { premium: true, phoneNumber: null, smsEnabled: false },
      { ok: false, open: 'selectNumber' },
    ],
    [
      { premium: true, phoneNumber: ' ', smsEnabled: true },
      { ok: false, open: 'selectNumber' },
    ],
    [
      { premium: true, phoneNumber: '+15551234567', smsEnabled: false },
      { ok: false, open: 'requestAccess' },
    ],
    [{ premium: true, phoneNumber: '+15551234567', smsEnabled: true }, { ok: true }],
  ])('%j → %j', (input, result) => {
    expect(newConversationGate(input)).toEqual(result);
  });

  it('reads {product}Premium, {product}PhoneNumber and smsEnabled from an account', () => {
    expect(newConversationInput({ vidaPremium: true, vidaPhoneNumber: '+1555', smsEnabled: true }, 'vida')).toEqual({
      premium: true,
      phoneNumber: '+1555',
      smsEnabled: true,
    });
    expect(newConversationInput(null, 'vida')).toEqual({ premium: false, phoneNumber: null, smsEnabled: false });
  });
});
