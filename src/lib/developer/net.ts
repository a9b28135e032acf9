// IP addresses, CIDR blocks, hostnames and SIP routes: the rules behind the SIP whitelist,
// outbound routes and white-label domains. Pure functions; no regex does the arithmetic.

/** `203.0.113.24` → its four octets, or null. Leading zeros are refused (`010.0.0.1` is ambiguous). */
export function parseIPv4(text: string): [number, number, number, number] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const out: number[] = [];
  for (const p of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(p)) return null;
    const n = Number(p);
    if (n > 255) return null;
    out.push(n);
  }
  return out as [number, number, number, number];
}

export const isIPv4 = (text: string): boolean => parseIPv4(text) !== null;

/**
 * `2001:db8::1` → its eight 16-bit groups, or null. Takes `::` once, a trailing dotted IPv4
 * (`::ffff:192.0.2.1`), hex in either case; refuses zone ids and brackets.
 */
export function parseIPv6(text: string): number[] | null {
  if (!text || text.length > 45 || !/^[0-9a-fA-F:.]+$/.test(text)) return null;
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (part: string): number[] | null => {
    if (part === '') return [];
    const out: number[] = [];
    const pieces = part.split(':');
    for (let i = 0; i < pieces.length; i++) {
      const piece = pieces[i]!;
      if (i === pieces.length - 1 && piece.includes('.')) {
        const v4 = parseIPv4(piece);
        if (!v4) return null;
        out.push((v4[0] << 8) | v4[1], (v4[2] << 8) | v4[3]);
      } else {
        if (!/^[0-9a-fA-F]{1,4}$/.test(piece)) return null;
        out.push(parseInt(piece, 16));
      }
    }
    return out;
  };
  const head = groupsOf(halves[0]!);
  if (!head) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  // A dotted quad may only end the address.
  if (halves[0]!.includes('.')) return null;
  const tail = groupsOf(halves[1]!);
  if (!tail) return null;
  const missing = 8 - head.length - tail.length;
  if (missing < 1) return null;
  return [...head, ...new Array<number>(missing).fill(0), ...tail];
}

export const isIPv6 = (text: string): boolean => parseIPv6(text) !== null;

export type IpVersion = 4 | 6;

export interface Cidr {
  version: IpVersion;
  address: string;
  prefix: number;
}

/** `198.51.100.0/24` or `2001:db8::/32` → its parts, or null (prefix ≤ 32 / ≤ 128, no leading zeros). */
export function parseCidr(text: string): Cidr | null {
  const slash = text.indexOf('/');
  if (slash < 0 || slash !== text.lastIndexOf('/')) return null;
  const address = text.slice(0, slash);
  const bits = text.slice(slash + 1);
  if (!/^(0|[1-9]\d{0,2})$/.test(bits)) return null;
  const prefix = Number(bits);
  if (isIPv4(address)) return prefix <= 32 ? { version: 4, address, prefix } : null;
  if (isIPv6(address)) return prefix <= 128 ? { version: 6, address, prefix } : null;
  return null;
}

export const isCidr = (text: string): boolean => parseCidr(text) !== null;

/** What a whitelist entry may be: an IPv4 or IPv6 address, or a CIDR block of either. */
export type WhitelistIpKind = 'ipv4' | 'ipv6' | 'cidr4' | 'cidr6';

export function whitelistIpKind(raw: string): WhitelistIpKind | null {
  const text = raw.trim();
  if (isIPv4(text)) return 'ipv4';
  if (isIPv6(text)) return 'ipv6';
  const cidr = parseCidr(text);
  if (!cidr) return null;
  return cidr.version === 4 ? 'cidr4' : 'cidr6';
}

/** Hex groups as written for IPv6 comparison: `2001:DB8:0::1` and `2001:db8::1` are the same address. */
export function sameIp(a: string, b: string): boolean {
  const x = a.trim();
  const y = b.trim();
  if (x === y) return true;
  const [xa, xp] = x.split('/');
  const [ya, yp] = y.split('/');
  if (xp !== yp) return false;
  const v6a = parseIPv6(xa ?? '');
  const v6b = parseIPv6(ya ?? '');
  return !!v6a && !!v6b && v6a.every((g, i) => g === v6b[i]);
}

/**
 * A hostname as DNS takes it (RFC 1123): labels of letters, digits and inner hyphens, 1–63
 * characters each, 253 in all, at least two labels, a top-level label that is not all digits.
 */
export function isHostname(raw: string): boolean {
  const text = raw.endsWith('.') ? raw.slice(0, -1) : raw;
  if (!text || text.length > 253) return false;
  const labels = text.split('.');
  if (labels.length < 2) return false;
  if (/^\d+$/.test(labels.at(-1)!)) return false;
  return labels.every((l) => /^[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?$/.test(l));
}

/** A domain as the console sends it: trimmed, lower-case, without a trailing dot; null when invalid. */
export function normalizeDomain(raw: string): string | null {
  let text = raw.trim().toLowerCase();
  if (text.endsWith('.')) text = text.slice(0, -1);
  return isHostname(text) ? text : null;
}

export const SIP_TRANSPORTS = ['udp', 'tcp', 'tls'] as const;
export type SipTransport = (typeof SIP_TRANSPORTS)[number];

export interface SipRoute {
  host: string;
  port: number | null;
  transport: SipTransport | null;
}

const isPort = (text: string) => /^[1-9]\d{0,4}$/.test(text) && Number(text) <= 65535;

/**
 * A SIP outbound route: an IPv4 address, a bracketed IPv6 address or a hostname, an optional
 * `:port` (1–65535) and an optional `;transport=udp|tcp|tls`. `203.0.113.24:5060;transport=udp`.
 */
export function parseSipRoute(raw: string): SipRoute | null {
  const text = raw.trim();
  if (!text || text.length > 320) return null;
  const [target, ...params] = text.split(';');
  let transport: SipTransport | null = null;
  if (params.length > 1) return null;
  if (params.length === 1) {
    const m = /^transport=(udp|tcp|tls)$/i.exec(params[0]!);
    if (!m) return null;
    transport = m[1]!.toLowerCase() as SipTransport;
  }
  let host: string;
  let port: string | undefined;
  if (target!.startsWith('[')) {
    const end = target!.indexOf(']');
    if (end < 0) return null;
    host = target!.slice(1, end);
    if (!isIPv6(host)) return null;
    const rest = target!.slice(end + 1);
    if (rest) {
      if (!rest.startsWith(':')) return null;
      port = rest.slice(1);
    }
  } else {
    const parts = target!.split(':');
    if (parts.length > 2) return null;
    host = parts[0]!;
    port = parts[1];
    if (!isIPv4(host) && !isHostname(host)) return null;
  }
  if (port !== undefined && !isPort(port)) return null;
  return { host, port: port === undefined ? null : Number(port), transport };
}

export const isSipRoute = (raw: string): boolean => parseSipRoute(raw) !== null;

/** `host[:port]` of a SIP proxy or realm (no transport): hostname, IPv4 or `[IPv6]`. */
export function isSipHostPort(raw: string): boolean {
  const text = raw.trim();
  return !text.includes(';') && isSipRoute(text);
}

/** A SIP address of record: `user@host` (user without spaces, `@` or `:`), host as a route's host. */
export function isSipAor(raw: string): boolean {
  const text = raw.trim().replace(/^sips?:/i, '');
  const at = text.lastIndexOf('@');
  if (at <= 0) return false;
  const user = text.slice(0, at);
  if (!/^[^\s@:;]+$/.test(user) || user.length > 100) return false;
  return isSipHostPort(text.slice(at + 1));
}
