import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  bearerTokenProblem,
  catalogueOf,
  compareVersions,
  formatAppRef,
  integrationIdOf,
  jobNimbusOutcome,
  parseAppRef,
  settingsListsOf,
  targetDateProblem,
  teamMembersOf,
  JOBNIMBUS_MESSAGES,
  SCHEMA_FORM_MESSAGES,
} from '@/lib/integrations';
import * as MESSAGES from '@/lib/message-catalogue';

describe('the app catalogue', () => {
  it.each([
    ['1.10.0', '1.9.2', 1],
    ['v2', '2.0.0', 0],
    ['1.2.0', '1.2.1', -1],
    ['2.0.0', '2.0.0-beta', 1],
  ])('%s vs %s → %d', (a, b, c) => expect(compareVersions(a, b)).toBe(c));

  it('is antisymmetric (property)', () => {
    const v = fc.array(fc.nat({ max: 20 }), { minLength: 1, maxLength: 3 }).map((p) => p.join('.'));
    fc.assert(fc.property(v, v, (a, b) => compareVersions(a, b) === -compareVersions(b, a)));
  });

  it('shows one card per app: installed, update available or available', () => {
    const entries = catalogueOf([
      { appId: 'zendesk', appVersion: '2.0.0', name: 'Zendesk', installed: false },
      { appId: 'cal', appVersion: '1.2.0', name: 'Calendar', installed: true },
      { appId: 'cal', appVersion: '1.3.0', name: 'Calendar', installed: false },
      { appId: 'crm', appVersion: '1.0.0', name: 'CRM', installed: true },
      { appId: 'zendesk', appVersion: '1.0.0', name: 'Zendesk', installed: false },
    ]);
    expect(entries.map((e) => [e.app.appId, e.app.appVersion, e.state, e.latest?.appVersion ?? null])).toEqual([
      ['cal', '1.2.0', 'updateAvailable', '1.3.0'],
      ['crm', '1.0.0', 'installed', null],
      ['zendesk', '2.0.0', 'available', null],
    ]);
  });

  it('names an app’s integration id and reads the overlay’s value', () => {
    expect(integrationIdOf({ appId: 'google-calendar', appVersion: '1.2.0' })).toBe('vader:google-calendar:1.2.0');
    expect(parseAppRef('google-calendar@1.2.0')).toEqual({ appId: 'google-calendar', appVersion: '1.2.0' });
    expect(parseAppRef(true)).toBeNull();
    expect(parseAppRef('nover')).toBeNull();
    expect(parseAppRef('../x@1')).toBeNull();
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9-]{1,20}$/), fc.stringMatching(/^[0-9.]{1,10}$/), (appId, appVersion) => {
        expect(parseAppRef(formatAppRef({ appId, appVersion }))).toEqual({ appId, appVersion });
      }),
    );
  });
});

describe('the job-tracking integration', () => {
  it.each([
    ['', MESSAGES.fieldRequired],
    ['jn live', JOBNIMBUS_MESSAGES.tokenSpaces],
    ['x'.repeat(501), JOBNIMBUS_MESSAGES.tokenTooLong],
    ['jn_live_9f3b2c7d1e', null],
  ])('bearer token %j → %j', (token, problem) => expect(bearerTokenProblem(token)).toBe(problem));

  it.each([
    ['', null],
    ['2025-11-24', null],
    ['2025-02-30', JOBNIMBUS_MESSAGES.date],
    ['24/11/2025', JOBNIMBUS_MESSAGES.date],
    ['2025-13-01', JOBNIMBUS_MESSAGES.date],
  ])('target date %j → %j', (d, problem) => expect(targetDateProblem(d)).toBe(problem));

  it('names an unreadable day as people type one (month/day/year), as the other date fields do', () => {
    expect(JOBNIMBUS_MESSAGES.date).toBe(MESSAGES.unreadableDay);
    expect(SCHEMA_FORM_MESSAGES.date).toBe(MESSAGES.unreadableDay);
    expect(MESSAGES.unreadableDay).toBe('Enter a date as month/day/year.');
  });

  it('shows the status of a refusal', () => {
    expect(jobNimbusOutcome({ valid: false, status: 401 })).toEqual({
      kind: 'refused',
      status: 401,
      text: 'JobNimbus did not accept this API key (status 401, unauthorized).',
    });
    expect(jobNimbusOutcome({ valid: true, data: [] }).kind).toBe('connected');
  });

  it('reads the team and the settings lists', () => {
    expect(teamMembersOf([{ id: 'u1', name: 'Maria', email: 'm@x.example' }, { nothing: 1 }])).toEqual([
      { id: 'u1', name: 'Maria', email: 'm@x.example' },
    ]);
    expect(settingsListsOf({ jobTypes: ['Cleaning'], other: 3 })).toEqual([{ key: 'jobTypes', values: ['Cleaning'] }]);
    expect(settingsListsOf([{ a: 1 }])).toEqual([]);
  });
});
