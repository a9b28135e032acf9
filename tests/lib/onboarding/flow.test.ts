import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { appIntegrationId } from '@/lib/template';
import {
  AGENT_STEPS,
  AGENT_VOICES,
  BUILD_FROM_SCRATCH,
  BUILD_FROM_TEMPLATE,
  ONBOARDING_STEPS,
  advanceAgentStep,
  afterGenerate,
  chooseMethod,
  createOnboardingState,
  nextField,
  nextIntegration,
  normalizeIntegrations,
  restoreOnboardingState,
  selectTimezone,
  selectVoice,
  startOnboarding,
  filterVoices,
  isSavedTemplateStale,
  nextAgentStep,
  progressOf,
  progressSteps,
  restartStaleTemplate,
  selectTemplate,
  setFieldValue,
  TIMEZONES,
  zoneNameOf,
  parseIntegrationId,
  type OnboardingState,
  type OnboardingTemplate,
} from '@/lib/onboarding';

const s = (o: Partial<OnboardingState> = {}) => createOnboardingState(o);

const template: OnboardingTemplate = {
  id: 'tpl',
  templateFields: [
    { key: 'name', type: 'text' },
    { key: 'offer', type: 'select', options: [{ value: 'yes' }, { value: 'no' }] },
  ],
  templateIntegrations: ['googleCalendar'],
};

describe('afterGenerate', () => {
  it.each([
    ['scratch, nothing skipped', { method: BUILD_FROM_SCRATCH }, 'SELECT_TIMEZONE'],
    ['scratch, time zone skipped', { method: BUILD_FROM_SCRATCH, skipTimezoneStep: true }, 'SELECT_VOICE'],
    [
      'scratch, both skipped',
      { method: BUILD_FROM_SCRATCH, skipTimezoneStep: true, skipVoiceStep: true },
      'EDIT_AGENT',
    ],
    [
      'scratch, voice chosen, time zone skipped',
      { method: BUILD_FROM_SCRATCH, skipTimezoneStep: true, agentVoice: 'nova' },
      'EDIT_AGENT',
    ],
    ['template', { method: BUILD_FROM_TEMPLATE }, 'EDIT_AGENT'],
    ['template, nothing skipped', { method: BUILD_FROM_TEMPLATE, agentVoice: null }, 'EDIT_AGENT'],
  ] as const)('%s → %s', (_name, overrides, step) => {
    expect(afterGenerate(s({ ...overrides, activeStep: 'GENERATE_AGENT' })).activeStep).toBe(step);
  });
});

describe('agent steps', () => {
  it.each([
    ['EDIT_AGENT', 'TEST_AGENT'],
    ['TEST_AGENT', 'CHOOSE_NUMBER'],
    ['CHOOSE_NUMBER', 'SCHEDULE_CALL'],
    ['SCHEDULE_CALL', null],
    ['WELCOME', null],
    ['GENERATE_AGENT', null],
  ] as const)('%s → %s', (from, to) => {
    expect(nextAgentStep(from)).toBe(to);
  });

  it('advancing past the last agent step keeps the state', () => {
    const last = s({ activeStep: 'SCHEDULE_CALL' });
    expect(advanceAgentStep(last)).toBe(last);
  });

  it('property: advancing from an agent step ends at SCHEDULE_CALL within their count', () => {
    fc.assert(
      fc.property(fc.constantFrom(...AGENT_STEPS), (step) => {
        let state = s({ activeStep: step });
        for (let i = 0; i < AGENT_STEPS.length; i += 1) state = advanceAgentStep(state);
        return state.activeStep === 'SCHEDULE_CALL';
      }),
    );
  });
});

describe('progress', () => {
  it('by scratch: generate, time zone, voice, the agent steps (WELCOME is the choice of path, not counted)', () => {
    expect(progressSteps(s({ method: BUILD_FROM_SCRATCH }))).toEqual([
      'GENERATE_AGENT',
      'SELECT_TIMEZONE',
      'SELECT_VOICE',
      ...AGENT_STEPS,
    ]);
  });

  it('by template: every step the path may show, whatever the template, less the skipped voice step', () => {
    const expected = [
      'SELECT_TEMPLATE',
      'SETUP_TEMPLATE',
      'SETUP_INTEGRATIONS',
      'SELECT_TIMEZONE',
      'GENERATE_AGENT',
      ...AGENT_STEPS,
    ];
    expect(progressSteps(s({ templateIntegrations: ['x'], skipVoiceStep: true }))).toEqual(expected);
    expect(progressSteps(s({ templateIntegrations: [], skipVoiceStep: true }))).toEqual(expected);
  });

  it.each([
    ['before a template is chosen', s({ method: BUILD_FROM_TEMPLATE, activeStep: 'SELECT_TEMPLATE' }), 1],
    [
      'at its integrations',
      s({ method: BUILD_FROM_TEMPLATE, activeStep: 'SETUP_INTEGRATIONS', templateIntegrations: ['googleCalendar'] }),
      3,
    ],
    ['at the last step', s({ method: BUILD_FROM_TEMPLATE, activeStep: 'SCHEDULE_CALL', templateIntegrations: [] }), 10],
  ])('by template the total is 10 %s', (_, state, position) => {
    expect(progressOf(state)).toEqual({ position, total: 10 });
  });

  it('WELCOME has no count (the path, and so the total, is chosen there)', () => {
    expect(progressOf(s({ activeStep: 'WELCOME' }))).toBeNull();
  });

  it('property: the position is within 1..total for every counted step and state', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ONBOARDING_STEPS),
        fc.constantFrom(BUILD_FROM_SCRATCH, BUILD_FROM_TEMPLATE, null),
        fc.boolean(),
        fc.boolean(),
        (activeStep, method, skipTimezoneStep, skipVoiceStep) => {
          const progress = progressOf(s({ activeStep, method, skipTimezoneStep, skipVoiceStep }));
          return progress === null || (progress.position >= 1 && progress.position <= progress.total);
        },
      ),
    );
  });

  /** Walks the wizard from its first step to SCHEDULE_CALL through the transitions, answering every step. */
  function walk(start: OnboardingState, scratch: boolean, tpl: OnboardingTemplate): OnboardingState[] {
    const seen: OnboardingState[] = [start];
    let state = start;
    const go = (next: OnboardingState) => {
      state = next;
      seen.push(next);
    };
    if (state.activeStep === 'WELCOME') go(chooseMethod(state, scratch ? BUILD_FROM_SCRATCH : BUILD_FROM_TEMPLATE));
    if (!scratch) {
      go(selectTemplate(state, tpl));
      while (state.activeStep === 'SETUP_TEMPLATE') go(nextField(state));
      while (state.activeStep === 'SETUP_INTEGRATIONS') go(nextIntegration(state));
      if (state.activeStep === 'SELECT_TIMEZONE') go(selectTimezone(state, 'UTC'));
      if (state.activeStep === 'SELECT_VOICE') go(selectVoice(state, 'nova'));
      expect(state.activeStep).toBe('GENERATE_AGENT');
    }
    go(afterGenerate(state));
    if (state.activeStep === 'SELECT_TIMEZONE') go(selectTimezone(state, 'UTC'));
    if (state.activeStep === 'SELECT_VOICE') go(selectVoice(state, 'nova'));
    while (state.activeStep !== 'SCHEDULE_CALL') go(advanceAgentStep(state));
    return seen;
  }

  it('property: along any walk the total never changes and the position only moves forward', () => {
    const integrationIds = ['googleCalendar', 'vader:google-calendar:1.2.0', 'calendly', 'vader:zendesk:2'];
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.subarray(integrationIds),
        fc.array(fc.boolean(), { maxLength: 4 }),
        (canUseFullEditor, scratch, skipTimezoneStep, skipVoiceStep, integrations, autoPrefilled) => {
          const tpl: OnboardingTemplate = {
            id: 'tpl',
            templateFields: autoPrefilled.map((auto, i) => ({ key: `f${i}`, type: 'text', autoPrefilled: auto })),
            templateIntegrations: integrations,
          };
          const start = startOnboarding(s({ skipTimezoneStep, skipVoiceStep }), { canUseFullEditor });
          const counted = walk(start, scratch && canUseFullEditor, tpl)
            .map(progressOf)
            .filter((p) => p !== null);
          expect(counted.length).toBeGreaterThan(0);
          expect(new Set(counted.map((p) => p.total)).size).toBe(1);
          for (let i = 1; i < counted.length; i += 1) {
            expect(counted[i]!.position).toBeGreaterThanOrEqual(counted[i - 1]!.position);
          }
          expect(counted.at(-1)).toEqual({ position: counted[0]!.total, total: counted[0]!.total });
        },
      ),
    );
  });
});

describe('integrations: each asked once', () => {
  it.each([
    [['googleCalendar', 'vader:google-calendar:1.2.0'], ['googleCalendar']],
    [['vader:google-calendar:1.2.0', 'googleCalendar'], ['googleCalendar']],
    [['vader:google-calendar:1.2.0'], ['googleCalendar']],
    [
      ['vader:zendesk:2', 'googleCalendar', 'vader:zendesk:2'],
      ['vader:zendesk:2', 'googleCalendar'],
    ],
    [
      ['calendly', 'vader:google-calendar-sync:1'],
      ['calendly', 'vader:google-calendar-sync:1'],
    ],
    [[], []],
  ])('%j → %j', (ids, expected) => {
    expect(normalizeIntegrations(ids)).toEqual(expected);
  });

  it('a template naming Google Calendar twice (as googleCalendar and as its app) asks for it once', () => {
    const dental: OnboardingTemplate = {
      id: 'tpl_dental_v3',
      templateFields: [{ key: 'practiceName', type: 'text' }],
      templateIntegrations: ['googleCalendar', 'vader:google-calendar:1.2.0'],
    };
    let state = nextField(selectTemplate(s({ method: BUILD_FROM_TEMPLATE }), dental));
    const asked: string[] = [];
    while (state.activeStep === 'SETUP_INTEGRATIONS') {
      asked.push(state.templateIntegrations[state.integrationIndex] ?? '?');
      state = nextIntegration(state);
    }
    expect(asked).toEqual(['googleCalendar']);
    expect(state.activeStep).toBe('SELECT_TIMEZONE');
    // Saved and restored (also a copy saved before the change, with both ids), it is not stale.
    const saved = restoreOnboardingState({ ...state, templateIntegrations: dental.templateIntegrations });
    expect(isSavedTemplateStale(saved, dental)).toBe(false);
  });
});

describe('stale template', () => {
  const saved = selectTemplate(s(), template);

  it('is not stale when nothing but values changed', () => {
    const edited = setFieldValue(saved, 'name', 'Sunrise');
    expect(isSavedTemplateStale(edited, template)).toBe(false);
  });

  it.each([
    ['an integration added', { templateIntegrations: ['googleCalendar', 'calendly'] }],
    ['a key removed', { templateFields: [{ key: 'name', type: 'text' }] }],
    [
      'a type changed',
      {
        templateFields: [
          { key: 'name', type: 'select', options: [{ value: 'a' }] },
          { key: 'offer', type: 'select', options: [{ value: 'yes' }, { value: 'no' }] },
        ],
      },
    ],
    [
      'options changed',
      {
        templateFields: [
          { key: 'name', type: 'text' },
          { key: 'offer', type: 'select', options: [{ value: 'yes' }] },
        ],
      },
    ],
  ] as const)('is stale when %s', (_name, change) => {
    expect(isSavedTemplateStale(saved, { ...template, ...change } as OnboardingTemplate)).toBe(true);
  });

  it('is never stale for another template id or no template', () => {
    expect(isSavedTemplateStale(saved, { ...template, id: 'other', templateFields: [] })).toBe(false);
    expect(isSavedTemplateStale(s(), template)).toBe(false);
  });

  it('restarting keeps the values that still fit and drops the others', () => {
    const edited = setFieldValue(setFieldValue(saved, 'name', 'Sunrise'), 'offer', 'yes');
    const current: OnboardingTemplate = {
      id: 'tpl',
      templateFields: [
        { key: 'name', type: 'text' },
        { key: 'offer', type: 'select', options: [{ value: 'maybe' }] },
        { key: 'city', type: 'text' },
      ],
      templateIntegrations: [],
    };
    const restarted = restartStaleTemplate({ ...edited, activeStep: 'SELECT_VOICE', timezone: 'UTC' }, current);
    expect(restarted.activeStep).toBe('SETUP_TEMPLATE');
    expect(restarted.fieldIndex).toBe(0);
    expect(restarted.timezone).toBe('UTC');
    expect(restarted.templateFields.map((f) => [f.key, f.value])).toEqual([
      ['name', 'Sunrise'],
      ['offer', undefined],
      ['city', undefined],
    ]);
    expect(isSavedTemplateStale(restarted, current)).toBe(false);
    expect(restarted.prefillValues).toEqual(edited.prefillValues);
  });

  it('property: after a restart the saved template is never stale', () => {
    const field = fc.record({
      key: fc.constantFrom('a', 'b', 'c'),
      type: fc.constantFrom('text', 'select', 'multi-select'),
      options: fc.array(fc.record({ value: fc.constantFrom('x', 'y', 'z') }), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(field, { selector: (f) => f.key, maxLength: 3 }),
        fc.uniqueArray(fc.constantFrom('i1', 'i2'), { maxLength: 2 }),
        (fields, integrations) => {
          const current: OnboardingTemplate = { id: 'tpl', templateFields: fields, templateIntegrations: integrations };
          return !isSavedTemplateStale(restartStaleTemplate(saved, current), current);
        },
      ),
    );
  });
});

describe('voices', () => {
  it('the first voice is the default', () => {
    expect(AGENT_VOICES[0]?.name).toBe('Default');
  });
  it.each([
    ['', AGENT_VOICES.length],
    ['  ', AGENT_VOICES.length],
    ['nova', 1],
    ['SUPPORT', 1],
    ['zzz', 0],
  ])('filter %j gives %i', (q, n) => {
    expect(filterVoices(q)).toHaveLength(n);
  });
  it('property: filtered voices are a subset of the list', () => {
    fc.assert(fc.property(fc.string(), (q) => filterVoices(q).every((v) => AGENT_VOICES.includes(v))));
  });
});

describe('zoneNameOf', () => {
  it.each([
    ['Pacific Standard Time', 'America/Los_Angeles'],
    ['UTC', 'Etc/UTC'],
    ['nope', 'UTC'],
    [null, 'UTC'],
  ] as const)('%s → %s', (value, zone) => {
    expect(zoneNameOf(value)).toBe(zone);
  });
  it('property: every entry gives one of its zones or UTC', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TIMEZONES), (tz) => {
        const zone = zoneNameOf(tz.value);
        return zone === 'UTC' || TIMEZONES.some((t) => t.value === tz.value && t.utc.includes(zone));
      }),
    );
  });
});

describe('parseIntegrationId', () => {
  it.each([
    ['googleCalendar', { kind: 'googleCalendar' }],
    ['calendly', { kind: 'calendly' }],
    ['vader:google-calendar:1.2.0', { kind: 'app', appId: 'google-calendar', version: '1.2.0' }],
    ['vader:x', { kind: 'other', id: 'vader:x' }],
    ['zapier', { kind: 'other', id: 'zapier' }],
  ] as const)('%s', (id, kind) => {
    expect(parseIntegrationId(id)).toEqual(kind);
  });
  it('property: an app id round-trips', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9-]{1,12}$/), fc.stringMatching(/^[0-9.]{1,8}$/), (appId, version) => {
        expect(parseIntegrationId(appIntegrationId({ appId, version }))).toEqual({ kind: 'app', appId, version });
      }),
    );
  });
});
