import { describe, it, expect } from 'vitest';
import type { OnboardingState, OnboardingStep, OnboardingTemplate } from '@/lib/onboarding';
import type { TemplateField, TemplateShape } from '@/lib/template';
import { isTemplateStale } from '@/lib/template';
import {
  ONBOARDING_QUERY_KEYS,
  ONBOARDING_SETTINGS_DEBOUNCE_MS,
  ONBOARDING_STEPS,
  STEP_QUERY_ALIASES,
  applyOnboardingQuery,
  applyPrefill,
  chooseMethod,
  completeOnboarding,
  createOnboardingState,
  currentField,
  discardOnboarding,
  exitOnboarding,
  firstOnboardingStep,
  goToStep,
  isOnboardingStep,
  newerOnboardingState,
  nextField,
  nextIntegration,
  onboardingQuery,
  onboardingSavePayload,
  parsePrefill,
  previousField,
  queryAliasForStep,
  readOnboardingQuery,
  restoreOnboardingState,
  saveImmediately,
  selectTemplate,
  selectTimezone,
  selectVoice,
  setFieldValue,
  startOnboarding,
  stepFromQuery,
} from '@/lib/onboarding';

const s = (overrides: Partial<OnboardingState> = {}): OnboardingState => createOnboardingState(overrides);

const TEMPLATE: OnboardingTemplate = {
  id: 'tpl-1',
  templateFields: [
    { key: 'business', type: 'text' },
    { key: 'auto', type: 'text', autoPrefilled: true, value: 'x' },
    { key: 'mode', type: 'select', options: [{ value: 'simple' }, { value: 'advanced' }], value: 'simple' },
    { key: 'advancedOnly', type: 'text', disabledIf: 'mode=simple' },
    { key: 'closing', type: 'text' },
  ],
  apps: [{ appId: 'crm', version: '1' }],
  actions: [{ name: 'schedule' }],
};

describe('onboarding steps', () => {
  it('lists the steps of §2.4', () => {
    expect(ONBOARDING_STEPS).toEqual([
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
    ]);
    expect(createOnboardingState().activeStep).toBe('WELCOME');
  });
});

describe('first step by permission and completion', () => {
  it.each([
    [true, false, 'WELCOME', null],
    [false, false, 'SELECT_TEMPLATE', 'BUILD_FROM_TEMPLATE'],
    [true, true, 'SELECT_TEMPLATE', 'BUILD_FROM_TEMPLATE'],
    [false, true, 'SELECT_TEMPLATE', 'BUILD_FROM_TEMPLATE'],
  ] as const)('full editor %s, completed %s → %s (%s)', (canUseFullEditor, onboardingComplete, step, method) => {
    expect(firstOnboardingStep({ canUseFullEditor, onboardingComplete })).toEqual({ activeStep: step, method });
    const started = startOnboarding(s({ onboardingComplete }), { canUseFullEditor });
    expect([started.activeStep, started.method]).toEqual([step, method]);
  });
});

describe('method choice', () => {
  it.each([
    ['BUILD_FROM_SCRATCH', 'GENERATE_AGENT'],
    ['BUILD_FROM_TEMPLATE', 'SELECT_TEMPLATE'],
  ] as const)('%s → %s', (method, step) => {
    expect(chooseMethod(s(), method)).toMatchObject({ method, activeStep: step });
  });
});

describe('template selection', () => {
  it('pre-fills, skips disabled and auto-prefilled fields, goes to SETUP_TEMPLATE at the first field left', () => {
    const state = selectTemplate(s({ prefillValues: { business: 'Acme', mode: 'nonsense' } }), TEMPLATE);
    expect(state).toMatchObject({
      activeStep: 'SETUP_TEMPLATE',
      templateId: 'tpl-1',
      method: 'BUILD_FROM_TEMPLATE',
      fieldIndex: 0,
      templateIntegrations: ['vader:crm:1', 'googleCalendar'],
    });
    // Only auto-prefilled keys are stored; advancedOnly is skipped because it is disabled right now.
    expect(state.skippedFields).toEqual(['auto']);
    expect(state.templateFields[0]?.value).toBe('Acme');
    expect(state.templateFields[2]?.value).toBe('simple');
    expect(currentField(state)?.key).toBe('business');
  });

  it('walks the fields skipping skipped ones, then SETUP_INTEGRATIONS', () => {
    let state = selectTemplate(s(), TEMPLATE);
    state = nextField(state);
    expect([state.activeStep, state.fieldIndex]).toEqual(['SETUP_TEMPLATE', 2]);
    state = nextField(state);
    expect([state.activeStep, state.fieldIndex]).toEqual(['SETUP_TEMPLATE', 4]);
    expect(previousField(state).fieldIndex).toBe(2);
    state = nextField(state);
    expect([state.activeStep, state.integrationIndex]).toEqual(['SETUP_INTEGRATIONS', 0]);
    state = nextIntegration(state);
    expect([state.activeStep, state.integrationIndex]).toEqual(['SETUP_INTEGRATIONS', 1]);
    state = nextIntegration(state);
    expect(state.activeStep).toBe('SELECT_TIMEZONE');
  });

  it('disabled is a live condition: a field disabled at selection is shown once enabled, and skipped again when disabled', () => {
    let state = selectTemplate(s(), TEMPLATE);
    expect(state.skippedFields).not.toContain('advancedOnly');
    expect(nextField({ ...state, fieldIndex: 2 }).fieldIndex).toBe(4); // mode=simple: advancedOnly disabled
    state = setFieldValue({ ...state, fieldIndex: 2 }, 'mode', 'advanced');
    state = nextField(state);
    expect([state.activeStep, state.fieldIndex]).toEqual(['SETUP_TEMPLATE', 3]);
    expect(previousField(nextField(state)).fieldIndex).toBe(3);
    state = setFieldValue(state, 'mode', 'simple');
    expect(previousField({ ...state, fieldIndex: 4 }).fieldIndex).toBe(2);
  });

  it('a field enabled at selection and disabled by a value chosen on the way is skipped', () => {
    const template: OnboardingTemplate = {
      id: 't',
      templateIntegrations: [],
      templateFields: [
        { key: 'mode', type: 'select', options: [{ value: 'simple' }, { value: 'advanced' }], value: 'advanced' },
        { key: 'advancedOnly', type: 'text', disabledIf: 'mode=simple' },
      ],
    };
    let state = selectTemplate(s(), template);
    expect(nextField(state).fieldIndex).toBe(1);
    state = setFieldValue(state, 'mode', 'simple');
    expect(nextField(state).activeStep).toBe('SELECT_TIMEZONE');
  });

  it('previousField before the first field returns to SELECT_TEMPLATE', () => {
    expect(previousField(selectTemplate(s(), TEMPLATE)).activeStep).toBe('SELECT_TEMPLATE');
  });

  it.each([
    ['integrations', { templateIntegrations: ['a'] }, {}, 'SETUP_INTEGRATIONS'],
    ['no integrations', { templateIntegrations: [] }, {}, 'SELECT_TIMEZONE'],
    ['skipped integrations', { templateIntegrations: ['a'] }, { skippedIntegrations: ['a'] }, 'SELECT_TIMEZONE'],
    ['timezone skipped', { templateIntegrations: [] }, { skipTimezoneStep: true }, 'SELECT_VOICE'],
    [
      'timezone and voice skipped',
      { templateIntegrations: [] },
      { skipTimezoneStep: true, skipVoiceStep: true },
      'GENERATE_AGENT',
    ],
    ['voice chosen', { templateIntegrations: [] }, { skipTimezoneStep: true, agentVoice: 'v1' }, 'GENERATE_AGENT'],
  ] as const)('all fields skipped with %s → %s', (_name, templateExtra, stateExtra, step) => {
    const template: OnboardingTemplate = {
      id: 't',
      templateFields: [{ key: 'only', autoPrefilled: true }],
      ...templateExtra,
    };
    expect(selectTemplate(s(stateExtra), template).activeStep).toBe(step);
  });

  it('a template without fields continues at once', () => {
    expect(selectTemplate(s(), { id: 't', templateFields: [], templateIntegrations: [] }).activeStep).toBe(
      'SELECT_TIMEZONE',
    );
  });
});

describe('step redirects', () => {
  it.each([
    [{}, 'SELECT_TIMEZONE', 'SELECT_TIMEZONE'],
    [{ skipTimezoneStep: true }, 'SELECT_TIMEZONE', 'SELECT_VOICE'],
    [{}, 'SELECT_VOICE', 'SELECT_VOICE'],
    [{ skipVoiceStep: true }, 'SELECT_VOICE', 'GENERATE_AGENT'],
    [{ agentVoice: 'v' }, 'SELECT_VOICE', 'GENERATE_AGENT'],
    [{ skipVoiceStep: true, method: 'BUILD_FROM_SCRATCH' }, 'SELECT_VOICE', 'EDIT_AGENT'],
    [{ agentVoice: 'v', method: 'BUILD_FROM_SCRATCH' }, 'SELECT_VOICE', 'EDIT_AGENT'],
    [{ skipTimezoneStep: true, skipVoiceStep: true, method: 'BUILD_FROM_SCRATCH' }, 'SELECT_TIMEZONE', 'EDIT_AGENT'],
    [{ skipTimezoneStep: true }, 'TEST_AGENT', 'TEST_AGENT'],
  ] as const)('%j going to %s → %s', (extra, step, expected) => {
    expect(goToStep(s(extra as Partial<OnboardingState>), step).activeStep).toBe(expected);
  });

  it('choosing a time zone goes to the voice step; choosing a voice moves on', () => {
    const tz = selectTimezone(s(), 'Asia/Kolkata');
    expect(tz).toMatchObject({ timezone: 'India Standard Time', activeStep: 'SELECT_VOICE' });
    expect(selectVoice(tz, 'voice-1')).toMatchObject({ agentVoice: 'voice-1', activeStep: 'GENERATE_AGENT' });
    expect(selectVoice(s({ method: 'BUILD_FROM_SCRATCH' }), 'v')).toMatchObject({ activeStep: 'EDIT_AGENT' });
  });
});

describe('discard, exit, complete', () => {
  const busy = selectTemplate(
    s({ timezone: 'UTC', agentVoice: 'v', onboardingComplete: true, connectedIntegrations: { a: true } }),
    TEMPLATE,
  );

  it('discard returns to SELECT_TEMPLATE, clears template, fields, integrations, timezone and voice, and closes', () => {
    const { state, closeRoute } = discardOnboarding(busy);
    expect(closeRoute).toBe(true);
    expect(state).toMatchObject({
      activeStep: 'SELECT_TEMPLATE',
      templateId: null,
      templateFields: [],
      templateIntegrations: [],
      connectedIntegrations: {},
      timezone: null,
      agentVoice: null,
      onboardingComplete: true,
    });
  });

  it('exit resets the state and closes', () => {
    const { state, closeRoute } = exitOnboarding(busy);
    expect(closeRoute).toBe(true);
    expect(state).toEqual(createOnboardingState({ onboardingComplete: true }));
  });

  it('complete sets onboardingComplete and asks for a permission refresh', () => {
    const { state, refreshPermissions } = completeOnboarding(s());
    expect(state.onboardingComplete).toBe(true);
    expect(refreshPermissions).toBe(true);
  });
});

describe('query aliases', () => {
  it.each([
    ['templates', 'SELECT_TEMPLATE'],
    ['fields', 'SETUP_TEMPLATE'],
    ['setupAgent', 'SETUP_TEMPLATE'],
    ['integrations', 'SETUP_INTEGRATIONS'],
    ['generate', 'GENERATE_AGENT'],
    ['generateAgent', 'GENERATE_AGENT'],
    ['agentVoice', 'SELECT_VOICE'],
    ['selectVoice', 'SELECT_VOICE'],
    ['timezone', 'SELECT_TIMEZONE'],
    ['selectTimezone', 'SELECT_TIMEZONE'],
    ['editAgent', 'EDIT_AGENT'],
    ['tryAgent', 'TEST_AGENT'],
    ['testAgent', 'TEST_AGENT'],
    ['chooseNumber', 'CHOOSE_NUMBER'],
    ['scheduleCall', 'SCHEDULE_CALL'],
    ['talkWithExpert', 'SCHEDULE_CALL'],
    ['initial', 'WELCOME'],
    ['SELECT_VOICE', 'SELECT_VOICE'],
    ['nonsense', null],
    ['constructor', null],
  ])('%s → %s', (alias, step) => {
    expect(stepFromQuery(alias)).toBe(step);
  });

  it('every step has an alias that reads back to it', () => {
    for (const step of ONBOARDING_STEPS) expect(stepFromQuery(queryAliasForStep(step))).toBe(step);
  });

  it('reads and writes onboard, activeStep, fieldIndex, integrationIndex', () => {
    expect(ONBOARDING_QUERY_KEYS).toEqual(['onboard', 'activeStep', 'fieldIndex', 'integrationIndex']);
    const query = onboardingQuery(s({ activeStep: 'SETUP_TEMPLATE', fieldIndex: 2 }));
    expect(query).toEqual({ onboard: 'true', activeStep: 'fields', fieldIndex: '2', integrationIndex: '0' });
    expect(readOnboardingQuery(new URLSearchParams(query))).toEqual({
      open: true,
      step: 'SETUP_TEMPLATE',
      fieldIndex: 2,
      integrationIndex: 0,
    });
    expect(readOnboardingQuery({ onboard: 'templates' })).toMatchObject({ open: true, step: 'SELECT_TEMPLATE' });
    expect(readOnboardingQuery({})).toEqual({ open: false, step: null, fieldIndex: null, integrationIndex: null });
    expect(readOnboardingQuery({ onboard: 'true', fieldIndex: '-1' }).fieldIndex).toBeNull();
  });

  it('applying a query goes to the step through its redirects', () => {
    const state = applyOnboardingQuery(
      s({ skipTimezoneStep: true }),
      readOnboardingQuery({ onboard: '1', activeStep: 'timezone' }),
    );
    expect(state.activeStep).toBe('SELECT_VOICE');
  });
});

describe('pre-fill input', () => {
  it('sets timezone (matched), voice, skip flags, field values and skipped lists', () => {
    const prefill = parsePrefill({
      timezone: 'UTC+5:30',
      voice: 'voice-9',
      skipTimezoneStep: 'true',
      skipVoiceStep: false,
      fieldValues: { business: 'Acme', __proto__: 'x' },
      skippedFields: 'closing, business',
      skippedIntegrations: ['googleCalendar'],
      ignored: 1,
    });
    expect(prefill).toEqual({
      timezone: 'UTC+5:30',
      agentVoice: 'voice-9',
      skipTimezoneStep: true,
      skipVoiceStep: false,
      fieldValues: { business: 'Acme' },
      skippedFields: ['closing', 'business'],
      skippedIntegrations: ['googleCalendar'],
    });
    const state = selectTemplate(applyPrefill(s(), prefill), TEMPLATE);
    expect(state).toMatchObject({ timezone: 'India Standard Time', agentVoice: 'voice-9', skipTimezoneStep: true });
    expect(state.templateFields[0]?.value).toBe('Acme');
    expect(state.fieldIndex).toBe(2); // business and closing skipped
    let next = nextField(state);
    expect([next.activeStep, next.integrationIndex]).toEqual(['SETUP_INTEGRATIONS', 0]);
    next = nextIntegration(next);
    expect(next.activeStep).toBe('GENERATE_AGENT'); // timezone skipped, voice chosen
  });

  it('field values apply at once to a selected template', () => {
    const state = applyPrefill(selectTemplate(s(), TEMPLATE), { fieldValues: { mode: 'advanced', business: 7 } });
    expect(state.templateFields.map((f) => f.value)).toEqual(['7', 'x', 'advanced', undefined, undefined]);
  });

  it.each([[null], ['x'], [[1]], [42]])('ignores malformed input %j', (input) => {
    expect(parsePrefill(input)).toEqual({});
  });
});

describe('save decision', () => {
  it('saves everything but the skip flags, with updatedAt in unix seconds', () => {
    const payload = onboardingSavePayload(
      s({ skipTimezoneStep: true, skipVoiceStep: true, timezone: 'UTC' }),
      1_700_000_123_456,
    );
    expect(payload.updatedAt).toBe(1_700_000_123);
    expect(payload).not.toHaveProperty('skipTimezoneStep');
    expect(payload).not.toHaveProperty('skipVoiceStep');
    expect(payload.timezone).toBe('UTC');
  });

  it('settings are debounced 1000 ms, saved at once when the delay is 0', () => {
    expect(ONBOARDING_SETTINGS_DEBOUNCE_MS).toBe(1000);
    expect(saveImmediately(0)).toBe(true);
    expect(saveImmediately(1000)).toBe(false);
  });

  it('restores saved state from untrusted data; skip flags start false', () => {
    const saved = onboardingSavePayload(selectTemplate(s({ skipVoiceStep: true }), TEMPLATE), 1_000_000);
    const restored = restoreOnboardingState(JSON.parse(JSON.stringify(saved)));
    expect(restored).toEqual({ ...createOnboardingState(), ...saved, skipVoiceStep: false, skipTimezoneStep: false });
    expect(restoreOnboardingState('junk')).toEqual(createOnboardingState());
    expect(
      restoreOnboardingState({ activeStep: 'HACK', fieldIndex: -3, templateFields: [1, { key: 'k' }] }),
    ).toMatchObject({
      activeStep: 'WELCOME',
      fieldIndex: 0,
      templateFields: [{ key: 'k' }],
    });
  });

  it('keeps options only as a list of objects with a string value', () => {
    const restored = restoreOnboardingState({
      templateFields: [
        { key: 'a', type: 'select', options: 'red', value: 'red' },
        {
          key: 'b',
          type: 'multi-select',
          options: [null, 1, 'x', { value: 2 }, { value: 'red', label: 5 }, { value: 'blue', label: 'Blue' }],
        },
        { key: 'c', type: 7, inputType: 'select', options: { value: 'x' }, disabledIf: 3, autoPrefilled: 'yes' },
        { key: 'd', options: null, note: 'kept' },
      ],
    });
    expect(restored.templateFields).toEqual([
      { key: 'a', type: 'select', value: 'red' },
      { key: 'b', type: 'multi-select', options: [{ value: 'red' }, { value: 'blue', label: 'Blue' }] },
      { key: 'c', inputType: 'select' },
      { key: 'd', note: 'kept' },
    ]);
  });

  it('a state restored from junk options can be edited, pre-filled and compared', () => {
    const junk = [
      { key: 'a', type: 'select', options: 'red' },
      { key: 'b', type: 'multi-select', options: [null, { value: 'x' }] },
    ];
    let state = restoreOnboardingState({ templateFields: junk, activeStep: 'SETUP_TEMPLATE' });
    state = setFieldValue(state, 'a', 'red');
    state = setFieldValue(state, 'b', 'x, y');
    expect(state.templateFields.map((f) => f.value)).toEqual([undefined, ['x']]);
    state = applyPrefill(state, { fieldValues: { a: 'red', b: ['x'] } });
    expect(state.templateFields.map((f) => f.value)).toEqual([undefined, ['x']]);
    const current: TemplateShape = {
      templateIntegrations: [],
      templateFields: [
        { key: 'a', type: 'select' },
        { key: 'b', type: 'multi-select', options: [{ value: 'x' }] },
      ],
    };
    expect(
      isTemplateStale({ templateIntegrations: [], templateFields: junk as unknown as TemplateField[] }, current),
    ).toBe(false);
    expect(isTemplateStale(state, current)).toBe(false);
  });

  it('a template with malformed fields is cleaned up when selected', () => {
    const state = selectTemplate(s(), {
      id: 't',
      templateIntegrations: ['x', 3] as unknown as string[],
      templateFields: [
        null,
        { key: 'a', type: 'select', options: 'bad' },
        { nokey: true },
      ] as unknown as TemplateField[],
    });
    expect(state.templateFields).toEqual([{ key: 'a', type: 'select' }]);
    expect(state.templateIntegrations).toEqual(['x']);
    expect(setFieldValue(state, 'a', 'bad').templateFields[0]?.value).toBeUndefined();
  });

  it('picks the newer of two saved states', () => {
    const a = { updatedAt: 10 };
    const b = { updatedAt: 20 };
    expect(newerOnboardingState(a, b)).toBe(b);
    expect(newerOnboardingState(b, a)).toBe(b);
    expect(newerOnboardingState(null, a)).toBe(a);
    expect(newerOnboardingState(a, null)).toBe(a);
  });
});

describe('step names and their query aliases round-trip', () => {
  it.each(ONBOARDING_STEPS.map((step) => [step]))('%s', (step: OnboardingStep) => {
    expect(isOnboardingStep(step)).toBe(true);
    expect(stepFromQuery(step)).toBe(step);
    expect(stepFromQuery(step.toLowerCase())).toBe(step);
    expect(stepFromQuery(queryAliasForStep(step))).toBe(step);
    for (const alias of STEP_QUERY_ALIASES[step]) {
      expect(stepFromQuery(alias)).toBe(step);
      expect(isOnboardingStep(alias)).toBe(false);
    }
    const query = readOnboardingQuery(onboardingQuery(s({ activeStep: step })));
    expect(query.step).toBe(step);
  });

  it.each([['welcome'], ['HACK'], [''], ['constructor'], ['__proto__'], [null], [undefined], [3], [['WELCOME']]])(
    '%j is not a step',
    (value) => {
      expect(isOnboardingStep(value)).toBe(false);
    },
  );
});
