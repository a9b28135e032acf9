// A refused save that names a field puts the server's sentence on that field (spec 000 §5 forms;
// the area's rule: a 4xx naming a field sets that field's error).
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { addressPattern, fieldOfRefusal } from '@/lib/profile';

const FIELDS = [
  ['fullName', /\bname\b/i],
  ['phone', /phone|number/i],
] as const;

describe('fieldOfRefusal', () => {
  it.each([
    [400, 'That name is not allowed.', 'fullName'],
    [422, 'This phone number cannot receive texts.', 'phone'],
    [409, 'The name is taken.', 'fullName'],
    [400, 'Something about the request.', null],
    [500, 'That name is not allowed.', null],
    [401, 'Your name session expired.', null],
    [403, 'The name is not yours to change.', null],
    [404, 'No account by that name.', null],
    [429, 'Too many name changes.', null],
    [undefined, 'That name is not allowed.', null],
    ['400', 'That name is not allowed.', null],
  ])('%j %j → %j', (status, sentence, expected) => {
    expect(fieldOfRefusal(status, sentence, FIELDS)).toBe(expected);
  });

  it('never names a field for a status outside 4xx', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999 }).filter((s) => s < 400 || s > 499),
        fc.string(),
        (status, sentence) => fieldOfRefusal(status, `name phone ${sentence}`, FIELDS) === null,
      ),
    );
  });
});

describe('addressPattern', () => {
  it('matches the typed address by its host, case-insensitively', () => {
    expect(addressPattern('instagram.com/maria')?.test('INSTAGRAM.COM links are not allowed.')).toBe(true);
    expect(addressPattern('https://www.tiktok.com/@m')?.test('tiktok.com is blocked')).toBe(true);
    expect(addressPattern('facebook.com/m')?.test('instagram.com is blocked')).toBe(false);
  });
  it('escapes the host (a dot is a dot)', () => {
    expect(addressPattern('a.example')?.test('abexample')).toBe(false);
  });
  it('is null for what is no address', () => {
    expect(addressPattern('')).toBeNull();
    expect(addressPattern('javascript:alert(1)')).toBeNull();
  });
});
