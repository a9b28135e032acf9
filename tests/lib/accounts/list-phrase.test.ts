// An agent list's search by phone number (issue 28 follow-up): the list shows numbers in display
// form (+1 (415) 555-0142), so a phrase typed that way, or any part of it, finds the agent; names,
// usernames and emails match as before.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { matchesPhrase, type AccountRow } from '@/lib/accounts';
import { formatPhoneNumber } from '@/lib/validate';

const agent: AccountRow = {
  id: 4001,
  name: 'Sunrise Front Desk',
  username: 'sunrise-desk',
  email: 'desk@sunrise.example',
  phoneNumber: '+14155550142',
};

describe('matchesPhrase: phone numbers as a person types them', () => {
  it.each([
    ['the display form', '+1 (415) 555-0142', true],
    ['the display form without the country code', '(415) 555-0142', true],
    ['area code and exchange with a dash', '415-555', true],
    ['area code in brackets and exchange', '(415) 555', true],
    ['dots', '415.555.0142', true],
    ['spaces', '415 555 0142', true],
    ['raw digits', '4155550142', true],
    ['the stored form', '+14155550142', true],
    ['the last four', '0142', true],
    ['a dash ending the line', '555-0142', true],
    ['a name and a number part', 'sunrise 415-555', true],
    ['a name', 'front DESK', true],
    ['a username', 'sunrise-desk', true],
    ['an email', 'desk@sunrise', true],
    ['another number', '+1 (415) 555-0199', false],
    ['another area code', '(212) 555', false],
    ['the parts in another order', '555-415', false],
    ['a name and another number', 'sunrise 212-555', false],
    ['another name', 'moonrise', false],
  ])('%s: %j → %s', (_what, phrase, expected) => {
    expect(matchesPhrase(agent, phrase)).toBe(expected);
  });

  it('a row without a number is found by name only', () => {
    const row: AccountRow = { id: 1, name: 'Org 04' };
    expect(matchesPhrase(row, '04')).toBe(true);
    expect(matchesPhrase(row, 'org 04')).toBe(true);
    expect(matchesPhrase(row, '415-555')).toBe(false);
    expect(matchesPhrase(row, '')).toBe(true);
  });
});

// A US number as stored (`+1` and ten digits, or the eleven digits alone).
const usNumberArb = fc
  .tuple(fc.stringMatching(/^[2-9]\d{9}$/), fc.boolean())
  .map(([ten, plus]) => `${plus ? '+' : ''}1${ten}`);
// What a person may put between digits when typing a number.
const separatorArb = fc.constantFrom('', '', ' ', '-', '.', ') ', ' (', '(', ')');
/** The digits written with a separator between some of them, maybe inside brackets or after a +. */
const typed = (digits: string, seps: readonly string[]) =>
  [...digits].map((d, i) => (i === 0 ? d : `${seps[i % seps.length] ?? ''}${d}`)).join('');
const nameArb = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,20}$/);

describe('matchesPhrase properties', () => {
  it('any run of a number’s digits, typed with any separators, finds it', () => {
    fc.assert(
      fc.property(
        usNumberArb,
        nameArb,
        fc.nat(),
        fc.nat(),
        fc.array(separatorArb, { minLength: 1, maxLength: 6 }),
        (phone, name, a, b, seps) => {
          const digits = phone.replace(/\D/g, '');
          const start = a % digits.length;
          const end = start + 1 + (b % (digits.length - start));
          const phrase = typed(digits.slice(start, end), seps);
          expect(matchesPhrase({ id: 1, name, phoneNumber: phone }, phrase)).toBe(true);
        },
      ),
    );
  });

  it('the display form, and any part of it, finds the number', () => {
    fc.assert(
      fc.property(usNumberArb, fc.nat(), fc.nat(), (phone, a, b) => {
        const shown = formatPhoneNumber(phone);
        const start = a % shown.length;
        const part = shown.slice(start, start + 1 + (b % (shown.length - start)));
        expect(matchesPhrase({ id: 1, name: 'Agent', phoneNumber: phone }, part)).toBe(true);
        expect(matchesPhrase({ id: 1, name: 'Agent', phoneNumber: phone }, shown)).toBe(true);
      }),
    );
  });

  it('digits that are not in the number, typed in one piece, find no agent named without digits', () => {
    fc.assert(
      fc.property(
        usNumberArb,
        nameArb,
        fc.stringMatching(/^\d{3,10}$/),
        fc.array(fc.constantFrom('', '-', '.'), { minLength: 1, maxLength: 4 }),
        (phone, name, wanted, seps) => {
          fc.pre(!phone.replace(/\D/g, '').includes(wanted));
          expect(matchesPhrase({ id: 1, name, phoneNumber: phone }, typed(wanted, seps))).toBe(false);
        },
      ),
    );
  });

  it('every word of the name still finds the row, whatever its number', () => {
    fc.assert(
      fc.property(usNumberArb, nameArb, fc.nat(), (phone, name, i) => {
        const words = name.split(/\s+/).filter(Boolean);
        const word = words[i % words.length] ?? name;
        expect(matchesPhrase({ id: 1, name, phoneNumber: phone }, word.toUpperCase())).toBe(true);
      }),
    );
  });
});
