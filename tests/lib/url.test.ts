import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sanitizeUrl } from '@/lib/url';

describe('sanitizeUrl: the one sanitiser of server URLs', () => {
  it.each([
    ['https://cdn.example.com/logo.png', 'https://cdn.example.com/logo.png'],
    ['  http://example.com/a?b=1#c ', 'http://example.com/a?b=1#c'],
    ['HTTPS://EXAMPLE.COM', 'https://example.com/'],
    ['/assets/logo.svg', '/assets/logo.svg'],
    ['javascript:alert(1)', null],
    ['JaVaScRiPt:alert(1)', null],
    [' java\tscript:alert(1)', null],
    ['\u0001javascript:alert(1)', null],
    ['vbscript:msgbox(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['data:image/png;base64,AAAA', null],
    ['//evil.example/x.png', null],
    ['\\\\evil.example/x.png', null],
    ['/\\evil.example/x.png', null],
    ['https://user:pass@example.com/', null],
    ['file:///etc/passwd', null],
    ['logo.png', null],
    ['mailto:help@example.com', null],
    ['', null],
    [42, null],
    [null, null],
  ])('%j → %j', (raw, expected) => {
    expect(sanitizeUrl(raw)).toBe(expected);
  });

  it('allows mailto: and tel: only where the caller says so', () => {
    expect(sanitizeUrl('mailto:help@example.com', { allow: ['mailto'] })).toBe('mailto:help@example.com');
    expect(sanitizeUrl('tel:+14155550142', { allow: ['tel'] })).toBe('tel:+14155550142');
    expect(sanitizeUrl('tel:+14155550142', { allow: ['mailto'] })).toBeNull();
  });

  it('property: whatever comes in, only http(s), mailto/tel when allowed, or an own-origin path comes out', () => {
    const schemes = fc.constantFrom(
      'javascript:',
      'vbscript:',
      'data:',
      'http:',
      'https:',
      'mailto:',
      'tel:',
      '//',
      '/',
      '',
    );
    fc.assert(
      fc.property(schemes, fc.string(), fc.string(), (scheme, pad, rest) => {
        const out = sanitizeUrl(pad + scheme + rest, { allow: ['mailto', 'tel'] });
        if (out === null) return;
        expect(/^(https?:\/\/[^/]|mailto:|tel:|\/(?![/\\]))/i.test(out)).toBe(true);
        expect(/^\s*(javascript|vbscript|data):/i.test(out)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: an http(s) URL built from a host and path survives', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        const out = sanitizeUrl(url);
        if (/@/.test(new URL(url).host) || new URL(url).username) return;
        expect(out).toBe(new URL(url).href);
      }),
    );
  });
});
