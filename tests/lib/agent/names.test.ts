import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ADD_APP_MESSAGES,
  addAppProblems,
  appChoices,
  appName,
  appNamesOf,
  appVersionLabel,
  versionDisplayTitle,
} from '@/lib/agent';

const shown = (ms: number) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);

describe('versionDisplayTitle', () => {
  it.each([
    ['Before holiday hours', null, 'Before holiday hours'],
    ['Auto-1763612345678', null, `Autosave, ${shown(1763612345678)}`],
    ['Auto-1763612345678', new Date(5), `Autosave, ${shown(1763612345678)}`],
    ['Auto-x', new Date(1763612345678), `Autosave, ${shown(1763612345678)}`],
    ['Auto-', null, 'Autosave'],
    ['Auto-5000', null, `Autosave, ${shown(5000)}`],
    ['Autumn menu', null, 'Autumn menu'],
  ])('%s (stored %s) → %s', (title, storedAt, expected) => {
    expect(versionDisplayTitle({ title, storedAt })).toBe(expected);
  });

  it('never shows the raw automatic title', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000_000_000_000, max: 4_102_444_800_000 }), (ms) => {
        const text = versionDisplayTitle({ title: `Auto-${ms}`, storedAt: null });
        expect(text.startsWith('Autosave, ')).toBe(true);
        expect(text).not.toContain(String(ms));
      }),
    );
  });
});

describe('app names and versions', () => {
  it.each([
    ['1.2.0', 'version 1.2.0'],
    ['v2', 'version 2'],
    [' 1.0.0-beta.1 ', 'version 1.0.0-beta.1'],
  ])('appVersionLabel(%s) → %s', (raw, expected) => expect(appVersionLabel(raw)).toBe(expected));

  const names = appNamesOf([
    { appId: 'google-calendar', name: 'Google Calendar' },
    { appId: 'google-calendar', name: 'Older name' },
    { appId: 'crm', name: '  ' },
  ]);
  it.each([
    ['google-calendar', 'Google Calendar'],
    ['crm', 'Crm'],
    ['job_nimbus', 'Job Nimbus'],
  ])('appName(%s) → %s', (id, expected) => expect(appName(id, names)).toBe(expected));
});

describe('appChoices and addAppProblems', () => {
  const catalogue = [
    { appId: 'zapier', appVersion: '1.9.0', name: 'Zapier' },
    { appId: 'zapier', appVersion: '1.10.0', name: 'Zapier' },
    { appId: 'calendly', appVersion: '2.0.0', name: 'Calendly', installed: true },
    { appId: 'calendly', appVersion: '2.1.0', name: 'Calendly' },
    { appId: 'google-calendar', appVersion: '1.2.0', name: 'Google Calendar' },
  ];
  const choices = appChoices(catalogue, [{ appId: 'google-calendar' }]);

  it('offers the catalogue apps the agent lacks, by name, versions newest first', () => {
    expect(choices).toEqual([
      { appId: 'calendly', name: 'Calendly', versions: ['2.1.0', '2.0.0'], suggested: '2.0.0' },
      { appId: 'zapier', name: 'Zapier', versions: ['1.10.0', '1.9.0'], suggested: '1.10.0' },
    ]);
  });

  it.each([
    [{ appId: '', version: '1.0.0' }, { appId: ADD_APP_MESSAGES.chooseApp }],
    [{ appId: 'made-up', version: '1.0.0' }, { appId: ADD_APP_MESSAGES.chooseApp }],
    [{ appId: 'google-calendar', version: '1.2.0' }, { appId: ADD_APP_MESSAGES.chooseApp }],
    [{ appId: 'zapier', version: '' }, { version: ADD_APP_MESSAGES.versionForm }],
    [{ appId: 'zapier', version: 'latest' }, { version: ADD_APP_MESSAGES.versionForm }],
    [{ appId: 'zapier', version: '1.2.3.4' }, { version: ADD_APP_MESSAGES.versionForm }],
    [{ appId: 'zapier', version: '2.0.0' }, { version: ADD_APP_MESSAGES.unknownVersion }],
    [{ appId: 'zapier', version: ' 1.9.0 ' }, {}],
    [{ appId: 'calendly', version: '2.1.0' }, {}],
  ])('%o → %o', (input, expected) => expect(addAppProblems(input, choices)).toEqual(expected));
});
