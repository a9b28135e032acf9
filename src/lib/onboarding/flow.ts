// The onboarding steps the spec leaves to the screens' order (spec 000 §2.4, §4 "Onboarding"):
// what follows GENERATE_AGENT and the agent steps, and restarting the template setup when the
// saved template has become stale. Pure functions over the state, like the transitions.
import {
  GOOGLE_CALENDAR_INTEGRATION,
  isTemplateStale,
  sanitizeTemplateFields,
  templateIntegrations,
  type TemplateField,
} from '../template';
import {
  BUILD_FROM_SCRATCH,
  goToStep,
  normalizeIntegrations,
  selectTemplate,
  type OnboardingState,
  type OnboardingStep,
  type OnboardingTemplate,
} from './onboarding';
import { TIMEZONES } from './timezones';

/** The agent steps after the agent exists, in order; SCHEDULE_CALL is the last step. */
export const AGENT_STEPS = ['EDIT_AGENT', 'TEST_AGENT', 'CHOOSE_NUMBER', 'SCHEDULE_CALL'] as const;

/**
 * After the agent is generated: building from scratch still asks the time zone and the voice
 * (each with its skip redirect, so both skipped leads to EDIT_AGENT); building from a template
 * asked them before, so it goes to EDIT_AGENT.
 */
export function afterGenerate(state: OnboardingState): OnboardingState {
  if (state.method === BUILD_FROM_SCRATCH) return goToStep(state, 'SELECT_TIMEZONE');
  return { ...state, activeStep: 'EDIT_AGENT' };
}

/** The step after an agent step (EDIT_AGENT → TEST_AGENT → CHOOSE_NUMBER → SCHEDULE_CALL); null after the last. */
export function nextAgentStep(step: OnboardingStep): OnboardingStep | null {
  const at = (AGENT_STEPS as readonly string[]).indexOf(step);
  if (at < 0) return null;
  return AGENT_STEPS[at + 1] ?? null;
}

/** Moves to the step after an agent step; the state is unchanged after the last one. */
export function advanceAgentStep(state: OnboardingState): OnboardingState {
  const next = nextAgentStep(state.activeStep);
  return next === null ? state : { ...state, activeStep: next };
}

/**
 * The steps a progress indicator counts, from what is known when the wizard opens: the method
 * and the skip flags (pre-fill input). Every step a path may show is counted, so the total never
 * changes mid-way: a template without integrations or without fields to ask passes its step by
 * (the position moves on past it). WELCOME is the choice of path and is not counted; until a path
 * is chosen the template path is assumed (users who cannot build from scratch start on it).
 */
export function progressSteps(state: OnboardingState): OnboardingStep[] {
  const tail: OnboardingStep[] = [
    ...(state.skipTimezoneStep ? [] : (['SELECT_TIMEZONE'] as const)),
    ...(state.skipVoiceStep ? [] : (['SELECT_VOICE'] as const)),
  ];
  if (state.method === BUILD_FROM_SCRATCH) return ['GENERATE_AGENT', ...tail, ...AGENT_STEPS];
  return ['SELECT_TEMPLATE', 'SETUP_TEMPLATE', 'SETUP_INTEGRATIONS', ...tail, 'GENERATE_AGENT', ...AGENT_STEPS];
}

/** The 1-based position of the active step among the progress steps, and their count; null on a
 * step the path does not count (WELCOME, or a step of the other path opened by its alias). */
export function progressOf(state: OnboardingState): { position: number; total: number } | null {
  const steps = progressSteps(state);
  const at = steps.indexOf(state.activeStep);
  return at < 0 ? null : { position: at + 1, total: steps.length };
}

// ---------------------------------------------------------------------------------------------
// Stale template

function currentShape(template: OnboardingTemplate): {
  templateFields: TemplateField[];
  templateIntegrations: string[];
} {
  const integrations = Array.isArray(template.templateIntegrations)
    ? template.templateIntegrations.filter((id): id is string => typeof id === 'string')
    : templateIntegrations(template);
  return {
    templateFields: sanitizeTemplateFields(template.templateFields),
    templateIntegrations: normalizeIntegrations(integrations),
  };
}

/** Whether the state's saved template no longer matches the current one (only for the same template id). */
export function isSavedTemplateStale(state: OnboardingState, template: OnboardingTemplate): boolean {
  if (state.templateId === null || state.templateId !== template.id) return false;
  return isTemplateStale(
    { templateFields: state.templateFields, templateIntegrations: state.templateIntegrations },
    currentShape(template),
  );
}

/**
 * Restarts the template setup on the current template: selected afresh (first field, no
 * connected integrations), keeping the saved values that still fit (same key, and the value
 * survives the field's coercion). Time zone, voice and skip lists stay.
 */
export function restartStaleTemplate(state: OnboardingState, template: OnboardingTemplate): OnboardingState {
  const kept: Record<string, unknown> = {};
  for (const field of state.templateFields) {
    if (field.value !== undefined && field.value !== null && field.value !== '') kept[field.key] = field.value;
  }
  // selectTemplate coerces the pre-fill values per field and drops those that no longer fit.
  const restarted = selectTemplate({ ...state, prefillValues: { ...state.prefillValues, ...kept } }, template);
  return { ...restarted, prefillValues: state.prefillValues };
}

/** The zone name (IANA) of a time-zone entry's value, for the agent's configuration; UTC when unknown. */
export function zoneNameOf(timezoneValue: string | null): string {
  const entry = TIMEZONES.find((tz) => tz.value === timezoneValue);
  return entry?.utc[0] ?? 'UTC';
}

// ---------------------------------------------------------------------------------------------
// Integration ids

export const CALENDLY_INTEGRATION = 'calendly';

export type IntegrationKind =
  | { readonly kind: 'googleCalendar' }
  | { readonly kind: 'calendly' }
  | { readonly kind: 'app'; readonly appId: string; readonly version: string }
  | { readonly kind: 'other'; readonly id: string };

/** What an integration id names: Google Calendar, Calendly, an app (`vader:{appId}:{version}`), or something else. */
export function parseIntegrationId(id: string): IntegrationKind {
  if (id === GOOGLE_CALENDAR_INTEGRATION) return { kind: 'googleCalendar' };
  if (id.toLowerCase() === CALENDLY_INTEGRATION) return { kind: 'calendly' };
  const match = /^vader:([^:]+):(.+)$/.exec(id);
  if (match?.[1] && match[2]) return { kind: 'app', appId: match[1], version: match[2] };
  return { kind: 'other', id };
}
