// The settings area's rules (spec 000 §3 account settings, §6 the partner settings behind the
// permission flags, §8 'Error saving settings'). Pure: the catalogue of partner settings with
// what each changes below, reading and writing a settings draft, its validation and its diff.
import * as v from 'valibot';
import type { AccountSettings } from '@/api/generated/model';
import * as MESSAGES from '../message-catalogue';
import {
  FLAG_SETTINGS,
  PERMISSION_FLAGS,
  computePermissions,
  type PartnerSettings,
  type PermissionFlag,
  type Permissions,
} from '../permissions';
import { OVERLAY_NAMES, isOverlayName as isOverlayNameText, type OverlayName } from '../search/overlays';

export type PartnerSettingKey = keyof PartnerSettings;

export interface PartnerSettingInfo {
  key: PartnerSettingKey;
  label: string;
  /** What turning it off changes for the organizations below, in a sentence. */
  description: string;
}

/** The partner settings, in the order the settings page shows them (spec 000 §6). */
export const PARTNER_SETTINGS: readonly PartnerSettingInfo[] = [
  {
    key: 'grantTrialEntry',
    label: 'Trial entry',
    description: 'Organizations can set up their agent before choosing a plan.',
  },
  {
    key: 'showMembers',
    label: 'Team members',
    description: 'Organizations see their team and can invite and remove members.',
  },
  {
    key: 'showBilling',
    label: 'Billing',
    description: 'Organization owners see their plan and invoices and can change them.',
  },
  {
    key: 'allowSignup',
    label: 'Self-service sign-up and closing',
    description: 'Organization owners can deactivate or delete their own organization.',
  },
  { key: 'allowTasks', label: 'Tasks', description: 'Organizations see the task queue and can create tasks.' },
  { key: 'allowAddAgents', label: 'Add agents', description: 'Organizations can add agent accounts of their own.' },
  {
    key: 'allowAgentTakeover',
    label: 'Agent takeover',
    description: 'People in an organization can take over a conversation from the agent.',
  },
  {
    key: 'allowFullEditor',
    label: 'Full agent editor',
    description: 'Organizations edit every part of their agent, not only a template’s fields.',
  },
  { key: 'allowEmbeds', label: 'Embeds', description: 'Organizations can put the agent’s chat on their website.' },
  { key: 'smsMessaging', label: 'Text messaging', description: 'Organizations can set up SMS for their agent.' },
  {
    key: 'allowOrgNumberAssignment',
    label: 'Choose phone numbers',
    description: 'Organizations can pick and assign their own phone numbers.',
  },
];

export const PARTNER_SETTING_KEYS: readonly PartnerSettingKey[] = PARTNER_SETTINGS.map((s) => s.key);

/** The permission flags a partner setting decides (spec 000 §6). */
export function flagsOfSetting(key: PartnerSettingKey): PermissionFlag[] {
  return PERMISSION_FLAGS.filter((flag) => FLAG_SETTINGS[flag] === key);
}

/** Each partner setting as on/off: on unless explicitly false (spec 000 §6). */
export function readPartnerSettings(raw: unknown): Record<PartnerSettingKey, boolean> {
  const obj = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const out = {} as Record<PartnerSettingKey, boolean>;
  for (const key of PARTNER_SETTING_KEYS) out[key] = obj[key] !== false;
  return out;
}

/** The flags an organization itself gets under these partner settings (what "below" sees). */
export function organizationPermissions(settings: Partial<Record<PartnerSettingKey, boolean>>): Permissions {
  return computePermissions({
    user: { accountType: 'organization' },
    account: { accountType: 'organization' },
    partnerSettings: settings,
  });
}

/** The flags an invited admin of an organization gets under these partner settings. */
export function adminPermissions(settings: Partial<Record<PartnerSettingKey, boolean>>): Permissions {
  return computePermissions({
    user: { accountType: 'organization', isAdminUser: true },
    account: { accountType: 'organization' },
    partnerSettings: settings,
  });
}

// ---------------------------------------------------------------------------------------------
// The settings draft: what the page edits, in plain fields

export const SETTINGS_TABS = ['general', 'messaging', 'embeds', 'partner'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export interface SettingsDraft {
  /** The account's display name (saved with the account call, not in settings). */
  accountName: string;
  /** A time-zone entry's value (the onboarding list), '' for none chosen. */
  timezone: string;
  supportUrl: string;
  smsMessaging: boolean;
  allowEmbeds: boolean;
  /** One script address per line. */
  appScripts: string;
  partner: Record<PartnerSettingKey, boolean>;
  /** null: every overlay is allowed (no restriction). */
  allowedOverlays: OverlayName[] | null;
}

const isOverlayName = (name: unknown): name is OverlayName => typeof name === 'string' && isOverlayNameText(name);

/** The draft of saved settings (absent values take their defaults). */
export function draftOf(settings: AccountSettings | undefined | null, accountName = ''): SettingsDraft {
  const s = settings ?? {};
  return {
    accountName,
    timezone: typeof s.timezone === 'string' ? s.timezone : '',
    supportUrl: typeof s.supportUrl === 'string' ? s.supportUrl : '',
    smsMessaging: s.smsMessaging === true,
    allowEmbeds: s.allowEmbeds === true,
    appScripts: Array.isArray(s.appScripts) ? s.appScripts.filter((x) => typeof x === 'string').join('\n') : '',
    partner: readPartnerSettings(s.defaultOrgSettings),
    allowedOverlays: Array.isArray(s.allowedOverlays) ? s.allowedOverlays.filter(isOverlayName) : null,
  };
}

export const splitScripts = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The settings to send for a draft: only what the page owns; other settings are left alone
 * (the server merges `settings`). Partner settings are sent only when the page shows them. */
export function settingsPayload(draft: SettingsDraft, options: { partner: boolean }): AccountSettings {
  const payload: AccountSettings = {
    // The server merges `settings`, so an emptied value is sent as null (which clears it);
    // leaving it out would keep the old one.
    timezone: draft.timezone || null,
    supportUrl: draft.supportUrl.trim() || null,
    smsMessaging: draft.smsMessaging,
    allowEmbeds: draft.allowEmbeds,
    appScripts: splitScripts(draft.appScripts),
    // The screens THIS account can open (spec 000: "An account may restrict the allowed list");
    // the overlay host reads it from the account acted on. Every screen allowed is null: it lifts
    // a restriction saved before.
    allowedOverlays: draft.allowedOverlays ? [...draft.allowedOverlays] : null,
  };
  if (options.partner) payload.defaultOrgSettings = { ...draft.partner };
  return payload;
}

/** Whether two drafts differ (what "unsaved changes" means). */
export function isDirty(saved: SettingsDraft, draft: SettingsDraft): boolean {
  return JSON.stringify(normalised(saved)) !== JSON.stringify(normalised(draft));
}
const normalised = (d: SettingsDraft) => ({
  ...d,
  accountName: d.accountName.trim(),
  supportUrl: d.supportUrl.trim(),
  appScripts: splitScripts(d.appScripts),
  allowedOverlays: d.allowedOverlays ? [...d.allowedOverlays].sort() : null,
});

/** What each permission flag lets the accounts below do, to explain a partner setting. */
export const FLAG_LABELS: Record<PermissionFlag, string> = {
  canViewOrg: 'see the organization',
  canEditOrg: 'edit the organization',
  canOnboardWithoutPlan: 'start without a plan',
  canManageUsers: 'manage the team',
  canInviteUsers: 'invite members',
  canViewBilling: 'see billing',
  canManageBilling: 'change billing',
  canDeleteOrg: 'delete the organization',
  canViewTasks: 'see tasks',
  canAddAgents: 'add agents',
  canTakeoverAgent: 'take over from the agent',
  canUseFullEditor: 'use the full agent editor',
  canViewEmbeds: 'use embeds',
  canSetupSMS: 'set up text messaging',
  canSelectNumber: 'choose phone numbers',
  canInspectJSON: 'inspect raw data',
  canDeactivateOrg: 'deactivate the organization',
};

/** "Off: accounts below cannot manage the team or invite members." */
export function offSentence(key: PartnerSettingKey): string {
  const labels = flagsOfSetting(key).map((f) => FLAG_LABELS[f]);
  const list = labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : (labels[0] ?? '');
  return `When off, accounts below cannot ${list}.`;
}

/** `memberInvite` → `Member invite`: how an overlay is named in the allowed list. */
export const overlayLabel = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ ([A-Z])(?=[a-z])/g, (m) => m.toLowerCase());

export const SETTINGS_MESSAGES = {
  supportUrl: 'Enter a web address starting with https://, or a mailto: address.',
  script: (line: number) => `Line ${line} is not a web address starting with https://.`,
  tooManyScripts: 'Use at most 50 scripts.',
  notSaved: 'Your changes were not saved. They are kept here: try again.',
  saved: 'Settings saved',
} as const;

const isSupportUrl = (value: string): boolean => {
  if (value === '') return true;
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'mailto:') && value.length <= 2048
    );
  } catch {
    return false;
  }
};

/** The first problem of the app scripts, or null. */
export function scriptsProblem(text: string): string | null {
  const lines = splitScripts(text);
  if (lines.length > 50) return SETTINGS_MESSAGES.tooManyScripts;
  const bad = lines.findIndex((line) => {
    try {
      return new URL(line).protocol !== 'https:';
    } catch {
      return true;
    }
  });
  return bad < 0 ? null : SETTINGS_MESSAGES.script(bad + 1);
}

/** The draft's schema for react-hook-form (valibot). */
export const settingsSchema = v.object({
  accountName: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(MESSAGES.fieldRequired),
    v.maxLength(200, 'Use at most 200 characters.'),
  ),
  timezone: v.string(),
  supportUrl: v.pipe(v.string(), v.trim(), v.check(isSupportUrl, SETTINGS_MESSAGES.supportUrl)),
  smsMessaging: v.boolean(),
  allowEmbeds: v.boolean(),
  appScripts: v.pipe(
    v.string(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = scriptsProblem(dataset.value);
      if (problem) addIssue({ message: problem });
    }),
  ),
  partner: v.object({
    grantTrialEntry: v.boolean(),
    showMembers: v.boolean(),
    showBilling: v.boolean(),
    allowSignup: v.boolean(),
    allowTasks: v.boolean(),
    allowAddAgents: v.boolean(),
    allowAgentTakeover: v.boolean(),
    allowFullEditor: v.boolean(),
    allowEmbeds: v.boolean(),
    smsMessaging: v.boolean(),
    allowOrgNumberAssignment: v.boolean(),
  }),
  allowedOverlays: v.nullable(v.array(v.picklist(OVERLAY_NAMES))),
});

/** Which tabs an account sees: partner settings only for partners and resellers. */
export function settingsTabsFor(accountType: string | undefined): SettingsTab[] {
  return accountType === 'partner' || accountType === 'reseller'
    ? [...SETTINGS_TABS]
    : SETTINGS_TABS.filter((t) => t !== 'partner');
}

export const TAB_LABELS: Record<SettingsTab, string> = {
  general: 'General',
  messaging: 'Messaging',
  embeds: 'Embeds',
  partner: 'Partner settings',
};

/** A settings tab from the URL (`?tab=…`), the first when unknown. */
export const settingsTabOf = (raw: unknown, tabs: readonly SettingsTab[]): SettingsTab =>
  tabs.find((t) => t === raw) ?? tabs[0] ?? 'general';
