import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { call, engine } from './helpers';
import { EXAMPLE_IMAGE_HOST, offlineImages, placeholderImage } from '../../mocks/engine/assets.js';

/** Every string of a value. */
const strings = (v: unknown): string[] =>
  typeof v === 'string'
    ? [v]
    : Array.isArray(v)
      ? v.flatMap(strings)
      : v && typeof v === 'object'
        ? Object.values(v).flatMap(strings)
        : [];

describe('example images resolve offline', () => {
  it('turns an example image URL into an inline SVG picture, the same for the same URL', () => {
    const url = `${EXAMPLE_IMAGE_HOST}avatars/sunrisedental.png`;
    const img = placeholderImage(url);
    expect(img).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(img.length).toBeLessThan(2048); // the contract's URL fields allow 2,048 characters
    expect(placeholderImage(url)).toBe(img);
    const svg = Buffer.from(img.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toContain('<svg');
    expect(svg).toContain('>S</text>');
    expect(
      Buffer.from(
        placeholderImage(`${EXAMPLE_IMAGE_HOST}apps/google-calendar.png`).split(',')[1]!,
        'base64',
      ).toString(),
    ).toContain('>GC</text>');
  });

  it.each([
    ['https://cdn.vida.example/recordings/4001/6f1d2c3b.mp3'],
    ['https://www.example.com/logo.png'],
    ['https://cdn.vida.example/docs/guide.pdf'],
    ['not a url'],
  ])('leaves %s alone', (value) => {
    expect(offlineImages({ value })).toEqual({ value });
  });

  it('any file name gives a valid picture no longer than the contract allows', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 80 }),
        fc.constantFrom('avatars', 'apps', 'branding/x', 'media/1'),
        (name, dir) => {
          const img = placeholderImage(`${EXAMPLE_IMAGE_HOST}${dir}/${encodeURIComponent(name)}.png`);
          expect(img.length).toBeLessThan(2048);
          const svg = Buffer.from(img.split(',')[1]!, 'base64').toString('utf8');
          expect(svg).toMatch(/^<svg [^]*<\/svg>$/);
          expect(svg).not.toMatch(/<script/i);
        },
      ),
    );
  });

  it('no answer of the mock names the example image host for an image, and every answer stays within the contract', () => {
    const e = engine();
    const found: string[] = [];
    for (const o of e.contract.operations) {
      if (o.method !== 'get' || o.path.includes('{')) continue;
      const res = call(e, 'GET', `${o.path}?token=img`);
      for (const s of strings(res.json))
        if (/^https:\/\/cdn\.vida\.example\/.*\.(png|jpe?g|svg)$/.test(s)) found.push(`${o.key}: ${s}`);
    }
    expect(found).toEqual([]);
    const account = call(e, 'GET', '/api/v1/account?token=img').json as { details: { image: string } };
    expect(account.details.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(e.violations).toEqual([]);
  }, 30_000);

  it('with an asset base, images point at the mock’s own pictures, which it serves as SVG', () => {
    const e = engine({ assetBase: 'http://127.0.0.1:5173' });
    const account = call(e, 'GET', '/api/v1/account?token=img').json as { details: { image: string } };
    expect(account.details.image).toBe('http://127.0.0.1:5173/mock-assets/avatars/sunrisedental.png');
    const picture = e.handle({ method: 'GET', url: '/mock-assets/avatars/sunrisedental.png' });
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/svg+xml');
    expect(picture.body).toContain('>S</text>');
    // Not an image, a path that climbs out, or a malformed one: no picture.
    expect(e.handle({ method: 'GET', url: '/mock-assets/notes.txt' }).status).toBe(404);
    expect(e.handle({ method: 'GET', url: '/mock-assets/%2e%2e/x.png' }).status).toBe(404);
    expect(e.handle({ method: 'GET', url: '/mock-assets/%E0%A4%A.png' }).status).toBe(400); // malformed
    // A name that still holds an escape after the one decode is drawn, not decoded again (no URIError).
    const escaped = e.handle({ method: 'GET', url: '/mock-assets/avatars/a%25zz.png' });
    expect(escaped.status).toBe(200);
    expect(escaped.headers['content-type']).toBe('image/svg+xml');
    expect(e.violations).toEqual([]);
  });
});
