import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import {
  accountNameConfirmed,
  avatarFileProblem,
  codeSchema,
  cropSquare,
  moveItem,
  networkOf,
  normaliseLinkUrl,
  phoneForVerification,
  resendSecondsLeft,
  slugProblem,
} from '@/lib/profile';

describe('profile rules', () => {
  it.each([
    ['ab', 'short'],
    ['a'.repeat(31), 'long'],
    ['Bright', 'chars'],
    ['-bright', 'start'],
    ['bright.smile_1', null],
  ])('address %j → %s', (slug, problem) => expect(slugProblem(slug)).toBe(problem));

  it.each([
    ['example.com', 'https://example.com/'],
    ['http://example.com/a', 'http://example.com/a'],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['foo', null],
    ['', null],
  ])('link %j → %s', (text, url) => expect(normaliseLinkUrl(text)).toBe(url));

  it.each([
    ['48291', false],
    ['482915', true],
    ['4829155', false],
    ['48a915', false],
  ])('code %j valid: %s', (code, ok) => expect(v.safeParse(codeSchema, { code }).success).toBe(ok));

  it('checks avatar files by type and size', () => {
    expect(avatarFileProblem({ type: 'image/gif', size: 10 })).toBe('Choose a PNG, JPEG or WebP image.');
    expect(avatarFileProblem({ type: 'image/png', size: 11 * 1024 * 1024 })).toBe('Choose an image of at most 10 MB.');
    expect(avatarFileProblem({ type: 'image/webp', size: 1000 })).toBeNull();
  });

  it('property: the crop stays inside the image', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.double({ min: -2, max: 2, noNaN: true }),
        fc.double({ min: -2, max: 2, noNaN: true }),
        (w, h, z, x, y) => {
          const c = cropSquare(w, h, z, x, y);
          expect(c.x).toBeGreaterThanOrEqual(0);
          expect(c.y).toBeGreaterThanOrEqual(0);
          expect(c.x + c.size).toBeLessThanOrEqual(w);
          expect(c.y + c.size).toBeLessThanOrEqual(h);
        },
      ),
    );
  });

  it('resend cooldown, moving links, networks, phone and the delete confirmation', () => {
    expect(resendSecondsLeft(null, 0)).toBe(0);
    expect(resendSecondsLeft(0, 1)).toBe(30);
    expect(resendSecondsLeft(0, 29_001)).toBe(1);
    expect(resendSecondsLeft(0, 30_000)).toBe(0);
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
    expect(networkOf('https://www.instagram.com/x')).toBe('instagram');
    expect(networkOf('https://twitter.com/x')).toBe('x');
    expect(networkOf('https://example.com')).toBe('website');
    expect(phoneForVerification('+1 (415) 555-0123')).toBe('14155550123');
    expect(phoneForVerification('12')).toBeNull();
    expect(accountNameConfirmed(' Sunrise ', 'Sunrise')).toBe(true);
    expect(accountNameConfirmed('sunrise', 'Sunrise')).toBe(false);
  });
});
