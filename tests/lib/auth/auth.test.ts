import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  codeFieldValue,
  phoneFieldDisplay,
  phoneVerificationCode,
  signInPhoneNumber,
  signInReturnPath,
} from '@/lib/auth';

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

describe('signInReturnPath', () => {
  it.each([
    ['/app/org/3001/logs?filters=%7B%7D', '/app/org/3001/logs?filters=%7B%7D'],
    ['/inbox?active=room_8a41c2', '/inbox?active=room_8a41c2'],
    ['/app', '/app'],
    ['/app?contacts=true', '/app?contacts=true'],
    ['/app/signin', '/app'],
    ['/app/signin?next=%2Fapp', '/app'],
    ['/application', '/app'],
    ['/u/sunrisedental', '/app'],
    ['//evil.example/app', '/app'],
    ['https://evil.example/app', '/app'],
    ['/app\\..\\evil', '/app'],
    ['/app /x', '/app'],
    ['', '/app'],
    [undefined, '/app'],
    [42, '/app'],
  ])('%j → %s', (next, expected) => {
    expect(signInReturnPath(next)).toBe(expected);
  });

  it('always answers a path of this origin in the console', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.constantFrom('/app', '/inbox').chain((p) => fc.string().map((s) => p + s)),
        ),
        (next) => {
          const out = signInReturnPath(next);
          expect(out.startsWith('/app') || out.startsWith('/inbox')).toBe(true);
          expect(out.startsWith('//')).toBe(false);
          expect(new URL(out, 'https://console.example').origin).toBe('https://console.example');
        },
      ),
    );
  });
});
