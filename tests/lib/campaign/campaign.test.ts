import { describe, expect, it, vi, afterEach } from 'vitest';
import fc from 'fast-check';
import {
  addAction,
  addApp,
  campaignChanges,
  campaignIntegrations,
  characterCount,
  createAutosaver,
  functionKey,
  groupFunctions,
  isSaveConflict,
  normalizeCampaign,
  parseFunctionKey,
  promptError,
  publishSequence,
  removeApp,
  setFunctionEnabled,
  stagingSaveBody,
  versionTimeline,
  coerceAdvanced,
  advancedInput,
  ADVANCED_FIELDS,
  readBackgroundAudio,
  cleanVersionTitle,
  INTEGER_ERROR,
} from '@/lib/campaign';
import * as MESSAGES from '@/lib/message-catalogue';

afterEach(() => {
  vi.useRealTimers();
});

describe('normalizeCampaign', () => {
  it('reads the staging example, dropping the envelope and keeping further settings', () => {
    const c = normalizeCampaign({
      success: true,
      message: 'x',
      campaignId: 'camp1',
      agentInstructions: 'Be kind.',
      apps: [{ appId: 'google-calendar', version: '1.2.0' }, { appId: 'google-calendar', version: '2' }, { appId: '' }],
      actions: [{ name: 'schedule', instructions: 'Book' }, { nope: 1 }, 'transfer'],
      enabledFunctions: { 'google-calendar:1.2.0': ['a', 'a', 3], bad: ['x'], 'x:y': 'no' },
      agentVoice: 'en-US Female',
    });
    expect(c).toEqual({
      campaignId: 'camp1',
      agentInstructions: 'Be kind.',
      welcomeMessage: '',
      apps: [{ appId: 'google-calendar', version: '1.2.0' }],
      actions: [{ name: 'schedule', instructions: 'Book' }, { name: 'transfer' }],
      enabledFunctions: { 'google-calendar:1.2.0': ['a'] },
      confirmTransfers: false,
      agentVoice: 'en-US Female',
    });
  });

  it.each([null, undefined, 'text', 42, [1, 2]])('gives an empty campaign for %p', (raw) => {
    expect(normalizeCampaign(raw)).toEqual({
      agentInstructions: '',
      welcomeMessage: '',
      actions: [],
      apps: [],
      enabledFunctions: {},
      confirmTransfers: false,
    });
  });

  it('never throws and always has the editable fields (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const c = normalizeCampaign(raw);
        expect(typeof c.agentInstructions).toBe('string');
        expect(Array.isArray(c.apps)).toBe(true);
        expect(typeof c.confirmTransfers).toBe('boolean');
        expect(new Set(c.apps.map((a) => a.appId)).size).toBe(c.apps.length);
      }),
    );
  });
});

describe('addApp', () => {
  const base = [{ appId: 'google-calendar', version: '1.2.0' }];
  it.each([
    [{ appId: 'zapier' }, MESSAGES.appMissingIdOrVersion],
    [{ version: '1' }, MESSAGES.appMissingIdOrVersion],
    [{ appId: '  ', version: '1' }, MESSAGES.appMissingIdOrVersion],
    [{ appId: 'zapier', version: '' }, MESSAGES.appMissingIdOrVersion],
  ])('%p changes nothing and gives the error', (app, error) => {
    const result = addApp(base, app);
    expect(result.apps).toBe(base);
    expect(result.error).toBe(error);
  });

  it('ignores a duplicate appId, adds a new app (numeric version as text)', () => {
    expect(addApp(base, { appId: 'google-calendar', version: '9' })).toEqual({ apps: base, error: null });
    expect(addApp(base, { appId: 'zapier', version: 2 }).apps).toEqual([...base, { appId: 'zapier', version: '2' }]);
  });

  it('keeps appIds unique whatever is added (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ appId: fc.string(), version: fc.oneof(fc.string(), fc.integer()) })), (apps) => {
        let list: ReturnType<typeof addApp>['apps'] = [];
        for (const app of apps) list = addApp(list, app).apps;
        expect(new Set(list.map((a) => a.appId)).size).toBe(list.length);
      }),
    );
  });

  it('removing an app drops its enabled functions', () => {
    const c = normalizeCampaign({
      apps: [
        { appId: 'a', version: '1' },
        { appId: 'b', version: '1' },
      ],
      enabledFunctions: { 'a:1': ['x'], 'b:1': ['y'] },
    });
    const next = removeApp(c, 'a');
    expect(next.apps).toEqual([{ appId: 'b', version: '1' }]);
    expect(next.enabledFunctions).toEqual({ 'b:1': ['y'] });
  });
});

describe('enabled functions', () => {
  it('keys by appId:version and parses keys back', () => {
    expect(functionKey('google-calendar', '1.2.0')).toBe('google-calendar:1.2.0');
    expect(parseFunctionKey('google-calendar:1.2.0')).toEqual({ appId: 'google-calendar', version: '1.2.0' });
    expect(parseFunctionKey('a:b:c')).toBeNull();
    expect(parseFunctionKey(':1')).toBeNull();
  });

  it('switches functions on and off; an empty list loses its key', () => {
    let e = setFunctionEnabled({}, 'a:1', 'x', true);
    e = setFunctionEnabled(e, 'a:1', 'x', true);
    e = setFunctionEnabled(e, 'a:1', 'y', true);
    expect(e).toEqual({ 'a:1': ['x', 'y'] });
    e = setFunctionEnabled(setFunctionEnabled(e, 'a:1', 'x', false), 'a:1', 'y', false);
    expect(e).toEqual({});
    expect(setFunctionEnabled({}, '__proto__', 'x', true)).toEqual({});
  });

  it('groups the functions by app, built-ins first', () => {
    const groups = groupFunctions([
      { name: 'check', appId: 'google-calendar', appVersion: '1.2.0' },
      { name: 'transfer', appId: null, appVersion: null },
      { name: 'book', appId: 'google-calendar', appVersion: '1.2.0' },
    ]);
    expect(groups.map((g) => [g.key, g.functions.map((f) => f.name)])).toEqual([
      [null, ['transfer']],
      ['google-calendar:1.2.0', ['check', 'book']],
    ]);
  });
});

describe('actions and integrations', () => {
  it('adds trimmed, unique action names', () => {
    const a = addAction(addAction([], ' schedule '), 'schedule');
    expect(a).toEqual([{ name: 'schedule' }]);
    expect(addAction(a, '  ')).toBe(a);
  });

  it('schedule implies googleCalendar; apps give vader ids', () => {
    expect(
      campaignIntegrations({ actions: [{ name: 'schedule' }], apps: [{ appId: 'zapier', version: '2' }] }),
    ).toEqual(['googleCalendar', 'vader:zapier:2']);
    expect(campaignIntegrations({ actions: [{ name: 'transfer' }], apps: [] })).toEqual([]);
  });
});

describe('prompt and payloads', () => {
  it.each([
    ['', MESSAGES.missingPrompt],
    ['   \n', MESSAGES.missingPrompt],
    [undefined, MESSAGES.missingPrompt],
    ['Hi', null],
  ])('promptError(%p)', (value, expected) => {
    expect(promptError(value)).toBe(expected);
  });

  it('auto-saves as unpublished', () => {
    const body = stagingSaveBody(normalizeCampaign({ agentInstructions: 'x', published: true }));
    expect(body.published).toBe(false);
    expect(body.campaign.published).toBe(false);
  });

  it('counts characters as seen', () => {
    expect(characterCount('añ😀')).toBe(3);
  });
});

describe('comparison', () => {
  const live = normalizeCampaign({ agentInstructions: 'a\nb', published: true, confirmTransfers: false, apps: [] });
  it('lists changed fields, ignoring published and empty-vs-missing', () => {
    const staging = {
      ...live,
      agentInstructions: 'a\nc',
      published: false,
      confirmTransfers: true,
      welcomeMessage: '',
    };
    expect(campaignChanges(live, staging).map((c) => c.label)).toEqual(['Instructions', 'Confirm transfers']);
    expect(campaignChanges(live, { ...live, published: false })).toEqual([]);
    expect(campaignChanges({ a: { x: 1, y: 2 } }, { a: { y: 2, x: 1 } })).toEqual([]);
  });

  it('a configuration never differs from itself (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(campaignChanges(v, structuredClone(v))).toEqual([]);
      }),
    );
  });

  it('a conflict needs the server to have moved away from what we loaded, to something else than ours', () => {
    const base = { agentInstructions: 'a' };
    expect(isSaveConflict(base, { agentInstructions: 'b' }, { agentInstructions: 'c' })).toBe(true);
    expect(isSaveConflict(base, base, { agentInstructions: 'c' })).toBe(false);
    expect(isSaveConflict(base, { agentInstructions: 'c' }, { agentInstructions: 'c' })).toBe(false);
  });
});

describe('autosave (fake timers)', () => {
  it('saves 1.5 s after the last change, with the latest value', async () => {
    vi.useFakeTimers();
    const save = vi.fn(async () => undefined);
    const states: string[] = [];
    const saver = createAutosaver<string>({ save, onState: (s) => states.push(s.status) });
    saver.change('a');
    await vi.advanceTimersByTimeAsync(1000);
    saver.change('ab');
    await vi.advanceTimersByTimeAsync(1499);
    expect(save).not.toHaveBeenCalled();
    expect(saver.hasUnsaved()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('ab');
    expect(saver.state().status).toBe('saved');
    expect(saver.hasUnsaved()).toBe(false);
    expect(states).toEqual(['pending', 'pending', 'saving', 'saved']);
  });

  it('a save that ends after a reset does not hide the save started since', async () => {
    vi.useFakeTimers();
    const resolvers: Array<() => void> = [];
    const save = vi.fn<(v: string) => Promise<void>>(() => new Promise<void>((resolve) => resolvers.push(resolve)));
    const saver = createAutosaver<string>({ save });
    saver.change('old');
    await vi.advanceTimersByTimeAsync(1500);
    expect(save).toHaveBeenCalledTimes(1);
    saver.reset();
    saver.change('new');
    await vi.advanceTimersByTimeAsync(1500);
    expect(save).toHaveBeenLastCalledWith('new');
    resolvers[0]!();
    await vi.advanceTimersByTimeAsync(0);
    // The second save is still running: it must still count as unsaved work.
    expect(saver.hasUnsaved()).toBe(true);
    resolvers[1]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.hasUnsaved()).toBe(false);
    expect(saver.state().status).toBe('saved');
  });

  it('a failed save keeps the value, shows the message, and the next change or Retry saves again', async () => {
    vi.useFakeTimers();
    const save = vi
      .fn<(v: string) => Promise<void>>()
      .mockRejectedValueOnce(new Error('Quota exceeded'))
      .mockRejectedValueOnce(new Error(''))
      .mockResolvedValue(undefined);
    const saver = createAutosaver<string>({ save });
    saver.change('x');
    await vi.advanceTimersByTimeAsync(1500);
    expect(saver.state()).toEqual({ status: 'error', error: 'Quota exceeded', retryable: true });
    expect(saver.hasUnsaved()).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(save).toHaveBeenCalledTimes(1);
    saver.change('xy');
    await vi.advanceTimersByTimeAsync(1500);
    expect(save).toHaveBeenLastCalledWith('xy');
    expect(saver.state()).toEqual({ status: 'error', error: MESSAGES.saveStagingCampaignFailed, retryable: true });
    saver.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(3);
    expect(save).toHaveBeenLastCalledWith('xy');
    expect(saver.state().status).toBe('saved');
  });

  it('a refused save (the predicate says sending it again cannot help) is marked not retryable; the next change saves', async () => {
    vi.useFakeTimers();
    const refusal = Object.assign(new Error('Name is too long'), { status: 422 });
    const save = vi.fn<(v: string) => Promise<void>>().mockRejectedValueOnce(refusal).mockResolvedValue(undefined);
    const saver = createAutosaver<string>({
      save,
      isRetryable: (e) => !(e instanceof Error && 'status' in e && e.status === 422),
    });
    saver.change('x'.repeat(500));
    await vi.advanceTimersByTimeAsync(1500);
    expect(saver.state()).toEqual({ status: 'error', error: 'Name is too long', retryable: false });
    expect(saver.hasUnsaved()).toBe(true);
    saver.change('x');
    await vi.advanceTimersByTimeAsync(1500);
    expect(save).toHaveBeenLastCalledWith('x');
    expect(saver.state().status).toBe('saved');
  });

  it('a change during a save is saved after it', async () => {
    vi.useFakeTimers();
    let release!: () => void;
    const save = vi
      .fn<(v: string) => Promise<void>>()
      .mockImplementationOnce(() => new Promise<void>((r) => (release = r)));
    save.mockResolvedValue(undefined);
    const saver = createAutosaver<string>({ save });
    saver.change('1');
    await vi.advanceTimersByTimeAsync(1500);
    saver.change('12');
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.state().status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1500);
    expect(save).toHaveBeenLastCalledWith('12');
    expect(saver.state().status).toBe('saved');
  });

  it('flush saves at once; reset forgets pending work', async () => {
    vi.useFakeTimers();
    const save = vi.fn(async () => undefined);
    const saver = createAutosaver<string>({ save });
    saver.change('a');
    await expect(saver.flush()).resolves.toBe(true);
    expect(save).toHaveBeenCalledWith('a');
    saver.change('b');
    saver.reset();
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(saver.hasUnsaved()).toBe(false);
  });
});

describe('publish sequence (fake timers)', () => {
  it('waits 1.5 s, saves, publishes, waits 200 ms, reloads', async () => {
    vi.useFakeTimers();
    const log: string[] = [];
    const done = publishSequence({
      saveStaging: async () => void log.push('save'),
      publish: async () => void log.push('publish'),
      reload: () => void log.push('reload'),
    });
    await vi.advanceTimersByTimeAsync(1499);
    expect(log).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(log).toEqual(['save', 'publish']);
    await vi.advanceTimersByTimeAsync(199);
    expect(log).toEqual(['save', 'publish']);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(log).toEqual(['save', 'publish', 'reload']);
  });

  it('stops at a failure', async () => {
    vi.useFakeTimers();
    const publish = vi.fn(async () => undefined);
    const done = publishSequence({
      saveStaging: async () => {
        throw new Error('nope');
      },
      publish,
      reload: vi.fn(),
    });
    const check = expect(done).rejects.toThrow('nope');
    await vi.advanceTimersByTimeAsync(1500);
    await check;
    expect(publish).not.toHaveBeenCalled();
  });
});

describe('advanced settings', () => {
  const field = (key: string) => ADVANCED_FIELDS.find((f) => f.key === key)!;
  it.each([
    ['waitOnAnswer', '250', { value: 250 }],
    ['waitOnAnswer', '', { value: undefined }],
    ['waitOnAnswer', '-1', { error: INTEGER_ERROR }],
    ['waitOnAnswer', '1.5', { error: INTEGER_ERROR }],
    ['agentLang', 'es-MX', { value: 'es-MX' }],
    ['agentLang', 'fr-FR', { error: 'Choose one of the options.' }],
    ['monitorTransfers', true, { value: true }],
    ['agentVoice', '', { value: undefined }],
  ] as const)('%s %p', (key, input, expected) => {
    expect(coerceAdvanced(field(key), input)).toEqual(expected);
  });

  it('reads inputs back from stored values', () => {
    expect(advancedInput(field('waitOnAnswer'), 'x')).toBe('');
    expect(advancedInput(field('agentLang'), 'xx')).toBe('');
    expect(advancedInput(field('monitorTransfers'), 'true')).toBe(false);
  });

  it('background audio: a URL or an object', () => {
    expect(readBackgroundAudio('https://a/b.mp3')).toEqual({
      url: 'https://a/b.mp3',
      loop: false,
      startAfterGreeting: false,
    });
    expect(readBackgroundAudio({ url: 'u', loop: true, gain: 3, track: 'zz' })).toEqual({
      url: 'u',
      loop: true,
      gain: 3,
      startAfterGreeting: false,
    });
    expect(readBackgroundAudio(7)).toBeNull();
  });
});

describe('versions', () => {
  it('newest first, with a date from the id, malformed dropped', () => {
    const t = versionTimeline([
      { versionId: 1763612345678, title: 'Auto-1763612345678', source: 'default' },
      { versionId: 1763700000000, title: 'Before holiday hours', source: 'staging', createdBy: 'Maria' },
      { title: 'no id' },
      { versionId: 1763700000000, title: 'dup' },
    ]);
    expect(t.map((v) => v.title)).toEqual(['Before holiday hours', 'Auto-1763612345678']);
    expect(t[0]!.storedAt?.toISOString()).toBe('2025-11-21T04:40:00.000Z');
    expect(t[0]!.author).toBe('Maria');
    expect(t[1]!.automatic).toBe(true);
    expect(t[0]!.automatic).toBe(false);
    // A person's title that starts like an automatic one is theirs.
    expect(versionTimeline([{ versionId: 1, title: 'Auto-reply on weekends' }])[0]!.automatic).toBe(false);
    expect(versionTimeline('x')).toEqual([]);
  });

  it('titles are 1 to 200 characters', () => {
    expect(cleanVersionTitle('  Hi ')).toBe('Hi');
    expect(cleanVersionTitle('   ')).toBeNull();
    expect(cleanVersionTitle('x'.repeat(201))).toBeNull();
  });
});
