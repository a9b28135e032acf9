import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { PERMISSION_FLAGS, type PermissionFlag } from '@/lib/permissions';
import {
  PARTNER_SETTINGS,
  PARTNER_SETTING_KEYS,
  adminPermissions,
  draftOf,
  flagsOfSetting,
  isDirty,
  organizationPermissions,
  readPartnerSettings,
  scriptsProblem,
  settingsPayload,
  settingsSchema,
  settingsTabsFor,
  offSentence,
  overlayLabel,
  type PartnerSettingKey,
} from '@/lib/settings';
import * as v from 'valibot';

// Spec 000 §6: each partner setting turns off exactly these flags for the organizations below.
const TABLE: [PartnerSettingKey, PermissionFlag[]][] = [
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
];

describe('partner settings → permission flags of the organization below', () => {
  it('lists every partner setting once, in the table', () => {
    expect([...PARTNER_SETTING_KEYS].sort()).toEqual(TABLE.map(([k]) => k).sort());
    for (const s of PARTNER_SETTINGS) expect(s.description.length).toBeGreaterThan(10);
  });

  it.each(TABLE)('%s off turns off exactly %j', (key, flags) => {
    expect(flagsOfSetting(key).sort()).toEqual([...flags].sort());
    const on = organizationPermissions({});
    const off = organizationPermissions({ [key]: false });
    const changed = PERMISSION_FLAGS.filter((f) => on[f] !== off[f]);
    expect(changed.sort()).toEqual([...flags].sort());
    for (const f of flags) expect(off[f]).toBe(false);
  });

  it.each(TABLE)('%s on (or absent) leaves its flags on for the organization itself', (key, flags) => {
    for (const value of [true, undefined]) {
      const p = organizationPermissions({ [key]: value });
      for (const f of flags) expect(p[f]).toBe(true);
    }
  });

  it('an invited admin never gets billing, delete or deactivate, whatever the settings', () => {
    const p = adminPermissions({});
    expect([p.canViewBilling, p.canManageBilling, p.canDeleteOrg, p.canDeactivateOrg]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(p.canManageUsers).toBe(true);
    expect(adminPermissions({ showMembers: false }).canInviteUsers).toBe(false);
  });

  it('reads each setting as on unless it is explicitly false', () => {
    expect(readPartnerSettings({ showMembers: false, allowTasks: 'no', smsMessaging: 0 })).toMatchObject({
      showMembers: false,
      allowTasks: true,
      smsMessaging: true,
    });
    expect(Object.values(readPartnerSettings(null)).every(Boolean)).toBe(true);
  });

  it('property: the organization’s flag is off exactly when its setting is false', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...PARTNER_SETTING_KEYS), fc.boolean()), (settings) => {
        const p = organizationPermissions(settings);
        for (const [key, flags] of TABLE) for (const f of flags) expect(p[f]).toBe(settings[key] !== false);
        expect(p.canInspectJSON).toBe(false);
      }),
    );
  });
});

describe('the settings draft', () => {
  it('reads saved settings with defaults and writes back only what the page owns', () => {
    const draft = draftOf({
      supportUrl: 'https://help.example',
      appScripts: ['https://a.example/x.js'],
      favorites: [1],
    });
    expect(draft).toMatchObject({ supportUrl: 'https://help.example', smsMessaging: false, allowedOverlays: null });
    const payload = settingsPayload({ ...draft, smsMessaging: true }, { partner: false });
    expect(payload).toEqual({
      timezone: null,
      supportUrl: 'https://help.example',
      smsMessaging: true,
      allowEmbeds: false,
      appScripts: ['https://a.example/x.js'],
      allowedOverlays: null,
    });
    expect('favorites' in payload).toBe(false);
    expect('defaultOrgSettings' in payload).toBe(false);
    // The account's own allowed screens are saved for every account, partner or not.
    expect(settingsPayload({ ...draft, allowedOverlays: ['help'] }, { partner: false }).allowedOverlays).toEqual([
      'help',
    ]);
    expect(settingsPayload(draft, { partner: true }).defaultOrgSettings).toEqual(readPartnerSettings({}));
  });

  it('sends an emptied value as null, so the server’s merge clears it instead of keeping the old one', () => {
    const saved = draftOf({
      supportUrl: 'https://help.example',
      timezone: 'America/Denver',
      allowedOverlays: ['help'],
    });
    const payload = settingsPayload(
      { ...saved, supportUrl: '  ', timezone: '', allowedOverlays: null },
      { partner: true },
    );
    expect(payload).toMatchObject({ supportUrl: null, timezone: null, allowedOverlays: null });
    expect(settingsPayload(saved, { partner: true })).toMatchObject({
      supportUrl: 'https://help.example',
      timezone: 'America/Denver',
      allowedOverlays: ['help'],
    });
  });

  it('is dirty only when a value the page shows changed', () => {
    const saved = draftOf({ appScripts: ['https://a.example/x.js'] });
    expect(isDirty(saved, { ...saved, appScripts: ' https://a.example/x.js \n' })).toBe(false);
    expect(isDirty(saved, { ...saved, supportUrl: 'https://x.example' })).toBe(true);
    expect(isDirty(saved, { ...saved, partner: { ...saved.partner, showMembers: false } })).toBe(true);
  });

  it.each([
    ['', null],
    ['https://a.example/x.js\nhttps://b.example/y.js', null],
    ['http://a.example/x.js', 'Line 1 is not a web address starting with https://.'],
    ['https://a.example/x.js\njavascript:alert(1)', 'Line 2 is not a web address starting with https://.'],
  ])('scripts %j → %s', (text, problem) => {
    expect(scriptsProblem(text)).toBe(problem);
  });

  it.each([
    ['', true],
    ['https://support.example.com', true],
    ['mailto:help@example.com', true],
    ['javascript:alert(1)', false],
    ['support.example.com', false],
  ])('support URL %j valid: %s', (supportUrl, ok) => {
    const result = v.safeParse(settingsSchema, { ...draftOf({}, 'Sunrise'), supportUrl });
    expect(result.success).toBe(ok);
  });

  it('needs an account name', () => {
    const result = v.safeParse(settingsSchema, { ...draftOf({}, '  ') });
    expect(result.issues?.[0]?.message).toBe('This field is required');
  });

  it('explains each partner setting by what turning it off takes away', () => {
    expect(offSentence('showMembers')).toBe('When off, accounts below cannot manage the team or invite members.');
    expect(offSentence('allowTasks')).toBe('When off, accounts below cannot see tasks.');
    expect(overlayLabel('memberInvite')).toBe('Member invite');
  });

  it('shows the partner tab to partners and resellers only', () => {
    expect(settingsTabsFor('reseller')).toContain('partner');
    expect(settingsTabsFor('partner')).toContain('partner');
    expect(settingsTabsFor('organization')).not.toContain('partner');
    expect(settingsTabsFor('agent')).toEqual(['general', 'messaging', 'embeds']);
  });
});
