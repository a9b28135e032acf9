// Campaign (agent configuration) rules, spec 000 §3 "Campaign", §4 "Agent campaign", §5 campaign
// validation: the editable shape read defensively from the server, apps (appId and version, one
// per appId), actions, enabled functions keyed `appId:version`, the prompt check, and what is sent.
import type {
  AgentFunction,
  Campaign as ContractCampaign,
  CampaignAction,
  CampaignApp,
  CampaignEnabledFunctions,
} from '@/api/generated/model';
import * as MESSAGES from '../message-catalogue';
import { SCHEDULE_ACTION, GOOGLE_CALENDAR_INTEGRATION, appIntegrationId } from '../template';

export type { CampaignAction, CampaignApp };

/** Functions enabled per app, keyed `appId:version` (the contract's `enabledFunctions`). */
export type EnabledFunctions = CampaignEnabledFunctions;

/** The agent configuration as the editor holds it: the contract's Campaign with the keys the
 * editor edits always present. Unknown server keys are kept as they came. Rules here never
 * change one in place: each answers a new campaign. */
export type Campaign = ContractCampaign &
  Required<
    Pick<
      ContractCampaign,
      'agentInstructions' | 'welcomeMessage' | 'actions' | 'apps' | 'enabledFunctions' | 'confirmTransfers'
    >
  >;

/** Answer-envelope keys that are not part of the configuration. */
const ENVELOPE_KEYS = new Set(['success', 'message']);
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

function versionText(v: unknown): string {
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return '';
}

function readActions(raw: unknown): CampaignAction[] {
  if (!Array.isArray(raw)) return [];
  const out: CampaignAction[] = [];
  for (const item of raw as unknown[]) {
    if (typeof item === 'string' && item.trim()) out.push({ name: item.trim() });
    else if (isRecord(item) && typeof item.name === 'string' && item.name.trim()) {
      out.push({ ...item, name: item.name });
    }
  }
  return out;
}

function readApps(raw: unknown): CampaignApp[] {
  if (!Array.isArray(raw)) return [];
  let apps: CampaignApp[] = [];
  for (const item of raw as unknown[]) {
    if (!isRecord(item)) continue;
    apps = [...addApp(apps, { appId: item.appId, version: item.version }).apps];
  }
  return apps;
}

function readEnabledFunctions(raw: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (!isRecord(raw)) return out;
  for (const [key, names] of Object.entries(raw)) {
    if (FORBIDDEN_KEYS.has(key) || parseFunctionKey(key) === null || !Array.isArray(names)) continue;
    const list = [...new Set((names as unknown[]).filter((n): n is string => typeof n === 'string' && n !== ''))];
    if (list.length) out[key] = list;
  }
  return out;
}

/**
 * The editable configuration of an answer (staging, live, a version snapshot, a template):
 * anything but an object gives an empty campaign; the answer envelope (`success`, `message`) is
 * dropped; malformed actions, apps and function lists are dropped; `confirmTransfers` defaults
 * to false. Other keys (the product's further settings) are kept.
 */
export function normalizeCampaign(raw: unknown): Campaign {
  const source = isRecord(raw) ? raw : {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (ENVELOPE_KEYS.has(key) || FORBIDDEN_KEYS.has(key)) continue;
    rest[key] = value;
  }
  return {
    ...rest,
    agentInstructions: text(source.agentInstructions),
    welcomeMessage: text(source.welcomeMessage),
    actions: readActions(source.actions),
    apps: readApps(source.apps),
    enabledFunctions: readEnabledFunctions(source.enabledFunctions),
    confirmTransfers: source.confirmTransfers === true,
  };
}

// ---------------------------------------------------------------------------------------------
// Apps

export interface AddAppResult {
  readonly apps: CampaignApp[];
  /** 'App must have appId and version' when either is missing (the caller only logs it). */
  readonly error: string | null;
}

/**
 * Adds an app: it needs a non-empty appId and version, else the list is unchanged and the error
 * is 'App must have appId and version'; an app whose appId is already there is ignored.
 */
export function addApp(apps: CampaignApp[], app: { appId?: unknown; version?: unknown }): AddAppResult {
  const appId = typeof app?.appId === 'string' ? app.appId.trim() : '';
  const version = versionText(app?.version);
  if (!appId || !version) return { apps, error: MESSAGES.appMissingIdOrVersion };
  if (apps.some((a) => a.appId === appId)) return { apps, error: null };
  return { apps: [...apps, { appId, version }], error: null };
}

/** Removes the app and the functions enabled for it. */
export function removeApp(campaign: Campaign, appId: string): Campaign {
  const enabledFunctions: Record<string, string[]> = {};
  for (const [key, names] of Object.entries(campaign.enabledFunctions)) {
    if (parseFunctionKey(key)?.appId !== appId) enabledFunctions[key] = names;
  }
  return { ...campaign, apps: campaign.apps.filter((a) => a.appId !== appId), enabledFunctions };
}

// ---------------------------------------------------------------------------------------------
// Enabled functions

/** The key of an app's functions: `appId:version`. */
export function functionKey(appId: string, version: string): string {
  return `${appId}:${version}`;
}

/** `appId:version` split; null unless both parts are non-empty and there is exactly one colon. */
export function parseFunctionKey(key: string): { appId: string; version: string } | null {
  const parts = key.split(':');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  return { appId: parts[0], version: parts[1] };
}

export function isFunctionEnabled(enabled: EnabledFunctions, key: string, name: string): boolean {
  return Object.prototype.hasOwnProperty.call(enabled, key) && (enabled[key] ?? []).includes(name);
}

/** Turns one function of an app on or off; an app left with none loses its key. */
export function setFunctionEnabled(
  enabled: EnabledFunctions,
  key: string,
  name: string,
  on: boolean,
): EnabledFunctions {
  if (parseFunctionKey(key) === null || FORBIDDEN_KEYS.has(key)) return enabled;
  const current = Object.prototype.hasOwnProperty.call(enabled, key) ? (enabled[key] ?? []) : [];
  const next = on ? (current.includes(name) ? current : [...current, name]) : current.filter((n) => n !== name);
  const out: Record<string, string[]> = { ...enabled };
  if (next.length) out[key] = next;
  else delete out[key];
  return out;
}

/** A function the agent can call (the contract's AgentFunction). */
export type AgentFunctionInfo = AgentFunction;

export interface FunctionGroup {
  /** `appId:version`, or null for the built-in functions (always available, not switchable). */
  readonly key: string | null;
  readonly appId: string | null;
  readonly version: string | null;
  readonly functions: AgentFunctionInfo[];
}

/** The functions grouped by the app that provides them (built-ins first), in answer order. */
export function groupFunctions(functions: readonly AgentFunctionInfo[]): FunctionGroup[] {
  const groups = new Map<
    string,
    { key: string | null; appId: string | null; version: string | null; functions: AgentFunctionInfo[] }
  >();
  for (const fn of functions) {
    if (!fn || typeof fn.name !== 'string' || !fn.name) continue;
    const appId = typeof fn.appId === 'string' && fn.appId ? fn.appId : null;
    const version = appId ? versionText(fn.appVersion) : '';
    const key = appId && version ? functionKey(appId, version) : null;
    const id = key ?? '';
    if (!groups.has(id))
      groups.set(id, { key, appId: key ? appId : null, version: key ? version : null, functions: [] });
    groups.get(id)!.functions.push(fn);
  }
  const all = [...groups.values()];
  return [...all.filter((g) => g.key === null), ...all.filter((g) => g.key !== null)];
}

// ---------------------------------------------------------------------------------------------
// Actions

/** Adds an action by name (trimmed); blank names and names already there change nothing. */
export function addAction(actions: CampaignAction[], name: string): CampaignAction[] {
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (!trimmed || actions.some((a) => a.name === trimmed)) return actions;
  return [...actions, { name: trimmed }];
}

export function removeAction(actions: CampaignAction[], index: number): CampaignAction[] {
  return actions.filter((_, i) => i !== index);
}

export function updateAction(
  actions: CampaignAction[],
  index: number,
  patch: Partial<CampaignAction>,
): CampaignAction[] {
  return actions.map((a, i) => (i === index ? { ...a, ...patch, name: patch.name ?? a.name } : a));
}

/** An action named `schedule` implies the Google Calendar integration. */
export function needsGoogleCalendar(actions: CampaignAction[]): boolean {
  return actions.some((a) => a.name === SCHEDULE_ACTION);
}

/** The integrations the configuration needs: googleCalendar for `schedule`, then each app's id. */
export function campaignIntegrations(campaign: Pick<Campaign, 'actions' | 'apps'>): string[] {
  const out: string[] = [];
  if (needsGoogleCalendar(campaign.actions)) out.push(GOOGLE_CALENDAR_INTEGRATION);
  for (const app of campaign.apps) out.push(appIntegrationId(app));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Validation and payloads

/** 'Please enter a prompt.' for blank instructions (publishing, saving a template), else null. */
export function promptError(instructions: unknown): string | null {
  return typeof instructions === 'string' && instructions.trim() !== '' ? null : MESSAGES.missingPrompt;
}

/** The body of an auto-save to staging: the configuration, held as unpublished. */
export function stagingSaveBody(campaign: Campaign): { campaign: Campaign & { published: false }; published: false } {
  return { campaign: { ...campaign, published: false }, published: false };
}

/** Characters of the instructions, counted as the user sees them (code points, not UTF-16 units). */
export function characterCount(value: string): number {
  return [...value].length;
}
