import { describe, expect, it } from 'vitest';
import { call, engine } from './helpers';

// The numbers area's mock state: searches that vary with the query, assignment that moves a number
// from the results to the account, a brought number through its verification states, SMS access,
// the schedule round-trip and the calendar connections. Every answer is checked against the
// contract (the helpers' engine is strict and collects violations).

type Json = Record<string, unknown>;
type Numbers = { numbers?: { number: string; city?: string; region?: string; friendlyName?: string }[] };

const T = '?token=numbers';
const digits = (r: { json: unknown }) => ((r.json as Numbers).numbers ?? []).map((n) => n.number);

describe('number search', () => {
  it('answers by prefix, strict or not, and 404 when nothing matches', () => {
    const e = engine();
    const sf = call(e, 'POST', `/api/v2/phoneNumber/search/local/prefix${T}`, { prefix: '415', country: 'US' });
    expect(sf.status).toBe(200);
    // The numbers the accounts hold (+14155550142, +14155550177) are not offered.
    expect(digits(sf)).toEqual(['+14155550198', '+14155550113', '+14155550156', '+14155550121']);
    const ny = call(e, 'POST', `/api/v2/phoneNumber/search/local/prefix${T}`, { prefix: '212', country: 'US' });
    expect(digits(ny).every((n) => n.startsWith('+1212'))).toBe(true);
    expect(digits(ny)).not.toEqual(digits(sf));

    const none = call(e, 'POST', `/api/v2/phoneNumber/search/local/prefix${T}`, { prefix: '4159', strict: true });
    expect(none.status).toBe(404);
    expect((none.json as Json).message).toBe('No numbers available for area code 4159.');
    const nearby = call(e, 'POST', `/api/v2/phoneNumber/search/local/prefix${T}`, { prefix: '4159', strict: false });
    expect(nearby.status).toBe(200);
    expect((nearby.json as Numbers).numbers?.every((n) => n.region === 'CA')).toBe(true);
    expect(e.violations).toEqual([]);
  });

  it('answers by locality, falling back to the state for a city without numbers', () => {
    const e = engine();
    const chicago = call(e, 'POST', `/api/v2/phoneNumber/search/local/locality${T}`, { city: 'chicago', region: 'IL' });
    expect(digits(chicago).every((n) => n.startsWith('+1312'))).toBe(true);
    const sausalito = call(e, 'POST', `/api/v2/phoneNumber/search/local/locality${T}`, {
      city: 'Sausalito',
      region: 'CA',
    });
    expect(sausalito.status).toBe(200);
    expect((sausalito.json as Numbers).numbers?.every((n) => n.region === 'CA')).toBe(true);
    const nowhere = call(e, 'POST', `/api/v2/phoneNumber/search/local/locality${T}`, { city: 'Fargo' });
    expect(nowhere.status).toBe(404);
    expect(e.violations).toEqual([]);
  });

  it('answers by phrase with numbers that spell it', () => {
    const e = engine();
    const smile = call(e, 'POST', `/api/v2/phoneNumber/search/local/phrase${T}`, {
      phrase: 'SMILE',
      country: 'US',
      region: 'CA',
    });
    expect(smile.status).toBe(200);
    const list = (smile.json as Numbers).numbers ?? [];
    expect(list.length).toBeGreaterThan(0);
    // S M I L E on the keypad: 7 6 4 5 3.
    expect(list.every((n) => n.number.endsWith('76453') && n.region === 'CA')).toBe(true);
    expect(list[0]?.friendlyName).toMatch(/SMILE$/);
    const tooLong = call(e, 'POST', `/api/v2/phoneNumber/search/local/phrase${T}`, {
      phrase: 'DENTISTRY',
      country: 'US',
    });
    expect(tooLong.status).toBe(404);
    expect(e.violations).toEqual([]);
  });
});

describe('assigning', () => {
  it('an assigned number leaves the results and becomes the account number; the old one returns', () => {
    const e = engine();
    const search = () => digits(call(e, 'POST', `/api/v2/phoneNumber/search/local/prefix${T}`, { prefix: '415' }));
    expect(search()).toContain('+14155550198');
    const ok = call(e, 'POST', `/api/v2/phoneNumber/assign${T}`, { number: '+14155550198', country: 'US' });
    expect(ok.status).toBe(200);
    expect(search()).not.toContain('+14155550198');
    expect(search()).toContain('+14155550142');
    expect((call(e, 'GET', `/api/v1/account${T}`).json as Json).vidaPhoneNumber).toBe('14155550198');
    // Taken (by this account, or another agent), or never offered: 404.
    expect(call(e, 'POST', `/api/v2/phoneNumber/assign${T}`, { number: '+14155550198', country: 'US' }).status).toBe(
      404,
    );
    expect(call(e, 'POST', `/api/v2/phoneNumber/assign${T}`, { number: '+14155550177', country: 'US' }).status).toBe(
      404,
    );
    expect(call(e, 'POST', `/api/v2/phoneNumber/assign${T}`, { number: '+19995550100', country: 'US' }).status).toBe(
      404,
    );
    expect(e.violations).toEqual([]);
  });

  it('assigns a phrase number it offered, to the account the call targets', () => {
    const e = engine();
    const offered = digits(
      call(e, 'POST', `/api/v2/phoneNumber/search/local/phrase${T}`, { phrase: 'TEETH', country: 'US' }),
    );
    const target = `${T}&targetAccountId=4002`;
    expect(call(e, 'POST', `/api/v2/phoneNumber/assign${target}`, { number: offered[0], country: 'US' }).status).toBe(
      200,
    );
    const agent = call(e, 'GET', `/api/v1/account${target}`).json as Json;
    expect(`+${String(agent.vidaPhoneNumber)}`).toBe(offered[0]);
    expect(e.violations).toEqual([]);
  });
});

describe('bringing your own number', () => {
  it('moves through its verification states', () => {
    const e = engine();
    expect(call(e, 'POST', `/api/v2/phoneNumber/byo/assign${T}`, { number: '+16505550111' }).status).toBe(200);
    expect((call(e, 'GET', `/api/v1/account${T}`).json as Json).vidaPhoneNumber).toBe('16505550111');
    const before = call(e, 'POST', `/api/v1/validateVerifiedNumber${T}`, { listen: false }).json as Json;
    expect(before).toMatchObject({ verified: false, phoneNumber: '16505550111' });
    // Listening before forwarding works is refused.
    expect(call(e, 'POST', `/api/v1/validateVerifiedNumber${T}`, { listen: true }).status).toBe(422);
    const forwarding = call(e, 'POST', `/api/v1/verifyCellForwarding${T}`).json as Json;
    expect(forwarding).toMatchObject({ success: true, verified: true });
    const heard = call(e, 'POST', `/api/v1/validateVerifiedNumber${T}`, { listen: true }).json as Json;
    expect(heard).toMatchObject({ verified: true, phoneNumber: '16505550111' });
    expect(e.violations).toEqual([]);
  });
});

describe('SMS access', () => {
  it('a request through the settings enables SMS where the account allows it', () => {
    const e = engine();
    const target = `${T}&targetAccountId=4002`;
    expect((call(e, 'GET', `/api/v1/account${target}`).json as Json).smsEnabled).not.toBe(true);
    const saved = call(e, 'POST', `/api/v1/accountSetting${target}`, {
      settings: { smsAccessRequest: { requestedAt: 1764000000, useCase: 'Appointment reminders for patients' } },
    });
    expect(saved.status).toBe(200);
    const account = call(e, 'GET', `/api/v1/account${target}`).json as Json;
    expect(account.smsEnabled).toBe(true);
    expect((account.settings as Json).smsAccessRequest).toMatchObject({
      useCase: 'Appointment reminders for patients',
    });
    expect(e.violations).toEqual([]);
  });
});

describe('the calendar', () => {
  it('the schedule round-trips, in another time zone, with exceptions; a bad block is refused', () => {
    const e = engine();
    const schedule = {
      timezone: 'Asia/Kolkata',
      appointmentDuration: 45,
      availability: [{ day: 'saturday', start: '10:00', end: '13:30' }],
      exceptions: [{ date: '2025-12-25', label: 'Christmas' }],
    };
    expect(call(e, 'POST', `/api/v1/schedule${T}`, { schedule }).status).toBe(200);
    expect((call(e, 'GET', `/api/v1/schedule${T}`).json as Json).schedule).toEqual(schedule);
    const bad = call(e, 'POST', `/api/v1/schedule${T}`, {
      schedule: { ...schedule, availability: [{ day: 'monday', start: '17:00', end: '09:00' }] },
    });
    expect(bad.status).toBe(400);
    expect((bad.json as Json).message).toBe('monday 17:00–09:00: the end must be after the start.');
    expect(e.violations).toEqual([]);
  });

  it('Google Calendar: listed, main chosen, disconnected, connected again', () => {
    const e = engine();
    const list = call(e, 'GET', `/api/v1/google/calendars${T}`).json as { calendars: { id: string }[] };
    expect(list.calendars).toHaveLength(2);
    const front = list.calendars[0]?.id ?? '';
    expect(call(e, 'PUT', `/api/v1/google/calendars/main${T}`, { calendar: front }).status).toBe(200);
    expect((call(e, 'GET', `/api/v1/google/calendars/main${T}`).json as { calendar: Json }).calendar.id).toBe(front);
    expect(call(e, 'PUT', `/api/v1/google/calendars/main${T}`, { calendar: 'nope' }).status).toBe(404);
    expect(call(e, 'DELETE', `/api/v1/google/disconnect${T}`).status).toBe(200);
    expect(call(e, 'GET', `/api/v1/google/calendars${T}`).status).toBe(404);
    expect(call(e, 'GET', `/api/v2/integration/googleCalendar${T}`).status).toBe(404);
    expect(call(e, 'POST', `/api/v2/integration/googleCalendar${T}`, { appData: { connected: true } }).status).toBe(
      200,
    );
    expect(call(e, 'GET', `/api/v1/google/calendars${T}`).status).toBe(200);
    expect(e.violations).toEqual([]);
  });

  it('Calendly: enabled with a token it never answers, refused for a bad token, disabled', () => {
    const e = engine();
    expect(call(e, 'GET', `/api/v2/integration/calendly${T}`).status).toBe(404);
    expect(call(e, 'POST', `/api/v2/calendly${T}`, { userPAT: 'short' }).status).toBe(422);
    const token = 'eyJraWQiOiIxY2UxZTEzNjE3ZGNmNzY2YjNj';
    expect(call(e, 'POST', `/api/v2/calendly${T}`, { userPAT: token }).status).toBe(200);
    const record = call(e, 'GET', `/api/v2/integration/calendly${T}`);
    expect(record.status).toBe(200);
    expect(JSON.stringify(record.json)).not.toContain(token);
    expect(JSON.stringify(call(e, 'GET', `/__mock/state${T}`).json ?? '')).not.toContain(token);
    expect(call(e, 'DELETE', `/api/v2/calendly${T}`).status).toBe(200);
    expect(call(e, 'GET', `/api/v2/integration/calendly${T}`).status).toBe(404);
    expect(e.violations).toEqual([]);
  });
});
