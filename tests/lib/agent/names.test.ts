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
  versionTitleToEdit,
} from '@/lib/agent';

const shown = (ms: number) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);

describe('versionDisplayTitle', () => {
  it.each([
    ['Before holiday hours', null, 'Before holiday hours'],
    ['Auto-1763612345678', null, `Autosave, ${shown(1763612345678)}`],
    ['Auto-1763612345678', new Date(5), `Autosave, ${shown(1763612345678)}`],
    ['Auto-5000', null, `Autosave, ${shown(5000)}`],
    // Digits too large to be a time: when the version was stored, else "Autosave" alone.
    ['Auto-99999999999999999999', new Date(1763612345678), `Autosave, ${shown(1763612345678)}`],
    ['Auto-99999999999999999999', null, 'Autosave'],
    // A person's own titles, even those starting "Auto-", are shown as written.
    ['Auto-reply on weekends', new Date(1763612345678), 'Auto-reply on weekends'],
    ['Auto-x', new Date(1763612345678), 'Auto-x'],
    ['Auto-', null, 'Auto-'],
    ['Auto-12 copy', null, 'Auto-12 copy'],
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

describe('versionTitleToEdit', () => {
  // The rename box starts with the stored title, never the display text (saving it unchanged
  // must not overwrite the title with "Autosave, <date>").
  it.each([
    ['Before holiday hours', 'Before holiday hours'],
    ['Auto-reply on weekends', 'Auto-reply on weekends'],
    ['Auto-1763612345678', ''],
    ['Auto-', 'Auto-'],
  ])('%s → %j', (title, expected) => {
    expect(versionTitleToEdit({ title })).toBe(expected);
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

  // A version the catalogue lists is accepted whatever its form; the form is named only for text
  // that is not one of them.
  const dated = appChoices([{ appId: 'crm', appVersion: '2024.1.15.3', name: 'CRM' }], []);
  it.each([
    [{ appId: 'crm', version: '2024.1.15.3' }, {}],
    [{ appId: 'crm', version: ' 2024.1.15.3 ' }, {}],
    [{ appId: 'crm', version: '2024.1.15.4' }, { version: ADD_APP_MESSAGES.versionForm }],
    [{ appId: 'crm', version: '2024.1.15' }, { version: ADD_APP_MESSAGES.unknownVersion }],
    [{ appId: 'crm', version: 'latest' }, { version: ADD_APP_MESSAGES.versionForm }],
  ])('catalogue versions of any form: %o → %o', (input, expected) =>
    expect(addAppProblems(input, dated)).toEqual(expected),
  );
});
