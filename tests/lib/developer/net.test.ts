import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  isCidr,
  isHostname,
  isIPv4,
  isIPv6,
  isSipAor,
  normalizeDomain,
  parseCidr,
  parseIPv6,
  parseSipRoute,
  sameIp,
  whitelistIpKind,
} from '@/lib/developer';

const octet = fc.integer({ min: 0, max: 255 });
const ipv4 = fc.tuple(octet, octet, octet, octet).map((o) => o.join('.'));
const group = fc.integer({ min: 0, max: 0xffff });
const groups = fc.array(group, { minLength: 8, maxLength: 8 });

/** An IPv6 text of eight groups, written with `::` for the longest run of zero groups (as RFC 5952). */
function compressed(gs: number[]): string {
  let best = { start: -1, len: 0 };
  for (let i = 0; i < 8;) {
    if (gs[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && gs[j] === 0) j++;
    if (j - i > best.len && j - i > 1) best = { start: i, len: j - i };
    i = j;
  }
  const hex = gs.map((g) => g.toString(16));
  if (best.start < 0) return hex.join(':');
  return `${hex.slice(0, best.start).join(':')}::${hex.slice(best.start + best.len).join(':')}`;
}

describe('IPv4', () => {
  it.each([
    ['203.0.113.24', true],
    ['0.0.0.0', true],
    ['255.255.255.255', true],
    ['256.0.0.1', false],
    ['1.2.3', false],
    ['1.2.3.4.5', false],
    ['01.2.3.4', false],
    ['1.2.3.-4', false],
    ['1.2.3.4 ', false],
    ['a.b.c.d', false],
    ['', false],
  ])('%j → %s', (text, ok) => expect(isIPv4(text)).toBe(ok));

  it('takes every dotted quad of octets (property)', () => {
    fc.assert(fc.property(ipv4, (ip) => isIPv4(ip)));
  });

  it('refuses a quad with an octet above 255 (property)', () => {
    fc.assert(
      fc.property(
        octet,
        octet,
        octet,
        fc.integer({ min: 256, max: 999 }),
        (a, b, c, d) => !isIPv4(`${a}.${b}.${c}.${d}`),
      ),
    );
  });
});

describe('IPv6', () => {
  it.each([
    ['2001:db8::1', true],
    ['::', true],
    ['::1', true],
    ['fe80::', true],
    ['2001:0db8:0000:0000:0000:ff00:0042:8329', true],
    ['::ffff:192.0.2.1', true],
    ['2001:DB8::A', true],
    ['2001:db8::1::2', false],
    ['2001:db8:1', false],
    ['1:2:3:4:5:6:7:8:9', false],
    ['12345::', false],
    ['2001:db8::g', false],
    ['[2001:db8::1]', false],
    ['fe80::1%eth0', false],
    ['1.2.3.4::', false],
    ['1:2:3:4:5:6:7::8', false],
    ['', false],
  ])('%j → %s', (text, ok) => expect(isIPv6(text)).toBe(ok));

  it('reads back the eight groups it is written from, full or compressed (property)', () => {
    fc.assert(
      fc.property(groups, (gs) => {
        expect(parseIPv6(gs.map((g) => g.toString(16)).join(':'))).toEqual(gs);
        expect(parseIPv6(compressed(gs))).toEqual(gs);
      }),
    );
  });

  it('an IPv4 address is never IPv6 and the other way round (property)', () => {
    fc.assert(fc.property(ipv4, (ip) => !isIPv6(ip)));
    fc.assert(fc.property(groups, (gs) => !isIPv4(compressed(gs))));
  });
});

describe('CIDR blocks', () => {
  it.each([
    ['198.51.100.0/24', { version: 4, prefix: 24 }],
    ['10.0.0.0/8', { version: 4, prefix: 8 }],
    ['0.0.0.0/0', { version: 4, prefix: 0 }],
    ['1.2.3.4/32', { version: 4, prefix: 32 }],
    ['2001:db8::/32', { version: 6, prefix: 32 }],
    ['::/128', { version: 6, prefix: 128 }],
    ['1.2.3.4/33', null],
    ['2001:db8::/129', null],
    ['1.2.3.4/', null],
    ['1.2.3.4/08', null],
    ['1.2.3.4/8/8', null],
    ['/24', null],
    ['example.com/24', null],
  ])('%j → %j', (text, parsed) => {
    const got = parseCidr(text);
    expect(got === null ? null : { version: got.version, prefix: got.prefix }).toEqual(parsed);
  });

  it('takes any address with a prefix in range, and refuses one above (property)', () => {
    fc.assert(
      fc.property(ipv4, fc.integer({ min: 0, max: 32 }), (ip, p) => isCidr(`${ip}/${p}`) && !isCidr(`${ip}/${p + 33}`)),
    );
    fc.assert(
      fc.property(groups, fc.integer({ min: 0, max: 128 }), (gs, p) => {
        const ip = compressed(gs);
        return isCidr(`${ip}/${p}`) && !isCidr(`${ip}/${p + 129}`);
      }),
    );
  });
});

describe('a whitelist entry', () => {
  it.each([
    ['203.0.113.24', 'ipv4'],
    [' 203.0.113.24 ', 'ipv4'],
    ['2001:db8::1', 'ipv6'],
    ['198.51.100.0/24', 'cidr4'],
    ['2001:db8::/48', 'cidr6'],
    ['sip.example.com', null],
    ['203.0.113.24:5060', null],
    ['', null],
  ])('%j → %s', (text, kind) => expect(whitelistIpKind(text)).toBe(kind));

  it('any text is at most one kind and never throws (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (s) =>
        [null, 'ipv4', 'ipv6', 'cidr4', 'cidr6'].includes(whitelistIpKind(s)),
      ),
    );
  });

  it('treats two spellings of one IPv6 address as the same', () => {
    expect(sameIp('2001:DB8:0:0::1', '2001:db8::1')).toBe(true);
    expect(sameIp('2001:db8::/32', '2001:db8::/48')).toBe(false);
    expect(sameIp('203.0.113.24', '203.0.113.25')).toBe(false);
  });
});

describe('hostnames and domains', () => {
  it.each([
    ['app.bluebirdtelecom.example', true],
    ['a.co', true],
    ['xn--bcher-kva.example', true],
    ['localhost', false],
    ['-bad.example.com', false],
    ['bad-.example.com', false],
    ['under_score.example.com', false],
    ['1.2.3.4', false],
    [`${'a'.repeat(64)}.com`, false],
    ['https://app.example.com', false],
    ['app.example.com/path', false],
  ])('%j → %s', (text, ok) => expect(isHostname(text)).toBe(ok));

  it('normalises case, spaces and a trailing dot', () => {
    expect(normalizeDomain('  App.Example.COM. ')).toBe('app.example.com');
    expect(normalizeDomain('app example.com')).toBeNull();
  });
});

describe('SIP routes and addresses', () => {
  it.each([
    ['203.0.113.24:5060;transport=udp', { host: '203.0.113.24', port: 5060, transport: 'udp' }],
    [
      'sip.bluebird-telecom.example:5061;transport=tls',
      { host: 'sip.bluebird-telecom.example', port: 5061, transport: 'tls' },
    ],
    ['sip.example.com', { host: 'sip.example.com', port: null, transport: null }],
    ['[2001:db8::1]:5060', { host: '2001:db8::1', port: 5060, transport: null }],
    ['203.0.113.24;transport=TCP', { host: '203.0.113.24', port: null, transport: 'tcp' }],
    ['203.0.113.24:0', null],
    ['203.0.113.24:65536', null],
    ['203.0.113.24;transport=sctp', null],
    ['2001:db8::1:5060', null],
    ['sip:203.0.113.24', null],
    ['', null],
  ])('%j → %j', (text, route) => expect(parseSipRoute(text)).toEqual(route));

  it('takes an address with any port 1–65535 and transport (property)', () => {
    fc.assert(
      fc.property(ipv4, fc.integer({ min: 1, max: 65535 }), fc.constantFrom('udp', 'tcp', 'tls'), (ip, port, t) => {
        expect(parseSipRoute(`${ip}:${port};transport=${t}`)).toEqual({ host: ip, port, transport: t });
      }),
    );
  });

  it.each([
    ['1001@sip.bluebird-telecom.example', true],
    ['sip:1001@sip.example.com:5061', true],
    ['1001@203.0.113.24', true],
    ['1001', false],
    ['@sip.example.com', false],
    ['10 01@sip.example.com', false],
  ])('address of record %j → %s', (text, ok) => expect(isSipAor(text)).toBe(ok));
});
