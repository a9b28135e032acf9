// Onboarding wizard (spec 000 §2.4, §3 "Onboarding state", §4 "Onboarding"): every transition as
// a pure function over a state value. Persistence is wired elsewhere; the save decision (what is
// saved, updatedAt in unix seconds, skip flags not saved) lives here.
import { ONBOARDING_SAVE_DEBOUNCE_MS } from '../constants';
import type { TemplateAction, TemplateApp, TemplateField } from '../template';
import {
  GOOGLE_CALENDAR_INTEGRATION,
  coerceFieldValue,
  fieldValues,
  isFieldDisabled,
  sanitizeTemplateFields,
  templateIntegrations,
} from '../template';
import { matchTimezone } from './timezones';

export const ONBOARDING_STEPS = [
  'WELCOME',
  'SELECT_TEMPLATE',
  'SETUP_TEMPLATE',
  'SETUP_INTEGRATIONS',
  'SELECT_TIMEZONE',
  'SELECT_VOICE',
  'GENERATE_AGENT',
  'EDIT_AGENT',
  'TEST_AGENT',
  'CHOOSE_NUMBER',
  'SCHEDULE_CALL',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const BUILD_FROM_SCRATCH = 'BUILD_FROM_SCRATCH';
export const BUILD_FROM_TEMPLATE = 'BUILD_FROM_TEMPLATE';
export type OnboardingMethod = typeof BUILD_FROM_SCRATCH | typeof BUILD_FROM_TEMPLATE;

export interface OnboardingState {
  readonly method: OnboardingMethod | null;
  readonly templateId: string | null;
  readonly templateFields: readonly TemplateField[];
  readonly templateIntegrations: readonly string[];
  readonly connectedIntegrations: Readonly<Record<string, boolean>>;
  readonly activeStep: OnboardingStep;
  readonly fieldIndex: number;
  readonly integrationIndex: number;
  /** The chosen time-zone entry's value (see TIMEZONES). */
  readonly timezone: string | null;
  readonly agentVoice: string | null;
  /** Not saved. */
  readonly skipTimezoneStep: boolean;
  /** Not saved. */
  readonly skipVoiceStep: boolean;
  readonly onboardingComplete: boolean;
  /** Unix seconds of the last save. */
  readonly updatedAt: number | null;
  /** Keys of the template fields the wizard skips. */
  readonly skippedFields: readonly string[];
  /** Integrations the wizard skips. */
  readonly skippedIntegrations: readonly string[];
  /** Field values from pre-fill input, applied when a template is selected. */
  readonly prefillValues: Readonly<Record<string, unknown>>;
}

export function createOnboardingState(overrides: Partial<OnboardingState> = {}): OnboardingState {
  return {
    method: null,
    templateId: null,
    templateFields: [],
    templateIntegrations: [],
    connectedIntegrations: {},
    activeStep: 'WELCOME',
    fieldIndex: 0,
    integrationIndex: 0,
    timezone: null,
    agentVoice: null,
    skipTimezoneStep: false,
    skipVoiceStep: false,
    onboardingComplete: false,
    updatedAt: null,
    skippedFields: [],
    skippedIntegrations: [],
    prefillValues: {},
    ...overrides,
  };
}

export function isOnboardingStep(value: unknown): value is OnboardingStep {
  return typeof value === 'string' && (ONBOARDING_STEPS as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------------------------
// Start and method choice

export interface OnboardingStartContext {
  /** The canUseFullEditor permission. */
  readonly canUseFullEditor: boolean;
  /** Whether the account already completed onboarding (else the state's flag is used). */
  readonly onboardingComplete?: boolean;
}

/** The first step: WELCOME, or SELECT_TEMPLATE with BUILD_FROM_TEMPLATE without full editor or once completed. */
export function firstOnboardingStep(context: OnboardingStartContext): {
  activeStep: OnboardingStep;
  method: OnboardingMethod | null;
} {
  if (!context.canUseFullEditor || context.onboardingComplete === true) {
    return { activeStep: 'SELECT_TEMPLATE', method: BUILD_FROM_TEMPLATE };
  }
  return { activeStep: 'WELCOME', method: null };
}

export function startOnboarding(state: OnboardingState, context: OnboardingStartContext): OnboardingState {
  const first = firstOnboardingStep({
    canUseFullEditor: context.canUseFullEditor,
    onboardingComplete: context.onboardingComplete ?? state.onboardingComplete,
  });
  return { ...state, activeStep: first.activeStep, method: first.method ?? state.method };
}

/** BUILD_FROM_SCRATCH goes to GENERATE_AGENT, otherwise SELECT_TEMPLATE. */
export function chooseMethod(state: OnboardingState, method: OnboardingMethod): OnboardingState {
  return {
    ...state,
    method,
    activeStep: method === BUILD_FROM_SCRATCH ? 'GENERATE_AGENT' : 'SELECT_TEMPLATE',
  };
}

// ---------------------------------------------------------------------------------------------
// Step redirects and the order after the template fields

/**
 * The step actually shown when going to `step`: SELECT_TIMEZONE with its skip flag set goes on
 * to SELECT_VOICE; SELECT_VOICE with its skip flag set or a voice already chosen goes to
 * EDIT_AGENT when building from scratch, else GENERATE_AGENT.
 */
export function resolveStep(state: OnboardingState, step: OnboardingStep): OnboardingStep {
  let target = step;
  if (target === 'SELECT_TIMEZONE' && state.skipTimezoneStep) target = 'SELECT_VOICE';
  if (target === 'SELECT_VOICE' && (state.skipVoiceStep || isSet(state.agentVoice))) {
    target = state.method === BUILD_FROM_SCRATCH ? 'EDIT_AGENT' : 'GENERATE_AGENT';
  }
  return target;
}

function isSet(value: string | null): boolean {
  return value !== null && value !== '';
}

export function goToStep(state: OnboardingState, step: OnboardingStep): OnboardingState {
  return { ...state, activeStep: resolveStep(state, step) };
}

/** The Google Calendar app (`vader:google-calendar:{version}`): the same calendar as googleCalendar. */
const GOOGLE_CALENDAR_APP = /^vader:google-calendar:.+$/;

/**
 * The integrations the wizard asks for, each once: a template may name Google Calendar both as
 * `googleCalendar` (the calendar to book into) and as its app; both are the one Google Calendar
 * question. Other ids are kept as they are, in their order, without repeats.
 */
export function normalizeIntegrations(ids: readonly string[]): string[] {
  const out: string[] = [];
  for (const id of ids) {
    const canonical = GOOGLE_CALENDAR_APP.test(id) ? GOOGLE_CALENDAR_INTEGRATION : id;
    if (!out.includes(canonical)) out.push(canonical);
  }
  return out;
}

/** Integrations still to set up (the template's, minus skipped ones). */
export function pendingIntegrations(state: OnboardingState): string[] {
  return state.templateIntegrations.filter((id) => !state.skippedIntegrations.includes(id));
}

/** After the integrations: SELECT_TIMEZONE unless skipped, else SELECT_VOICE unless skipped, else GENERATE_AGENT. */
export function afterIntegrations(state: OnboardingState): OnboardingState {
  return goToStep(state, 'SELECT_TIMEZONE');
}

/** After the fields: SETUP_INTEGRATIONS if the template has integrations, else as afterIntegrations. */
export function afterFields(state: OnboardingState): OnboardingState {
  const pending = pendingIntegrations(state);
  const first = pending[0];
  if (first !== undefined) {
    return {
      ...state,
      activeStep: 'SETUP_INTEGRATIONS',
      integrationIndex: Math.max(0, state.templateIntegrations.indexOf(first)),
    };
  }
  return afterIntegrations(state);
}

// ---------------------------------------------------------------------------------------------
// Template selection and fields

export interface OnboardingTemplate {
  readonly id: string;
  readonly templateFields?: readonly TemplateField[];
  readonly templateIntegrations?: readonly string[];
  readonly apps?: readonly TemplateApp[];
  readonly actions?: readonly TemplateAction[];
}

const hasOwn = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

/** True when the wizard skips the field: listed as skipped, auto-prefilled, or disabled. */
export function isFieldSkipped(state: OnboardingState, index: number): boolean {
  const field = state.templateFields[index];
  if (!field) return true;
  if (state.skippedFields.includes(field.key) || field.autoPrefilled === true) return true;
  return isFieldDisabled(field, fieldValues(state.templateFields));
}

function nextFieldIndex(state: OnboardingState, from: number): number | null {
  for (let i = Math.max(0, from); i < state.templateFields.length; i += 1) {
    if (!isFieldSkipped(state, i)) return i;
  }
  return null;
}

/** Applies pre-fill values (coerced per field) to the template fields. */
function prefilledFields(fields: readonly TemplateField[], values: Readonly<Record<string, unknown>>): TemplateField[] {
  return fields.map((field) => {
    if (!hasOwn(values, field.key)) return field;
    const value = coerceFieldValue(field, values[field.key]);
    return value === undefined ? field : { ...field, value };
  });
}

/**
 * Selecting a template pre-fills its fields, skips fields that are disabled or auto-prefilled,
 * then goes to SETUP_TEMPLATE at the first field left; if all are skipped it continues as after
 * the fields. Only auto-prefilled keys are added to skippedFields: being disabled is a live
 * condition (another field holding the disabledIf value), checked by isFieldSkipped each time.
 */
export function selectTemplate(state: OnboardingState, template: OnboardingTemplate): OnboardingState {
  const templateFields = prefilledFields(sanitizeTemplateFields(template.templateFields), state.prefillValues);
  const integrations = Array.isArray(template.templateIntegrations)
    ? template.templateIntegrations.filter((id): id is string => typeof id === 'string')
    : templateIntegrations(template);
  const skipped = new Set(state.skippedFields);
  for (const field of templateFields) {
    if (field.autoPrefilled === true) skipped.add(field.key);
  }
  const next: OnboardingState = {
    ...state,
    method: BUILD_FROM_TEMPLATE,
    templateId: template.id,
    templateFields,
    templateIntegrations: normalizeIntegrations(integrations),
    connectedIntegrations: {},
    skippedFields: [...skipped],
    fieldIndex: 0,
    integrationIndex: 0,
  };
  const first = nextFieldIndex(next, 0);
  if (first === null) return afterFields(next);
  return { ...next, activeStep: 'SETUP_TEMPLATE', fieldIndex: first };
}

/** The field being edited, if any. */
export function currentField(state: OnboardingState): TemplateField | undefined {
  return state.activeStep === 'SETUP_TEMPLATE' ? state.templateFields[state.fieldIndex] : undefined;
}

/** Sets a field's value (coerced by the field's type). */
export function setFieldValue(state: OnboardingState, key: string, value: unknown): OnboardingState {
  return {
    ...state,
    templateFields: state.templateFields.map((field) =>
      field.key === key ? { ...field, value: coerceFieldValue(field, value) } : field,
    ),
  };
}

/** The next field that is not skipped, or, when the fields are finished, the step after them. */
export function nextField(state: OnboardingState): OnboardingState {
  const next = nextFieldIndex(state, state.fieldIndex + 1);
  if (next === null) return afterFields(state);
  return { ...state, activeStep: 'SETUP_TEMPLATE', fieldIndex: next };
}

/** The previous field that is not skipped, or SELECT_TEMPLATE before the first. */
export function previousField(state: OnboardingState): OnboardingState {
  for (let i = Math.min(state.fieldIndex, state.templateFields.length) - 1; i >= 0; i -= 1) {
    if (!isFieldSkipped(state, i)) return { ...state, activeStep: 'SETUP_TEMPLATE', fieldIndex: i };
  }
  return { ...state, activeStep: 'SELECT_TEMPLATE' };
}

// ---------------------------------------------------------------------------------------------
// Integrations, time zone, voice

export function setIntegrationConnected(
  state: OnboardingState,
  integration: string,
  connected: boolean,
): OnboardingState {
  return { ...state, connectedIntegrations: { ...state.connectedIntegrations, [integration]: connected } };
}

/** The next integration not skipped, else the step after the integrations. */
export function nextIntegration(state: OnboardingState): OnboardingState {
  for (let i = state.integrationIndex + 1; i < state.templateIntegrations.length; i += 1) {
    const id = state.templateIntegrations[i];
    if (id !== undefined && !state.skippedIntegrations.includes(id)) {
      return { ...state, activeStep: 'SETUP_INTEGRATIONS', integrationIndex: i };
    }
  }
  return afterIntegrations(state);
}

/** Stores the matched time-zone entry's value and goes to SELECT_VOICE (with its redirect). */
export function selectTimezone(state: OnboardingState, timezone: string): OnboardingState {
  return goToStep({ ...state, timezone: matchTimezone(timezone).value }, 'SELECT_VOICE');
}

/** Stores the voice and moves on: EDIT_AGENT when building from scratch, else GENERATE_AGENT. */
export function selectVoice(state: OnboardingState, voiceId: string): OnboardingState {
  return goToStep({ ...state, agentVoice: voiceId }, 'SELECT_VOICE');
}

// ---------------------------------------------------------------------------------------------
// Discard, exit, complete

export interface OnboardingExit {
  readonly state: OnboardingState;
  /** Close the onboarding route (remove its query parameters). */
  readonly closeRoute: true;
}

/** Back to the initial state; onboardingComplete is kept (it is a fact about the account). */
export function resetOnboarding(state: OnboardingState): OnboardingState {
  return createOnboardingState({ onboardingComplete: state.onboardingComplete });
}

/**
 * Discard: returns to SELECT_TEMPLATE and clears template, fields, integrations, time zone and
 * voice; like exit, it resets the state and closes the onboarding route.
 */
export function discardOnboarding(state: OnboardingState): OnboardingExit {
  return {
    state: {
      ...resetOnboarding(state),
      method: BUILD_FROM_TEMPLATE,
      activeStep: 'SELECT_TEMPLATE',
    },
    closeRoute: true,
  };
}

/** Exit: resets the state and closes the onboarding route. */
export function exitOnboarding(state: OnboardingState): OnboardingExit {
  return { state: resetOnboarding(state), closeRoute: true };
}

/** Complete: sets onboardingComplete; permissions must be refreshed. */
export function completeOnboarding(state: OnboardingState): { state: OnboardingState; refreshPermissions: true } {
  return { state: { ...state, onboardingComplete: true }, refreshPermissions: true };
}

// ---------------------------------------------------------------------------------------------
// Query parameters

export const ONBOARDING_QUERY_KEYS = ['onboard', 'activeStep', 'fieldIndex', 'integrationIndex'] as const;

/** Query aliases per step; the first is the one written. */
export const STEP_QUERY_ALIASES: Readonly<Record<OnboardingStep, readonly string[]>> = {
  WELCOME: ['initial'],
  SELECT_TEMPLATE: ['templates'],
  SETUP_TEMPLATE: ['fields', 'setupAgent'],
  SETUP_INTEGRATIONS: ['integrations'],
  SELECT_TIMEZONE: ['timezone', 'selectTimezone'],
  SELECT_VOICE: ['agentVoice', 'selectVoice'],
  GENERATE_AGENT: ['generate', 'generateAgent'],
  EDIT_AGENT: ['editAgent'],
  TEST_AGENT: ['tryAgent', 'testAgent'],
  CHOOSE_NUMBER: ['chooseNumber'],
  SCHEDULE_CALL: ['scheduleCall', 'talkWithExpert'],
};

const ALIAS_TO_STEP: ReadonlyMap<string, OnboardingStep> = new Map(
  ONBOARDING_STEPS.flatMap((step) => [
    [step.toLowerCase(), step] as const,
    ...STEP_QUERY_ALIASES[step].map((alias) => [alias.toLowerCase(), step] as const),
  ]),
);

/** The step for a query alias (or a step name), case-insensitive; null when unknown. */
export function stepFromQuery(alias: unknown): OnboardingStep | null {
  if (typeof alias !== 'string') return null;
  return ALIAS_TO_STEP.get(alias.trim().toLowerCase()) ?? null;
}

/** The query alias written for a step. */
export function queryAliasForStep(step: OnboardingStep): string {
  return STEP_QUERY_ALIASES[step][0] ?? step;
}

type QueryInput = { get(name: string): string | null } | Readonly<Record<string, unknown>>;

function readQuery(query: QueryInput, key: string): string | undefined {
  if (typeof (query as { get?: unknown }).get === 'function') {
    return (query as { get(name: string): string | null }).get(key) ?? undefined;
  }
  const record = query as Readonly<Record<string, unknown>>;
  const value = hasOwn(record, key) ? record[key] : undefined;
  const first = Array.isArray(value) ? (value[0] as unknown) : value;
  return typeof first === 'string'
    ? first
    : typeof first === 'number' || typeof first === 'boolean'
      ? String(first)
      : undefined;
}

function readIndex(text: string | undefined): number | null {
  if (text === undefined || !/^\d+$/.test(text.trim())) return null;
  return Number(text.trim());
}

export interface OnboardingQuery {
  /** The onboarding route is open. */
  readonly open: boolean;
  readonly step: OnboardingStep | null;
  readonly fieldIndex: number | null;
  readonly integrationIndex: number | null;
}

/** Reads onboard, activeStep, fieldIndex, integrationIndex; `onboard` may itself carry a step alias. */
export function readOnboardingQuery(query: QueryInput): OnboardingQuery {
  const onboard = readQuery(query, 'onboard');
  const open = onboard !== undefined && onboard !== 'false' && onboard !== '0';
  return {
    open,
    step: stepFromQuery(readQuery(query, 'activeStep')) ?? stepFromQuery(onboard),
    fieldIndex: readIndex(readQuery(query, 'fieldIndex')),
    integrationIndex: readIndex(readQuery(query, 'integrationIndex')),
  };
}

/** The query parameters for the state (with onboard=true). */
export function onboardingQuery(state: OnboardingState): Record<(typeof ONBOARDING_QUERY_KEYS)[number], string> {
  return {
    onboard: 'true',
    activeStep: queryAliasForStep(state.activeStep),
    fieldIndex: String(state.fieldIndex),
    integrationIndex: String(state.integrationIndex),
  };
}

/** Applies a read query to the state (step through its redirects; indexes kept in range). */
export function applyOnboardingQuery(state: OnboardingState, query: OnboardingQuery): OnboardingState {
  let next = state;
  if (query.step !== null) next = goToStep(next, query.step);
  if (query.fieldIndex !== null && query.fieldIndex < Math.max(1, next.templateFields.length)) {
    next = { ...next, fieldIndex: query.fieldIndex };
  }
  if (query.integrationIndex !== null && query.integrationIndex < Math.max(1, next.templateIntegrations.length)) {
    next = { ...next, integrationIndex: query.integrationIndex };
  }
  return next;
}

// ---------------------------------------------------------------------------------------------
// Pre-fill input

export interface OnboardingPrefill {
  readonly timezone?: string;
  readonly agentVoice?: string;
  readonly skipTimezoneStep?: boolean;
  readonly skipVoiceStep?: boolean;
  readonly fieldValues?: Readonly<Record<string, unknown>>;
  readonly skippedFields?: readonly string[];
  readonly skippedIntegrations?: readonly string[];
}

const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

function stringList(value: unknown): string[] | undefined {
  if (typeof value === 'string')
    return value
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
  if (!Array.isArray(value)) return undefined;
  return value.filter((item): item is string => typeof item === 'string' && item !== '');
}

function flag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

/** Reads pre-fill input from untrusted data (JSON or query values); unknown parts are ignored. */
export function parsePrefill(input: unknown): OnboardingPrefill {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return {};
  const raw = input as Record<string, unknown>;
  const out: {
    -readonly [K in keyof OnboardingPrefill]: OnboardingPrefill[K];
  } = {};
  if (typeof raw.timezone === 'string' && raw.timezone.trim() !== '') out.timezone = raw.timezone;
  const voice = typeof raw.agentVoice === 'string' ? raw.agentVoice : raw.voice;
  if (typeof voice === 'string' && voice.trim() !== '') out.agentVoice = voice;
  const skipTimezone = flag(raw.skipTimezoneStep);
  if (skipTimezone !== undefined) out.skipTimezoneStep = skipTimezone;
  const skipVoice = flag(raw.skipVoiceStep);
  if (skipVoice !== undefined) out.skipVoiceStep = skipVoice;
  const values = raw.fieldValues ?? raw.fields;
  if (typeof values === 'object' && values !== null && !Array.isArray(values)) {
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(values)) if (!FORBIDDEN_KEYS.has(key)) copy[key] = value;
    out.fieldValues = copy;
  }
  const skippedFields = stringList(raw.skippedFields);
  if (skippedFields) out.skippedFields = skippedFields;
  const skippedIntegrations = stringList(raw.skippedIntegrations);
  if (skippedIntegrations) out.skippedIntegrations = skippedIntegrations;
  return out;
}

/**
 * Applies pre-fill input: time zone (matched to an entry), voice, skip flags, field values and
 * lists of skipped fields or integrations. Field values also apply at once to a selected template.
 */
export function applyPrefill(state: OnboardingState, prefill: OnboardingPrefill): OnboardingState {
  const prefillValues = { ...state.prefillValues, ...(prefill.fieldValues ?? {}) };
  const skippedFields = [...new Set([...state.skippedFields, ...(prefill.skippedFields ?? [])])];
  const skippedIntegrations = [...new Set([...state.skippedIntegrations, ...(prefill.skippedIntegrations ?? [])])];
  return {
    ...state,
    timezone: prefill.timezone !== undefined ? matchTimezone(prefill.timezone).value : state.timezone,
    agentVoice: prefill.agentVoice ?? state.agentVoice,
    skipTimezoneStep: prefill.skipTimezoneStep ?? state.skipTimezoneStep,
    skipVoiceStep: prefill.skipVoiceStep ?? state.skipVoiceStep,
    prefillValues,
    skippedFields,
    skippedIntegrations,
    templateFields: prefilledFields(state.templateFields, prefill.fieldValues ?? {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Save decision

/** What is saved: the state without the skip flags, with updatedAt in unix seconds. */
export type SavedOnboardingState = Omit<OnboardingState, 'skipTimezoneStep' | 'skipVoiceStep'>;

export function onboardingSavePayload(state: OnboardingState, nowMs: number): SavedOnboardingState {
  const { skipTimezoneStep: _skipTimezone, skipVoiceStep: _skipVoice, ...rest } = state;
  void _skipTimezone;
  void _skipVoice;
  return { ...rest, updatedAt: Math.floor(nowMs / 1000) };
}

/** Local storage is written at once; account settings after this debounce (1000 ms). */
export const ONBOARDING_SETTINGS_DEBOUNCE_MS = ONBOARDING_SAVE_DEBOUNCE_MS;

/** Account settings are saved at once when the delay is 0. */
export function saveImmediately(delayMs: number): boolean {
  return !(delayMs > 0);
}

function asString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function asIndex(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
}

/** Restores a saved state from untrusted data (local storage or settings); skip flags start false. */
export function restoreOnboardingState(saved: unknown): OnboardingState {
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return createOnboardingState();
  const raw = saved as Record<string, unknown>;
  const method = raw.method === BUILD_FROM_SCRATCH || raw.method === BUILD_FROM_TEMPLATE ? raw.method : null;
  // Fields keep only well-formed options (objects with a string value), so later coercion,
  // pre-fill and staleness checks cannot trip over saved junk.
  const fields = sanitizeTemplateFields(raw.templateFields);
  const connected: Record<string, boolean> = {};
  if (typeof raw.connectedIntegrations === 'object' && raw.connectedIntegrations !== null) {
    for (const [key, value] of Object.entries(raw.connectedIntegrations)) {
      if (!FORBIDDEN_KEYS.has(key) && typeof value === 'boolean') connected[key] = value;
    }
  }
  const prefill: Record<string, unknown> = {};
  if (typeof raw.prefillValues === 'object' && raw.prefillValues !== null && !Array.isArray(raw.prefillValues)) {
    for (const [key, value] of Object.entries(raw.prefillValues)) if (!FORBIDDEN_KEYS.has(key)) prefill[key] = value;
  }
  return createOnboardingState({
    method,
    templateId: asString(raw.templateId) ?? (typeof raw.templateId === 'number' ? String(raw.templateId) : null),
    templateFields: fields,
    templateIntegrations: normalizeIntegrations(stringList(raw.templateIntegrations) ?? []),
    connectedIntegrations: connected,
    activeStep: isOnboardingStep(raw.activeStep) ? raw.activeStep : 'WELCOME',
    fieldIndex: asIndex(raw.fieldIndex),
    integrationIndex: asIndex(raw.integrationIndex),
    timezone: asString(raw.timezone),
    agentVoice: asString(raw.agentVoice),
    onboardingComplete: raw.onboardingComplete === true,
    updatedAt: typeof raw.updatedAt === 'number' && Number.isFinite(raw.updatedAt) ? raw.updatedAt : null,
    skippedFields: stringList(raw.skippedFields) ?? [],
    skippedIntegrations: stringList(raw.skippedIntegrations) ?? [],
    prefillValues: prefill,
  });
}

/** Of two saved states (local and account settings), the one with the later updatedAt. */
export function newerOnboardingState<T extends { updatedAt: number | null }>(a: T | null, b: T | null): T | null {
  if (a === null) return b;
  if (b === null) return a;
  return (b.updatedAt ?? 0) > (a.updatedAt ?? 0) ? b : a;
}
