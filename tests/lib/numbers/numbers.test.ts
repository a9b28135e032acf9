import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Account } from '@/api/generated/model';
import {
  accountNumbers,
  agentNumberOf,
  agentNumberPatch,
  byoNumberOf,
  EMPTY_SEARCH,
  formatPhoneNumber,
  isUsPhoneNumber,
  numberSearchRequest,
  offeredNumbers,
  smsStateOf,
  smsUseCaseError,
} from '@/lib/numbers';

describe('phone display (spec 000 §5)', () => {
  it.each([
    ['14155550142', '+1 (415) 555-0142'],
    ['+1 415 555 0142', '+1 (415) 555-0142'],
    [14155550142, '+1 (415) 555-0142'],
    // The spec's rule reads every 11-digit number this way, whatever its first digit.
    ['24155550142', '+1 (415) 555-0142'],
    ['4155550142', '4155550142'],
    ['+442071838750', '+442071838750'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j shows as %j', (input, shown) => {
    expect(formatPhoneNumber(input)).toBe(shown);
  });

  it.each([
    ['14155550142', true],
    ['+1 (415) 555-0142', true],
    ['24155550142', false],
    ['4155550142', false],
    ['141555501420', false],
  ])('%j is a US number: %j', (input, us) => {
    expect(isUsPhoneNumber(input)).toBe(us);
  });

  it('every 11-digit number shows in the +1 (xxx) xxx-xxxx shape', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^1\d{10}$/), (digits) => {
        expect(formatPhoneNumber(digits)).toMatch(/^\+1 \(\d{3}\) \d{3}-\d{4}$/);
        expect(formatPhoneNumber(digits).replace(/\D/g, '')).toBe(digits);
      }),
    );
  });
});

describe('number search requests', () => {
  it.each([
    [
      { kind: 'prefix', prefix: '(415)' },
      { kind: 'prefix', body: { prefix: '415', country: 'US', strict: true } },
    ],
    [
      { kind: 'prefix', prefix: '1 415', strict: false },
      { kind: 'prefix', body: { prefix: '415', country: 'US', strict: false } },
    ],
    [
      { kind: 'locality', city: ' San Francisco ', region: 'ca' },
      { kind: 'locality', body: { city: 'San Francisco', region: 'CA', country: 'US' } },
    ],
    [
      { kind: 'locality', region: 'TX' },
      { kind: 'locality', body: { region: 'TX', country: 'US' } },
    ],
    [
      { kind: 'phrase', phrase: 'smile' },
      { kind: 'phrase', body: { phrase: 'SMILE', country: 'US' } },
    ],
    [
      { kind: 'phrase', phrase: 'dent*' },
      { kind: 'phrase', body: { phrase: 'DENT*', country: 'US' } },
    ],
  ] as const)('%j → %j', (form, request) => {
    expect(numberSearchRequest({ ...EMPTY_SEARCH, ...form })).toEqual({ ok: true, request });
  });

  it.each([
    [{ kind: 'prefix', prefix: '' }, 'prefix'],
    [{ kind: 'prefix', prefix: '41a' }, 'prefix'],
    [{ kind: 'prefix', prefix: '98765432101' }, 'prefix'],
    [{ kind: 'locality', city: '', region: '' }, 'city'],
    [{ kind: 'locality', city: 'Austin', region: 'Texas' }, 'region'],
    [{ kind: 'phrase', phrase: '' }, 'phrase'],
    [{ kind: 'phrase', phrase: 'hi!' }, 'phrase'],
  ] as const)('%j is refused on %s', (form, field) => {
    const result = numberSearchRequest({ ...EMPTY_SEARCH, ...form });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual([field]);
  });
});

describe('the account and its numbers', () => {
  const account = (extra: Partial<Account>): Account => ({ id: 1, username: 'a', accountType: 'agent', ...extra });

  it('lists the agent number with what it does, and the owner mobile', () => {
    expect(
      accountNumbers(account({ vidaPhoneNumber: '14155550142', smsEnabled: true, phoneNumber: '14155550123' })),
    ).toEqual([
      {
        digits: '14155550142',
        display: '+1 (415) 555-0142',
        role: 'agent',
        uses: ['Answers calls', 'Sends and receives texts'],
      },
      {
        digits: '14155550123',
        display: '+1 (415) 555-0123',
        role: 'owner',
        uses: ['Your mobile: forward unanswered calls to the agent'],
      },
    ]);
    expect(accountNumbers(account({ vidaPhoneNumber: '' }))).toEqual([]);
  });

  it('leaves out offered numbers the account already has, and repeats', () => {
    const offered = [{ number: '+14155550142' }, { number: '+14155550198' }, { number: '+14155550198' }];
    expect(offeredNumbers(offered, ['14155550142']).map((n) => n.number)).toEqual(['+14155550198']);
  });

  it.each([
    [{ smsEnabled: true }, false, 'enabled'],
    [
      { settings: { smsAccessRequest: { requestedAt: 1, useCase: 'Reminders for patients of the clinic' } } },
      false,
      'requested',
    ],
    [{}, true, 'notRequested'],
    [{}, false, 'unavailable'],
  ] as const)('SMS state of %j (canSetupSMS %s) is %s', (extra, can, state) => {
    expect(smsStateOf(account(extra), can)).toBe(state);
  });

  it.each([
    ['', 'This field is required'],
    ['texts', 'Describe what your agent will text about in at least 20 characters.'],
    ['Appointment reminders and confirmations', null],
  ])('use case %j → %j', (text, error) => {
    expect(smsUseCaseError(text)).toBe(error);
  });

  it.each([
    ['(415) 555-0123', { ok: true, number: '+14155550123' }],
    ['1 415 555 0123', { ok: true, number: '+14155550123' }],
    ['+44 20 7183 8750', { ok: true, number: '+442071838750' }],
    ['555-0123', { ok: false, error: 'Enter a 10-digit US number, or an international number starting with +.' }],
    ['call me', { ok: false, error: 'Use digits only, such as (415) 555-0123.' }],
    ['', { ok: false, error: 'This field is required' }],
  ])('brought number %j → %j', (input, out) => {
    expect(byoNumberOf(input)).toEqual(out);
  });
});

describe('agentNumberPatch: the account field named by the product prefix', () => {
  it.each([
    ['+1 (415) 555-0142', 'vida', { vidaPhoneNumber: '14155550142' }],
    ['14155550142', 'acme', { acmePhoneNumber: '14155550142' }],
  ])('%j under %j is %j', (number, product, patch) => {
    expect(agentNumberPatch(number, product)).toEqual(patch);
  });
  it('what it writes is what agentNumberOf reads back, whatever the prefix', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,8}$/), fc.stringMatching(/^[1-9][0-9]{9,13}$/), (product, digits) => {
        expect(agentNumberOf({ ...agentNumberPatch(`+${digits}`, product) }, product)).toBe(digits);
      }),
    );
  });
});
