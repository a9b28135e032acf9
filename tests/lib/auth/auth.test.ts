import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { codeFieldValue, phoneFieldDisplay, phoneVerificationCode, signInPhoneNumber } from '@/lib/auth';

describe('the phone number a phone sign-in sends', () => {
  it.each([
    ['14155550123', '14155550123'],
    ['+1 (415) 555-0123', '14155550123'],
    ['415-555-0123', '14155550123'],
    ['(415) 555 0123', '14155550123'],
    ['4155550123', '14155550123'],
    ['1415555012', null],
    ['0415555012', null],
    ['24155550123', null],
    ['415555012', null],
    ['141555501234', null],
    ['', null],
    ['phone', null],
    [undefined, null],
  ])('%j → %s', (input, sent) => {
    expect(signInPhoneNumber(input)).toBe(sent);
  });

  it('answers 11 digits starting with 1, or null, for any text (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (input) => {
        const sent = signInPhoneNumber(input);
        if (sent !== null) expect(sent).toMatch(/^1\d{10}$/);
      }),
    );
  });

  it('accepts any formatting of a US number (property)', () => {
    const digit = fc.constantFrom(...'0123456789'.split(''));
    fc.assert(
      fc.property(
        fc.constantFrom(...'23456789'.split('')),
        fc.array(digit, { minLength: 9, maxLength: 9 }),
        fc.constantFrom('', '+1 ', '1-', '1'),
        (first, rest, prefix) => {
          const ten = first + rest.join('');
          const typed = `${prefix}(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
          expect(signInPhoneNumber(typed)).toBe(`1${ten}`);
        },
      ),
    );
  });
});

describe('the phone verification code', () => {
  it.each([
    ['482913', '482913'],
    [' 012345 ', '012345'],
    [482913, '482913'],
    ['48291', null],
    ['4829130', null],
    ['48291a', null],
    ['', null],
    [null, null],
  ])('%j → %s', (input, sent) => {
    expect(phoneVerificationCode(input)).toBe(sent);
  });
});

describe('sign-in field display', () => {
  it.each([
    ['12ab34', '1234'],
    ['98-76-54', '987654'],
    ['1234567', '123456'],
    ['abc', ''],
  ])('the code field keeps %j as %j', (typed, kept) => {
    expect(codeFieldValue(typed)).toBe(kept);
  });

  it.each([
    ['4155550123', '+1 (415) 555-0123'],
    ['1 415 555 0123', '+1 (415) 555-0123'],
    ['41555', '41555'],
    ['0155550123', '0155550123'],
  ])('a typed number %j shows as %j', (typed, shown) => {
    expect(phoneFieldDisplay(typed)).toBe(shown);
  });
});
